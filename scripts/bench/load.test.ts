/**
 * The load generators count what they should: every scheduled request, wrong statuses and
 * bodies, socket errors and timeouts, chunked answers, distinct client addresses. No timing is
 * asserted (speed lives in `npm run bench` only).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBareServer } from './bare-server';
import { runAutocannonRate, runPaced, runThroughput, summarize, type LoadTarget } from './load';

const ok: LoadTarget = { name: 'ok', method: 'POST', path: '/ok', body: '{"a":1}', expectStatus: 200, expectBody: 'ok' };
const small = { rate: 400, durationSeconds: 0.25, connections: 4 };

let bare: { url: string; close(): Promise<void> };

/** A server that answers in chunks, records X-Forwarded-For, or never answers `/hang`. */
let odd: http.Server;
let oddUrl: string;
const forwardedFor: string[] = [];

beforeAll(async () => {
  bare = await startBareServer({ port: 0 });
  odd = http.createServer((request, response) => {
    forwardedFor.push(String(request.headers['x-forwarded-for'] ?? ''));
    request.resume();
    if (request.url === '/hang') return;
    if (request.url === '/chunked') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('o');
      setTimeout(() => response.end('k'), 1);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain', 'content-length': '2' });
    response.end('no');
  });
  await new Promise<void>((resolve) => odd.listen(0, '127.0.0.1', resolve));
  oddUrl = `http://127.0.0.1:${(odd.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await bare.close();
  odd.closeAllConnections();
  await new Promise<void>((resolve) => odd.close(() => resolve()));
});

describe('runPaced', () => {
  it('sends every scheduled request and counts the expected answers', async () => {
    const result = await runPaced(bare.url, ok, small);
    expect(result.scheduled).toBe(100);
    expect(result.sent).toBe(100);
    expect(result.completed).toBe(100);
    expect(result.statusCounts).toEqual({ 200: 100 });
    expect(result.errors).toEqual({ wrongAnswers: 0, socketErrors: 0, timeouts: 0, total: 0 });
    expect(result.latencyMs.p50).toBeGreaterThan(0);
    expect(result.latencyMs.p99).toBeGreaterThanOrEqual(result.latencyMs.p50);
    expect(result.fromDueMs!.p50).toBeGreaterThanOrEqual(result.sendToAnswerMs!.p50);
  });

  it('counts another status, or another body, as a wrong answer', async () => {
    const wrongStatus = await runPaced(bare.url, { ...ok, expectStatus: 400 }, small);
    expect(wrongStatus.errors.wrongAnswers).toBe(100);
    const wrongBody = await runPaced(bare.url, { ...ok, expectBody: 'nope' }, small);
    expect(wrongBody.errors.wrongAnswers).toBe(100);
    expect(wrongBody.errors.total).toBe(100);
  });

  it('reads chunked answers', async () => {
    const result = await runPaced(oddUrl, { ...ok, method: 'GET', path: '/chunked', body: undefined }, { ...small, durationSeconds: 0.05 });
    expect(result.completed).toBe(20);
    expect(result.errors.total).toBe(0);
  });

  it('gives each request its own client address when asked', async () => {
    forwardedFor.length = 0;
    await runPaced(oddUrl, { ...ok, path: '/other', expectStatus: 404, expectBody: 'no', distinctClientIps: true }, { ...small, durationSeconds: 0.1 });
    expect(forwardedFor).toHaveLength(40);
    expect(new Set(forwardedFor).size).toBe(40);
    expect(forwardedFor.every((ip) => /^10\.\d+\.\d+\.\d+$/.test(ip))).toBe(true);
  });

  it('counts timeouts and refused connections as errors', async () => {
    const hung = await runPaced(oddUrl, { ...ok, path: '/hang' }, { rate: 100, durationSeconds: 0.05, connections: 5, timeoutSeconds: 0.2 });
    expect(hung.completed).toBe(0);
    expect(hung.errors).toEqual({ wrongAnswers: 0, socketErrors: 5, timeouts: 5, total: 5, samples: ['timeout'] });

    const closed = await startBareServer({ port: 0 });
    await closed.close();
    const refused = await runPaced(closed.url, ok, { rate: 100, durationSeconds: 0.05, connections: 2 });
    expect(refused.completed).toBe(0);
    expect(refused.errors.socketErrors).toBe(5);
    expect(refused.errors.samples).toContain('ECONNREFUSED');
  });
});

describe('autocannon runs', () => {
  it('runAutocannonRate and runThroughput count answers and wrong answers', async () => {
    const rate = await runAutocannonRate(bare.url, { ...ok, expectBody: 'nope' }, { rate: 50, durationSeconds: 1, connections: 2 });
    expect(rate.tool).toBe('autocannon');
    expect(rate.completed).toBeGreaterThan(0);
    expect(rate.errors.wrongAnswers).toBe(rate.completed);

    const max = await runThroughput(bare.url, ok, { durationSeconds: 1, connections: 2 });
    expect(max.completed).toBeGreaterThan(0);
    expect(max.requestsPerSecond).toBeGreaterThan(0);
    expect(max.errors.total).toBe(0);
  });
});

describe('summarize', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(values)).toEqual({ p50: 50, p90: 90, p99: 99, max: 100, mean: 50.5 });
    expect(summarize([3, 1, 2])).toMatchObject({ p50: 2, p99: 3, max: 3 });
  });
});
