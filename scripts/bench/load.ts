/**
 * Load on loopback, two ways:
 *
 * - Fixed rate (latency and errors at 1,000 requests/s for 20 s by default). By default a paced,
 *   open-loop generator (`runPaced`, the way wrk2 works): request i is due at start + i/rate,
 *   sent on a pool of keep-alive connections, and its latency runs from when it was DUE to when
 *   its answer was read, so a server (or generator) that falls behind shows up in the figures
 *   instead of silently sending less (no coordinated omission). `--load-tool autocannon` uses
 *   autocannon's `overallRate` instead (`runAutocannonRate`). That is not a steady 1,000/s: each
 *   connection sends its share of the second back to back as fast as answers come, then waits
 *   for the next second (autocannon/lib/httpClient.js `reqsMadeThisSecond`), so every second
 *   starts with a burst of `connections` concurrent requests; and its coordinated-omission
 *   correction uses an expected interval of `Math.ceil(1 / rate)` = 1 ms whatever the rate
 *   (autocannon/lib/run.js), which adds made-up samples. Its p99 measures the burst, not the rate.
 * - Highest throughput (`runThroughput`): autocannon without a rate cap, closed loop, for a fixed
 *   time; the mean completed requests per second. Compared with the bare Hono route, loaded the
 *   same way, as a ratio.
 *
 * An error is any answer other than the expected one (another status, or another body when the
 * body is known), any socket error and any timeout.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';

export interface LoadTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** the status a correct answer has (a 4xx for a validation check) */
  expectStatus: number;
  /** the exact body a correct answer has, when it is known */
  expectBody?: string;
  /** send each request with its own X-Forwarded-For client address (see site-server.ts) */
  distinctClientIps?: boolean;
}

export interface FixedRateOptions {
  /** requests per second, over all connections */
  rate: number;
  durationSeconds: number;
  connections: number;
  /** seconds before giving up on one request */
  timeoutSeconds?: number;
}

export interface LoadErrors {
  /** answers with another status than expected, or (when a body is expected) another body */
  wrongAnswers: number;
  /** connection errors and timeouts */
  socketErrors: number;
  timeouts: number;
  total: number;
  /** paced only: the first few distinct socket error codes or messages */
  samples?: string[];
}

export interface LatencySummary {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export interface FixedRateResult {
  target: string;
  path: string;
  tool: 'paced' | 'autocannon';
  rate: number;
  durationSeconds: number;
  connections: number;
  /** rate x duration */
  scheduled: number;
  sent: number;
  completed: number;
  /** answers per second over the run */
  achievedRate: number;
  /**
   * ms. paced: from when the generator took the request up (on time, give or take its timer)
   * to its answer, waiting for a free connection included; autocannon: from write to answer.
   */
  latencyMs: LatencySummary;
  /** paced only: from the exact moment each request was due (adds the generator's own lag) */
  fromDueMs?: LatencySummary;
  /** paced only: from the moment each request was written (the server's share) */
  sendToAnswerMs?: LatencySummary;
  /** paced only: how late the generator took requests up (timer slop, CPU starvation), ms */
  sendLagMs?: { p50: number; p99: number; max: number };
  statusCounts: Record<string, number>;
  errors: LoadErrors;
}

export interface ThroughputResult {
  target: string;
  path: string;
  durationSeconds: number;
  connections: number;
  completed: number;
  /** completed requests per second (mean over the run) */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  errors: LoadErrors;
}

let lastClientIp = 0;

/** A new private IPv4 address each call: 10.0.0.1, 10.0.0.2, ... */
export function distinctClientIp(): string {
  lastClientIp = (lastClientIp + 1) % 0xffffff || 1;
  return `10.${(lastClientIp >> 16) & 255}.${(lastClientIp >> 8) & 255}.${lastClientIp & 255}`;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Nearest-rank percentiles of `values` (sorted in place). */
export function summarize(values: Float64Array | number[]): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  const n = sorted.length;
  if (n === 0) return { p50: NaN, p90: NaN, p99: NaN, max: NaN, mean: NaN };
  const at = (p: number) => sorted[Math.min(n - 1, Math.max(0, Math.ceil((p / 100) * n) - 1))]!;
  let sum = 0;
  for (const v of sorted) sum += v;
  return { p50: round(at(50)), p90: round(at(90)), p99: round(at(99)), max: round(sorted[n - 1]!), mean: round(sum / n) };
}

function isWrongAnswer(target: LoadTarget, status: number, body: string): boolean {
  return status !== target.expectStatus || (target.expectBody !== undefined && body !== target.expectBody);
}

function headersOf(target: LoadTarget): Record<string, string> {
  return { ...(target.body !== undefined ? { 'content-type': 'application/json' } : {}), ...target.headers };
}

interface RawAnswer {
  status: number;
  body: string;
}

/**
 * One keep-alive HTTP/1.1 connection that writes prebuilt requests and reads answers with a
 * minimal parser (Content-Length or chunked bodies), one request at a time. About 4x cheaper per
 * request than node:http's client, which matters on a 2-core machine where the generator shares
 * the CPU with the server.
 */
class RawConnection {
  private socket: net.Socket | null = null;
  private buffer: Buffer = Buffer.alloc(0);
  private pending: { resolve: (answer: RawAnswer) => void; reject: (error: Error) => void; timer: NodeJS.Timeout } | null = null;

  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly timeoutMs: number,
  ) {}

  private connect(): net.Socket {
    const socket = net.connect(this.port, this.host);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    const fail = (error: Error) => {
      if (this.socket === socket) this.socket = null;
      this.buffer = Buffer.alloc(0);
      this.finish(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
    this.socket = socket;
    return socket;
  }

  private finish(result: RawAnswer | Error): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    if (result instanceof Error) pending.reject(result);
    else pending.resolve(result);
  }

  private parse(): void {
    const headerEnd = this.buffer.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = this.buffer.subarray(0, headerEnd).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    const bodyStart = headerEnd + 4;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    let body: Buffer;
    let end: number;
    if (length) {
      end = bodyStart + Number(length[1]);
      if (this.buffer.length < end) return;
      body = this.buffer.subarray(bodyStart, end);
    } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const parts: Buffer[] = [];
      let at = bodyStart;
      for (;;) {
        const lineEnd = this.buffer.indexOf('\r\n', at);
        if (lineEnd < 0) return;
        const size = parseInt(this.buffer.subarray(at, lineEnd).toString('latin1'), 16);
        if (Number.isNaN(size)) {
          this.socket?.destroy(new Error('bad chunk size'));
          return;
        }
        if (this.buffer.length < lineEnd + 2 + size + 2) return;
        if (size === 0) {
          end = lineEnd + 4;
          break;
        }
        parts.push(this.buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      body = Buffer.concat(parts);
    } else if (status === 204 || status === 304) {
      body = Buffer.alloc(0);
      end = bodyStart;
    } else {
      // no length: the body runs to the end of the connection; not expected from these calls
      return;
    }
    this.buffer = this.buffer.subarray(end);
    const closes = /\r\nconnection:\s*close/i.test(head);
    this.finish({ status, body: body.toString('utf8') });
    if (closes) {
      this.socket?.destroy();
      this.socket = null;
    }
  }

  request(raw: Buffer): Promise<RawAnswer> {
    return new Promise<RawAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.finish(new TimeoutError());
        this.socket?.destroy();
        this.socket = null;
      }, this.timeoutMs);
      this.pending = { resolve, reject, timer };
      (this.socket ?? this.connect()).write(raw);
    });
  }

  close(): void {
    this.socket?.destroy();
    this.socket = null;
  }
}

class TimeoutError extends Error {
  constructor() {
    super('timeout');
  }
}

function rawRequest(target: LoadTarget, host: string, extraHeaders: Record<string, string> = {}): Buffer {
  const body = target.body === undefined ? undefined : Buffer.from(target.body);
  const headers: Record<string, string> = {
    host,
    connection: 'keep-alive',
    ...headersOf(target),
    ...extraHeaders,
    ...(body ? { 'content-length': String(body.length) } : {}),
  };
  const head = `${target.method} ${target.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');
}

/**
 * The paced open-loop generator: `rate` requests per second, evenly spaced, for `durationSeconds`,
 * on at most `connections` keep-alive connections (a request waits for a free connection when all
 * are busy, and that wait counts in its latency).
 */
export async function runPaced(baseUrl: string, target: LoadTarget, options: FixedRateOptions): Promise<FixedRateResult> {
  const url = new URL(baseUrl);
  const port = Number(url.port || 80);
  const total = Math.round(options.rate * options.durationSeconds);
  const intervalMs = 1000 / options.rate;
  const timeoutMs = (options.timeoutSeconds ?? 10) * 1000;
  const fixedRequest = target.distinctClientIps ? null : rawRequest(target, url.host);
  const pickedUpAt = new Float64Array(total);
  const fromPickUp = new Float64Array(total);
  const fromDue = new Float64Array(total);
  const fromSend = new Float64Array(total);
  const sendLag = new Float64Array(total);
  const statusCounts: Record<string, number> = {};
  const idle: RawConnection[] = Array.from({ length: options.connections }, () => new RawConnection(port, url.hostname, timeoutMs));
  const all = [...idle];
  const waiting: number[] = [];
  const errorSamples: string[] = [];
  let sent = 0;
  let scheduledSoFar = 0;
  let answered = 0;
  let completed = 0;
  let wrong = 0;
  let socketErrors = 0;
  let timeouts = 0;
  let lastAnswerAt = 0;

  const start = performance.now() + 5;
  await new Promise<void>((resolve) => {
    const dispatch = (connection: RawConnection, index: number) => {
      const due = start + index * intervalMs;
      const pickedUp = pickedUpAt[index]!;
      const raw = fixedRequest ?? rawRequest(target, url.host, { 'x-forwarded-for': distinctClientIp() });
      const writtenAt = performance.now();
      sent += 1;
      connection.request(raw).then(
        (answer) => {
          const now = performance.now();
          fromPickUp[completed] = now - pickedUp;
          fromDue[completed] = now - due;
          fromSend[completed] = now - writtenAt;
          completed += 1;
          lastAnswerAt = now;
          statusCounts[answer.status] = (statusCounts[answer.status] ?? 0) + 1;
          if (isWrongAnswer(target, answer.status, answer.body)) wrong += 1;
        },
        (error: unknown) => {
          socketErrors += 1;
          if (error instanceof TimeoutError) timeouts += 1;
          const message = error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);
          if (errorSamples.length < 5 && !errorSamples.includes(message)) errorSamples.push(message);
        },
      ).finally(() => {
        answered += 1;
        if (answered === total) return resolve();
        const next = waiting.shift();
        if (next !== undefined) dispatch(connection, next);
        else idle.push(connection);
      });
    };
    const tick = () => {
      const dueNow = Math.min(total, Math.floor((performance.now() - start) / intervalMs) + 1);
      const now = performance.now();
      while (scheduledSoFar < dueNow) {
        const index = scheduledSoFar++;
        pickedUpAt[index] = now;
        sendLag[index] = now - (start + index * intervalMs);
        // first in, first out: every connection is used in turn, so none sits idle long enough
        // for the server's keep-alive timeout (5 s in Node) to close it under the generator
        const connection = idle.shift();
        if (connection) dispatch(connection, index);
        else waiting.push(index);
      }
      if (scheduledSoFar < total) setTimeout(tick, Math.max(0, start + scheduledSoFar * intervalMs - performance.now()));
    };
    setTimeout(tick, 5);
  });
  for (const connection of all) connection.close();

  const lag = summarize(sendLag.subarray(0, scheduledSoFar));
  return {
    target: target.name,
    path: target.path,
    tool: 'paced',
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    scheduled: total,
    sent,
    completed,
    achievedRate: round(completed / Math.max(0.001, (lastAnswerAt - start) / 1000), 1),
    latencyMs: summarize(fromPickUp.subarray(0, completed)),
    fromDueMs: summarize(fromDue.subarray(0, completed)),
    sendToAnswerMs: summarize(fromSend.subarray(0, completed)),
    sendLagMs: { p50: lag.p50, p99: lag.p99, max: lag.max },
    statusCounts,
    errors: { wrongAnswers: wrong, socketErrors, timeouts, total: wrong + socketErrors, ...(errorSamples.length > 0 ? { samples: errorSamples } : {}) },
  };
}

/** Counts the answers that are not the expected one, as autocannon reports them. */
interface AnswerCheck {
  wrong: number;
}

function autocannonRequests(target: LoadTarget, check: AnswerCheck): AutocannonRequest[] {
  const request: AutocannonRequest = {
    method: target.method,
    path: target.path,
    headers: headersOf(target),
    ...(target.body !== undefined ? { body: target.body } : {}),
    onResponse: (status, body) => {
      if (isWrongAnswer(target, status, body)) check.wrong += 1;
    },
  };
  if (target.distinctClientIps) {
    request.setupRequest = (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': distinctClientIp() } });
  }
  return [request];
}

function autocannonErrors(result: AutocannonResult, check: AnswerCheck): LoadErrors {
  // autocannon's `errors` counts connection errors and timeouts (a timeout has no answer to check).
  return { wrongAnswers: check.wrong, socketErrors: result.errors, timeouts: result.timeouts, total: check.wrong + result.errors };
}

function statusCountsOf(result: AutocannonResult): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]));
}

/** autocannon with `overallRate` (see the caveats at the top). Latencies uncorrected. */
export async function runAutocannonRate(baseUrl: string, target: LoadTarget, options: FixedRateOptions): Promise<FixedRateResult> {
  const check: AnswerCheck = { wrong: 0 };
  const result = await autocannon({
    url: baseUrl,
    requests: autocannonRequests(target, check),
    connections: options.connections,
    overallRate: options.rate,
    duration: options.durationSeconds,
    timeout: options.timeoutSeconds ?? 10,
    ignoreCoordinatedOmission: true,
  });
  const completed = result.requests.total;
  return {
    target: target.name,
    path: target.path,
    tool: 'autocannon',
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    scheduled: options.rate * options.durationSeconds,
    // autocannon's `sent` counts each connection's first second up front; what was answered or failed was sent
    sent: completed + result.errors,
    completed,
    achievedRate: round(completed / result.duration, 1),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: round(result.latency.mean),
    },
    statusCounts: statusCountsOf(result),
    errors: autocannonErrors(result, check),
  };
}

/** autocannon without a rate cap: as many requests as `connections` sockets get answered. */
export async function runThroughput(
  baseUrl: string,
  target: LoadTarget,
  options: { durationSeconds: number; connections: number },
): Promise<ThroughputResult> {
  const check: AnswerCheck = { wrong: 0 };
  const result = await autocannon({
    url: baseUrl,
    requests: autocannonRequests(target, check),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
  });
  return {
    target: target.name,
    path: target.path,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    completed: result.requests.total,
    requestsPerSecond: round(result.requests.total / result.duration, 1),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: autocannonErrors(result, check),
  };
}
