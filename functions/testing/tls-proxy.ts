/**
 * A TLS-terminating reverse proxy for tests, as deployments put one in front of the Node server
 * (docs/deploy.md: Caddy, nginx, a load balancer): it answers HTTPS on a loopback port with a
 * certificate made at start (openssl, which Debian and CI have), and forwards each request over
 * plain HTTP to the server, keeping the Host header and adding X-Forwarded-For and
 * X-Forwarded-Proto: https.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeTestCertificate } from './test-certificate';

export interface TlsProxy {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** the certificate, to be trusted by the test's client */
  ca: Buffer;
  /** sets where requests go (the server may be started after the proxy, to know its origin) */
  forwardTo(target: string): void;
  close(): Promise<void>;
}

/** An HTTPS server on a loopback port, with a certificate made at start (for 127.0.0.1). */
export async function startTlsServer(handler: http.RequestListener): Promise<{ port: number; ca: Buffer; close(): Promise<void> }> {
  const { key, cert } = makeTestCertificate();
  const server = https.createServer({ key, cert }, handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    ca: Buffer.from(cert),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function startTlsProxy(): Promise<TlsProxy> {
  let target: URL | undefined;
  const server = await startTlsServer((req, res) => {
    if (!target) {
      res.writeHead(502).end();
      return;
    }
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'https' };
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, timeout: 10_000 }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return {
    origin: `https://127.0.0.1:${server.port}`,
    ca: server.ca,
    forwardTo(value) {
      target = new URL(value);
    },
    close: server.close,
  };
}

/** One request through the proxy, trusting its certificate; the answer's status, headers and body. */
export function requestThrough(
  proxy: TlsProxy,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(new URL(pathname, proxy.origin), { method: init.method ?? 'GET', headers: init.headers, ca: proxy.ca, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(init.body);
  });
}
