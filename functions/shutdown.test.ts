/**
 * Clean shutdown (issue 20): SIGTERM reaches the real server (a child process, loopback only)
 * while form submissions are in flight, their handlers waiting for the last byte of their
 * bodies. The server stops taking connections at once, yet answers every one of those requests;
 * a client that never finishes its request is cut off (after 15 s, or SHUTDOWN_GRACE_MS), so the server
 * still closes its database and exits 0; started again on the same data, it holds every
 * acknowledged submission. On
 * PGlite (a data folder) and, when TEST_DATABASE_URL is set, on PostgreSQL (a schema of its own).
 * The child-process helpers are the durability test's (functions/testing/).
 */
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../domain';
import type { Database } from './db/index';
import { serverStore, startServerProcess, stopAllServerProcesses, type ServerProcess } from './testing/server-process';
import { formBody, primeRequests } from './testing/traffic';
import { testDatabaseKinds } from './testing/databases';

const metricsToken = 'shutdown-test-metrics-token-0123456789';
const inFlight = 12;

afterAll(() => stopAllServerProcesses());

/** Polls `check` every 50 ms, at most `tries` times; fails with `what` when it never holds. */
async function until(what: string, check: () => Promise<boolean> | boolean, tries = 600): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

/** Whether a new TCP connection to the server is accepted. */
const accepts = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function requestsInFlight(url: string): Promise<number> {
  const res = await fetch(`${url}/functions/v1/metrics`, { headers: { authorization: `Bearer ${metricsToken}` }, signal: AbortSignal.timeout(10_000) });
  const line = /^http_requests_in_flight (\d+)$/m.exec(await res.text());
  // the scrape itself is one of them
  return line ? Number(line[1]) - 1 : 0;
}

describe.each(testDatabaseKinds)('SIGTERM on %s', (kind) => {
  it(
    'stops taking connections, answers the requests in flight, and every acknowledged write is there after a restart',
    async () => {
      const data = await serverStore(kind, 'shutdown');
      // generous for the released requests on a slow machine; the stalled one waits it out
      const env = { ...data.env, SHUTDOWN_GRACE_MS: '15000', TRUST_PROXY_HOPS: '1', METRICS_TOKEN: metricsToken, ADMIN_EMAIL: 'shutdown@example.com', ADMIN_PASSWORD: 'shutdown test password' };
      let server: ServerProcess | undefined;
      let db: Database | undefined;
      try {
        server = await startServerProcess(env);
        const running = server;
        const first = 700_000 + Math.floor(Math.random() * 1000) * 100;
        const requests = Array.from({ length: inFlight }, (_, i) => ({
          path: apiPaths.contact,
          body: JSON.stringify(formBody('contact', first + i)),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${i}.1` },
        }));
        const primed = await primeRequests(running.url, requests);
        // a client that stops sending half-way and never finishes
        const stalled = await primeRequests(running.url, [
          { path: apiPaths.contact, body: JSON.stringify(formBody('contact', first + 99)), headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.78.0.1' } },
        ]);
        // every handler has started and waits for the last byte of its body
        await until(`${inFlight + 1} requests in flight`, async () => (await requestsInFlight(running.url)) >= inFlight + 1);

        running.kill('SIGTERM');
        await until('the server to begin stopping', () => running.output().includes('{"stopping":true}'));
        await until('new connections to be refused', async () => !(await accepts(running.url)));

        const answers = await primed.release();
        expect(answers.map((a) => a.status), running.output()).toEqual(Array(inFlight).fill(200));
        const references = answers.map((a) => (JSON.parse(a.body) as { reference: string }).reference);
        expect(new Set(references).size).toBe(inFlight);
        // the stalled request is cut off, by the request timeout (408, 15 s: issue 32) or once the
        // grace is over, and never acknowledged; the server still stops cleanly
        expect(await running.exited).toEqual({ code: 0, signal: null });
        const cut = await stalled.release().then(
          (answers) => answers.map((a) => a.status),
          () => 'cut',
        );
        expect(['cut', [408]]).toContainEqual(cut);

        // the same data again: the server starts and the writes are there
        server = await startServerProcess(env);
        const health = await fetch(`${server.url}${apiPaths.health}`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
        server.kill('SIGTERM');
        expect(await server.exited).toEqual({ code: 0, signal: null });
        server = undefined;

        db = await data.open();
        const stored = await db.query<{ reference: string; email: string }>(
          `select reference, payload->>'email' as email from submissions where reference = any($1::text[]) order by reference`,
          [references],
        );
        expect(stored.map((r) => r.reference)).toEqual([...references].sort());
        expect(stored.map((r) => r.email).sort()).toEqual(requests.map((_, i) => formBody('contact', first + i).email).sort());
      } finally {
        await db?.close().catch(() => {});
        if (server) {
          server.kill('SIGKILL');
          await server.exited;
        }
        await stopAllServerProcesses();
        await data.cleanup();
      }
    },
    240_000,
  );
});
