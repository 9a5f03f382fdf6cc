import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../domain';
import { startServer, type RunningServer } from './node-server';
import { hashIp } from './rate-limit';

describe('startServer', () => {
  let server: RunningServer;
  let root: string;
  const lines: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(root, 'client'));
    writeFileSync(path.join(root, 'client', 'index.html'), '<!doctype html><title>Home</title>');
    server = await startServer({ port: 0, dataDir: 'memory://', env: {}, staticDir: path.join(root, 'client'), log: (l) => lines.push(l), firstAdminPasswordFile: path.join(root, 'secret', 'first-admin-password.txt') });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses to start with Stripe keys or SMTP but no SITE_ORIGIN, and says why', async () => {
    await expect(startServer({ port: 0, dataDir: 'memory://', quiet: true, env: { STRIPE_SECRET_KEY: 'sk_test_x' } })).rejects.toThrow(
      /STRIPE_SECRET_KEY is set but SITE_ORIGIN is not/,
    );
    await expect(startServer({ port: 0, dataDir: 'memory://', quiet: true, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } })).rejects.toThrow(
      /SMTP_URL is set but SITE_ORIGIN is not/,
    );
  });

  // Two starts of an on-disk database: seconds each, more on a loaded machine.
  it('without IP_HASH_SALT, hashes addresses with a salt made at first start and kept across restarts', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'salt-'));
    const signInFails = async (url: string) =>
      (await fetch(`${url}${apiPaths.adminLogin}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }) })).status;
    const keys = async (running: RunningServer) =>
      (await running.db.query<{ key: string }>("select key from rate_limits where key like 'login-fail:ip:%'")).map((r) => r.key);
    try {
      let running = await startServer({ port: 0, hostname: '127.0.0.1', dataDir: dir, quiet: true, healthCheckEveryMs: 0, env: {} });
      expect(await signInFails(running.url)).toBe(401);
      const [first] = await keys(running);
      const [salt] = await running.db.query<{ value: string }>("select value from server_secrets where name = 'ip_hash_salt'");
      expect(salt!.value).toMatch(/^[\w-]{43}$/);
      // not the unsalted hash of the address, which anyone could compute
      expect(first).toBe(`login-fail:ip:${hashIp('127.0.0.1', salt!.value)}`);
      expect(first).not.toBe(`login-fail:ip:${hashIp('127.0.0.1')}`);
      await running.close();
      running = await startServer({ port: 0, hostname: '127.0.0.1', dataDir: dir, quiet: true, healthCheckEveryMs: 0, env: {} });
      expect(await signInFails(running.url)).toBe(401);
      expect(await keys(running)).toEqual([first]);
      await running.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('listens on a free port, migrated and seeded', async () => {
    expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
    const res = await fetch(`${server.url}${apiPaths.health}`);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await (await fetch(`${server.url}/`)).text()).toContain('Home');
  });

  it('creates the first admin with a generated password, written to a file only its user may read (not printed), that works', async () => {
    const file = path.join(root, 'secret', 'first-admin-password.txt');
    const line = lines.find((l) => l.startsWith('First admin created:'));
    const match = line?.match(/created: (\S+); the generated password is in (\S+) /);
    expect(match).toBeTruthy();
    expect(match![2]).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(lines.join('\n')).not.toContain(password);
    const res = await fetch(`${server.url}${apiPaths.adminLogin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: match![1], password }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(match![1]);
  });

  it('rejects an oversized body over the wire with 413', async () => {
    const res = await fetch(`${server.url}${apiPaths.contact}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it('after a chunked upload cut off with 413, the same keep-alive connection answers the next request (found by fuzzing)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: Buffer | null, chunked: boolean) =>
      new Promise<{ status: number; reused: boolean; connection: string | undefined }>((resolve, reject) => {
        const req = http.request(`${server.url}${apiPaths.leadMagnet}`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket, connection: res.headers.connection }));
        });
        req.on('error', reject);
        if (chunked && body) {
          // no Content-Length: Node sends Transfer-Encoding: chunked, 64 KiB at a time
          for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
          req.end();
        } else {
          req.end(body ?? undefined);
        }
      });
    try {
      for (let round = 0; round < 3; round++) {
        const big = await send(Buffer.alloc(2 * 1024 * 1024, 'a'), true);
        expect(big.status).toBe(413);
        expect(big.connection).not.toBe('close');
        const small = await send(Buffer.from('{"email":"not-an-email"}'), false);
        expect(small).toMatchObject({ status: 400, reused: true });
      }
    } finally {
      agent.destroy();
    }
  });

  it('a body answered before it was read (here a 404) does not cost the connection, even when the server is busy for a while (found by fuzzing)', async () => {
    // A raw socket, so that both requests surely share one connection.
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('close', () => (closed = true));
    socket.on('error', () => {});
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 300 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    try {
      await new Promise((resolve) => socket.once('connect', resolve));
      const body = 'a'.repeat(40_000);
      socket.write(`POST /api/no-such-call HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 1000)}`);
      await until(() => received.includes('{"error":"Not found."}'));
      expect(received).toMatch(/^HTTP\/1\.1 404/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // the process (server included) is busy for 700 ms before the rest of the body arrives
      const busyUntil = Date.now() + 700;
      while (Date.now() < busyUntil);
      socket.write(body.slice(1000));
      socket.write(`GET ${apiPaths.health} HTTP/1.1\r\nHost: x\r\n\r\n`);
      await until(() => closed || received.includes('"database"'));
      expect(closed).toBe(false);
      expect(received).toContain('{"status":"ok","database":"ok"}');
    } finally {
      socket.destroy();
    }
  });
});

describe('slow bodies and connections per address (issue 32)', () => {
  let server: RunningServer;
  const cap = 3;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: 'memory://',
      quiet: true,
      healthCheckEveryMs: 0,
      env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-test-password-1', MAX_CONNECTIONS_PER_ADDRESS: String(cap) },
      requestTimeoutMs: 600,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A raw loopback socket and what it received, until it closed. */
  async function connect() {
    const socket = net.connect(server.port, '127.0.0.1');
    const state = { received: '', closed: false };
    socket.on('data', (d: Buffer) => (state.received += d.toString('latin1')));
    socket.on('close', () => (state.closed = true));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    return { socket, state };
  }
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('a client that sends the headers and dribbles the body is answered 408 and cut off at the request timeout', async () => {
    const { socket, state } = await connect();
    try {
      const body = JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'x'.repeat(200) });
      socket.write(`POST ${apiPaths.contact} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
      // one byte every 50 ms: the whole body would take over 10 s; at most 100 bytes are sent
      let sent = 0;
      for (; sent < 100 && !state.closed; sent++) {
        socket.write(body[sent]!);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(state.closed).toBe(true);
      expect(sent).toBeLessThan(100);
      expect(state.received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      socket.destroy();
    }
  });

  it(`${cap} connections from one address are served; one more is answered 503 and closed; once one closes, a new one is served`, async () => {
    const open = await Promise.all(Array.from({ length: cap }, () => connect()));
    try {
      // a request started on each (headers only), so none of them is idle
      for (const { socket } of open) socket.write(`GET ${apiPaths.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      const extra = await connect();
      await until(() => extra.state.closed);
      expect(extra.state.closed).toBe(true);
      expect(extra.state.received).toMatch(/^HTTP\/1\.1 503/);
      for (const { state } of open) expect(state.closed).toBe(false);

      const first = open[0]!;
      first.socket.destroy();
      await until(() => first.state.closed);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const again = await connect();
      again.socket.write(`GET ${apiPaths.health} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      await until(() => again.state.closed);
      expect(again.state.received).toMatch(/^HTTP\/1\.1 200/);
      expect(again.state.received).toContain('"database":"ok"');
    } finally {
      for (const { socket } of open) socket.destroy();
    }
  });
});
