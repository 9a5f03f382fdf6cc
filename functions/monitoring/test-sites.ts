/**
 * Sites to check, inside the test process, on loopback only: an HTTP server the test can tell to
 * fail, hang, slow down, drop its keyword or redirect, and an HTTPS server with a certificate
 * made at test time (openssl, which Debian has) that expires in `certDays` days.
 */
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { makeTestCertificate } from '../testing/test-certificate';

export interface SiteBehaviour {
  mode: 'ok' | 'fail' | 'hang' | 'slow' | 'no-keyword';
  /** for `slow`: how long before the answer */
  delayMs: number;
  keyword: string;
  /** bytes of filler before the keyword */
  padding: number;
}

export interface TestSite {
  url: string;
  port: number;
  behaviour: SiteBehaviour;
  /** every request seen: path and User-Agent */
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
}

function handler(site: { behaviour: SiteBehaviour; requests: TestSite['requests'] }): http.RequestListener {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    site.requests.push({ path: url.pathname + url.search, userAgent: request.headers['user-agent'] });
    // /redirect/N answers with N more redirects, then the page.
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      response.writeHead(302, { Location: left > 1 ? `/redirect/${left - 1}` : '/' }).end();
      return;
    }
    const redirectTo = url.searchParams.get('to');
    if (url.pathname === '/away' && redirectTo) {
      response.writeHead(301, { Location: redirectTo }).end();
      return;
    }
    const b = site.behaviour;
    if (b.mode === 'hang') return; // never answers
    if (b.mode === 'fail') {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    const body = `${'x'.repeat(b.padding)}<html><body>${b.mode === 'no-keyword' ? 'Hello' : b.keyword}</body></html>`;
    const send = () => response.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
    if (b.mode === 'slow') setTimeout(send, b.delayMs);
    else send();
  };
}

const defaults = (): SiteBehaviour => ({ mode: 'ok', delayMs: 0, keyword: 'Welcome', padding: 0 });

async function listen(server: http.Server | https.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function closer(server: http.Server | https.Server): () => Promise<void> {
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

export async function startTestSite(): Promise<TestSite> {
  const state = { behaviour: defaults(), requests: [] as TestSite['requests'] };
  const server = http.createServer(handler(state));
  const port = await listen(server);
  return Object.assign(state, { url: `http://127.0.0.1:${port}/`, port, close: closer(server) });
}

export async function startTlsTestSite(days: number): Promise<TestSite & { cert: string }> {
  const { cert, key } = makeTestCertificate(days);
  const state = { behaviour: defaults(), requests: [] as TestSite['requests'] };
  const server = https.createServer({ cert, key }, handler(state));
  const port = await listen(server);
  return Object.assign(state, { url: `https://localhost:${port}/`, port, cert, close: closer(server) });
}
