/**
 * A burst of sign-ins against the real server over loopback sockets, with the real scrypt cost
 * (N = 2^17): the attempts of one client are counted before hashing, hashing is bounded, and the
 * home page keeps answering meanwhile (it used to wait 25 s behind 40 hashes holding libuv's pool).
 * Latency here is a guard against starvation, not a speed measurement (that is `npm run bench`).
 */
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../domain';
import { passwordGate } from './auth/password-gate';
import { startServer, type RunningServer } from './node-server';
import { rateLimits } from './rate-limit';

const admin = { email: 'owner@lonestar.test', password: 'the real admin password 2026' };

function request(url: string, options: { method?: string; body?: string; localAddress?: string } = {}) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; endedAt: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', localAddress: options.localAddress, headers: options.body ? { 'content-type': 'application/json' } : {}, timeout: 60_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started, endedAt: performance.now(), body }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error(`timed out: ${url}`)));
    req.end(options.body);
  });
}

describe('a burst of sign-ins against the running server', () => {
  let server: RunningServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'burst-'));
    mkdirSync(path.join(root, 'client'));
    writeFileSync(path.join(root, 'client', 'index.html'), '<!doctype html><title>Home</title>');
    server = await startServer({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: 'memory://',
      quiet: true,
      healthCheckEveryMs: 0,
      staticDir: path.join(root, 'client'),
      env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('40 wrong passwords at once from 127.0.0.3 and 8 more clients (each in its own /24): at most 10 checked for the one, 2 hashes at a time, and GET / answers throughout', { timeout: 120_000 }, async () => {
    const signIn = (localAddress: string, password: string) =>
      request(`${server.url}${apiPaths.adminLogin}`, { method: 'POST', localAddress, body: JSON.stringify({ email: admin.email, password }) });
    const burst = Promise.all([
      ...Array.from({ length: 40 }, (_, i) => signIn('127.0.0.3', `wrong-${i}`)),
      // in other /24s: 48 at once from one /24 would be over its budget (rateLimits.loginNetwork)
      ...Array.from({ length: 8 }, (_, i) => signIn(`127.0.${10 + i}.1`, `wrong-other-${i}`)),
    ]);
    // the home page, asked five times while the burst is being hashed
    const pages: Array<{ status: number; ms: number; endedAt: number }> = [];
    for (let i = 0; i < 5; i++) pages.push(await request(`${server.url}/`, { localAddress: '127.0.0.50' }));
    const attempts = await burst;
    const lastSignIn = Math.max(...attempts.map((a) => a.endedAt));

    const one = attempts.slice(0, 40).map((a) => a.status);
    expect(one.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
    expect(one.filter((s) => s === 401).length).toBeLessThanOrEqual(rateLimits.loginClient.max);
    expect(one.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect(attempts.slice(40).map((a) => a.status).every((s) => s === 401 || s === 503)).toBe(true);
    expect(passwordGate.stats.peak).toBeLessThanOrEqual(2);
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
    // every page was answered before the sign-ins were: nothing waited behind the hashing
    expect(pages.every((p) => p.endedAt < lastSignIn)).toBe(true);
    console.info(`GET / during the burst: ${pages.map((p) => Math.round(p.ms)).join(', ')} ms; last sign-in after ${Math.round(lastSignIn - pages[0]!.endedAt + pages[0]!.ms)} ms`);
  });

  it('30 wrong passwords from 30 /24s fill the queue; the admin from a known device gets in, without one is told busy', { timeout: 120_000 }, async () => {
    const signIn = (localAddress: string, password: string, knownDevice?: string) =>
      request(`${server.url}${apiPaths.adminLogin}`, { method: 'POST', localAddress, body: JSON.stringify({ email: admin.email, password, ...(knownDevice ? { knownDevice } : {}) }) });
    const first = await signIn('127.0.90.1', admin.password);
    expect(first.status).toBe(200);
    const { knownDevice } = JSON.parse(first.body) as { knownDevice: string };
    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => signIn(`127.0.${30 + i}.1`, `wrong-flood-${i}`)));
    // the queue is full (16 waiting), checked every 10 ms for at most 30 s
    for (let i = 0; i < 3_000 && passwordGate.stats.waiting < 16; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(passwordGate.stats.waiting).toBe(16);
    const [unknown, known] = await Promise.all([signIn('127.0.91.1', admin.password), signIn('127.0.92.1', admin.password, knownDevice)]);
    const statuses = (await flood).map((a) => a.status);
    expect(unknown.status).toBe(503);
    expect(known.status).toBe(200);
    expect(statuses.filter((s) => s === 503).length).toBe(12);
    console.info(`admin from a known device under the flood: ${known.status} in ${Math.round(known.ms)} ms; without: ${unknown.status}`);
  });
});
