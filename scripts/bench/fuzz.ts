/**
 * The fuzz run of `npm run bench`: `count` generated requests (functions/testing/fuzz.ts: every
 * call of the contract, unknown paths, wrong methods, broken JSON, types, sizes, bytes, headers)
 * sent over HTTP to a running server, counting its 5xx answers and its crashes.
 *
 * - serverErrors: answers with a 5xx status, except the 503 api.md documents for a dependency that
 *   is not configured or not reachable (e.g. create-payment without Stripe keys answers 503
 *   "Payments are not configured on this server yet."); each such exception is listed in
 *   `documentedUnavailable` and checked by its exact message.
 * - crashes: requests that got no answer (connection refused or reset, a timeout), plus one if
 *   the server does not answer its health check after the run.
 *
 * Rate limits need no switch: every call checks its body before it counts a request against a
 * limit, so once a client is limited (429) only requests that already passed validation are
 * refused; the malformed ones keep reaching the checks. Admin calls reach their body checks when
 * the fuzz can sign in: FUZZ_ADMIN_EMAIL / FUZZ_ADMIN_PASSWORD (or ADMIN_EMAIL / ADMIN_PASSWORD,
 * as the server was started with) in the environment; otherwise they are fuzzed up to the 401.
 * FUZZ_STRIPE_WEBHOOK_SECRET (the server's STRIPE_WEBHOOK_SECRET) signs some webhook deliveries.
 *
 * CLI: `npx tsx scripts/bench/fuzz.ts --base-url http://localhost:4230 --count 1000`
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { apiPaths } from '../../domain/api';
import {
  describeFuzzRequest,
  documentedUnavailable,
  fuzzRequestArb,
  isServerError,
  problemsWith,
  toRequest,
  type FuzzContext,
  type FuzzRequest,
} from '../../functions/testing/fuzz';

export interface FuzzOptions {
  baseUrl: string;
  count: number;
  seed?: number;
  concurrency?: number;
}

export interface FuzzResult {
  requests: number;
  serverErrors: number;
  crashes: number;
  byCall: Record<string, { requests: number; serverErrors: number }>;
}

export interface FuzzDetails extends FuzzResult {
  /** answers by status */
  statuses: Record<string, number>;
  /** documented 503s (not configured / not reachable), not counted as server errors */
  documentedUnavailable: number;
  /** answers that broke the contract in another way (not JSON, wrong error shape...), by kind */
  contractProblems: number;
  /** requests the client itself could not build (e.g. a header fetch refuses) */
  notSent: number;
  /** whether admin calls were sent with a live session (so their body checks were reached) */
  signedIn: string;
  /** up to 10 examples each, one line per request */
  examples: { serverErrors: string[]; crashes: string[]; contractProblems: string[] };
  elapsedMs: number;
  healthAfter: 'ok' | string;
}

const requestTimeoutMs = 15_000;
const batchSize = 500;

/** A live admin token, or why there is none. */
async function signIn(baseUrl: string): Promise<{ token?: string; status: string }> {
  if (process.env.FUZZ_ADMIN_TOKEN) return { token: process.env.FUZZ_ADMIN_TOKEN, status: 'token from FUZZ_ADMIN_TOKEN' };
  const email = process.env.FUZZ_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL;
  const password = process.env.FUZZ_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!email || !password) return { status: 'no credentials (set FUZZ_ADMIN_EMAIL and FUZZ_ADMIN_PASSWORD)' };
  try {
    const response = await fetch(new URL(apiPaths.adminLogin, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { token?: string };
    if (response.ok && body.token) return { token: body.token, status: 'signed in' };
    // 429: an earlier run's failed sign-ins from this address (10 in 15 minutes) still count
    return { status: `sign-in refused: HTTP ${response.status}` };
  } catch (error) {
    return { status: `sign-in failed: ${errorText(error)}` };
  }
}

async function healthOf(baseUrl: string): Promise<'ok' | string> {
  try {
    const response = await fetch(new URL(apiPaths.health, baseUrl), { signal: AbortSignal.timeout(requestTimeoutMs) });
    const body = await response.text();
    return response.status === 200 ? 'ok' : `HTTP ${response.status} ${body.slice(0, 100)}`;
  } catch (error) {
    return `no answer: ${errorText(error)}`;
  }
}

function errorText(error: unknown): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  return [e.name, e.cause?.code ?? e.message, e.cause?.message].filter(Boolean).join(': ');
}

/**
 * Sends `count` generated requests to the server at `baseUrl` and counts undocumented 5xx
 * answers and crashes (see the file's comment), with the figures behind the counts.
 * Deterministic for a given seed.
 */
export async function runFuzzDetailed(options: FuzzOptions): Promise<FuzzDetails> {
  const { baseUrl, count } = options;
  const seed = options.seed ?? 20_261_120;
  const concurrency = Math.max(1, options.concurrency ?? 48);
  const started = performance.now();
  const { token: adminToken, status: signedIn } = await signIn(baseUrl);
  const ctx: FuzzContext = {
    now: () => new Date(),
    origin: new URL(baseUrl).origin,
    adminToken,
    webhookSecret: process.env.FUZZ_STRIPE_WEBHOOK_SECRET,
    clientIps: true,
  };
  const arbitrary = fuzzRequestArb(ctx);

  const details: FuzzDetails = {
    requests: 0,
    serverErrors: 0,
    crashes: 0,
    byCall: {},
    statuses: {},
    documentedUnavailable: 0,
    contractProblems: 0,
    notSent: 0,
    signedIn,
    examples: { serverErrors: [], crashes: [], contractProblems: [] },
    elapsedMs: 0,
    healthAfter: 'ok',
  };
  const example = (list: string[], line: string) => {
    if (list.length < 10) list.push(line);
  };

  // Requests are generated in seeded batches as the workers need them (a 2 MB body is built
  // once and shared), so 100,000 never sit in memory at once.
  let generated = 0;
  let batch: FuzzRequest[] = [];
  let batchIndex = 0;
  const next = (): FuzzRequest | undefined => {
    if (generated >= count) return undefined;
    if (batch.length === 0) batch = fc.sample(arbitrary, { numRuns: Math.min(batchSize, count - generated), seed: seed + batchIndex++ }).reverse();
    generated += 1;
    return batch.pop();
  };

  async function send(req: FuzzRequest): Promise<void> {
    const call = req.call ?? 'unknown-path';
    const tally = (details.byCall[call] ??= { requests: 0, serverErrors: 0 });
    let request: Request;
    try {
      request = toRequest(req, baseUrl, { inProcess: false });
    } catch {
      details.notSent += 1;
      return;
    }
    details.requests += 1;
    tally.requests += 1;
    let status: number;
    let headers: Headers;
    let body: string;
    try {
      const response = await fetch(request, { redirect: 'manual', signal: AbortSignal.timeout(requestTimeoutMs) });
      status = response.status;
      headers = response.headers;
      body = await response.text();
    } catch (error) {
      details.crashes += 1;
      example(details.examples.crashes, `${errorText(error)} <- ${describeFuzzRequest(req, 160)}`);
      return;
    }
    details.statuses[status] = (details.statuses[status] ?? 0) + 1;
    if (isServerError(req, { status, body }, documentedUnavailable)) {
      details.serverErrors += 1;
      tally.serverErrors += 1;
      example(details.examples.serverErrors, `${status} ${body.slice(0, 120)} <- ${describeFuzzRequest(req, 160)}`);
    } else if (status >= 500) {
      details.documentedUnavailable += 1;
    }
    const problems = problemsWith(req, { status, headers, body }, { adminToken }).filter((p) => !p.startsWith('server error'));
    if (problems.length > 0) {
      details.contractProblems += 1;
      example(details.examples.contractProblems, `${problems.join('; ')} <- ${describeFuzzRequest(req, 160)}`);
    }
  }

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let req = next(); req; req = next()) await send(req);
    }),
  );

  details.healthAfter = await healthOf(baseUrl);
  if (details.healthAfter !== 'ok') {
    details.crashes += 1;
    example(details.examples.crashes, `health check after the run: ${details.healthAfter}`);
  }
  details.elapsedMs = performance.now() - started;
  return details;
}

// --- CLI -----------------------------------------------------------------------------------------

function argument(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i !== -1) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(args: string[]): Promise<void> {
  const baseUrl = argument(args, 'base-url');
  const count = Number(argument(args, 'count') ?? 1000);
  if (!baseUrl || !Number.isInteger(count) || count < 1) {
    console.error('Usage: npx tsx scripts/bench/fuzz.ts --base-url http://localhost:4230 [--count 1000] [--seed N] [--concurrency 48]');
    process.exit(2);
  }
  const seed = argument(args, 'seed');
  const concurrency = argument(args, 'concurrency');
  const result = await runFuzzDetailed({
    baseUrl,
    count,
    seed: seed === undefined ? undefined : Number(seed),
    concurrency: concurrency === undefined ? undefined : Number(concurrency),
  });
  const seconds = result.elapsedMs / 1000;
  console.log(`Fuzz: ${result.requests} requests to ${baseUrl} in ${seconds.toFixed(1)} s (${Math.round(result.requests / seconds)}/s)`);
  console.log(`  server errors (undocumented 5xx): ${result.serverErrors}`);
  console.log(`  crashes (no answer, or no health after): ${result.crashes}`);
  console.log(`  documented 503 (dependency not configured/unreachable): ${result.documentedUnavailable}`);
  console.log(`  other contract problems (not JSON, wrong error shape, wrong status for the input): ${result.contractProblems}`);
  console.log(`  admin session: ${result.signedIn}`);
  if (result.notSent > 0) console.log(`  not sent (the client refused to build them): ${result.notSent}`);
  console.log(`  statuses: ${Object.entries(result.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`  health after the run: ${result.healthAfter}`);
  console.log('  by call (requests / server errors):');
  for (const [call, tally] of Object.entries(result.byCall).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`    ${call.padEnd(28)} ${String(tally.requests).padStart(7)} / ${tally.serverErrors}`);
  }
  for (const [kind, lines] of Object.entries(result.examples)) {
    if (lines.length > 0) console.log(`  examples of ${kind}:\n${lines.map((l) => `    ${l}`).join('\n')}`);
  }
  process.exit(result.serverErrors + result.crashes > 0 ? 1 : 0);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) void main(process.argv.slice(2));
