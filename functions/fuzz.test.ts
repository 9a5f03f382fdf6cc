/**
 * Property tests over every function (every call of domain/api.ts `apiPaths`, unknown /api and
 * /functions paths, wrong methods), in-process against `createApp` with one in-memory PGlite:
 * generated requests (functions/testing/fuzz.ts) break the JSON, the types, the fields, the
 * sizes, the bytes, the headers; every answer must be the call's 4xx with a `{ error }` body (or
 * its documented 2xx for a valid body), never a 5xx api.md does not document, and the server
 * still answers a health check afterwards.
 *
 * Two apps share the database: one without Stripe (the payment calls' documented 503 "not
 * configured" is then allowed) and one with the local fake Stripe, so the payment calls'
 * validation behind the keys and their webhook event handling (signed deliveries) are reached.
 * Rate limits: requests come from 32 client addresses (X-Forwarded-For, which an app without a
 * socket reads as the client), and every body check runs before the limiter, so a 429 only ever
 * answers a request that has already passed validation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, contract, healthResponse, isAdminCall, messages, purchasablePlan, subscriptionPriceIds, workflowLookupKeys, type ApiCall } from '../domain';
import { createApp } from './app';
import { hashPassword } from './auth/passwords';
import { createSession } from './auth/sessions';
import { parseEnv } from './env';
import { openTestDatabase, type TestDatabase } from './testing/databases';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe';
import {
  apiCalls,
  describeFuzzRequest,
  fuzzRequestArb,
  isValidForSchema,
  jsonCalls,
  problemsWith,
  toRequest,
  unicodeRequestArb,
  unstorableStrings,
  type FuzzContext,
  type FuzzRequest,
} from './testing/fuzz';

const origin = 'https://lonestar.test';
const webhookSecret = 'whsec_fuzz_test';
const clock = new Date('2026-11-20T15:00:00.000Z');
const now = () => clock;
/** Runs per app: enough that every call meets every kind of request a few times, well under a minute. */
const runs = Number(process.env.FUZZ_RUNS ?? 800);
const timeout = Math.max(60_000, runs * 50);

let test: TestDatabase;
let fake: FakeStripe;
let staticDir: string;
let token: string;
let withoutStripe: ReturnType<typeof createApp>;
let withStripe: ReturnType<typeof createApp>;

beforeAll(async () => {
  test = await openTestDatabase('pglite', { seed: clock });
  // a cheap scrypt cost: the fuzz checks answers, not hashing time (a valid change_password body, and
  // the sign-in decoy, would otherwise cost a full N=2^17 hash each)
  await test.db.query('insert into admins (email, name, password_hash) values ($1, $2, $3)', [
    'fuzz@example.com',
    'Fuzz',
    await hashPassword('fuzz-admin-password-1234', { logN: 10, r: 8, p: 1 }),
  ]);
  const [admin] = await test.db.query<{ id: number }>('select id from admins where email = $1', ['fuzz@example.com']);
  ({ token } = await createSession(test.db, admin!.id, clock));
  const lookupKeys = [...subscriptionPriceIds, ...Object.values(workflowLookupKeys)];
  fake = await startFakeStripe({
    prices: Object.fromEntries(lookupKeys.map((key) => [key, `price_fake_${key}`])),
    priceDetails: Object.fromEntries(lookupKeys.map((key) => [`price_fake_${key}`, { unit_amount: (purchasablePlan(key)?.monthlyPrice ?? 10) * 100 }])),
  });
  staticDir = mkdtempSync(path.join(tmpdir(), 'fuzz-static-'));
  withoutStripe = createApp({ db: test.db, env: parseEnv({ SITE_ORIGIN: origin }), staticDir, cspHashes: {}, now });
  withStripe = createApp({
    db: test.db,
    env: parseEnv({ SITE_ORIGIN: origin, STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_API_URL: fake.url, STRIPE_WEBHOOK_SECRET: webhookSecret }),
    staticDir,
    cspHashes: {},
    now,
  });
});
afterAll(async () => {
  await fake?.close();
  await test?.cleanup();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

type App = ReturnType<typeof createApp>;

async function send(app: App, req: FuzzRequest) {
  const response = await app.fetch(toRequest(req, origin, { inProcess: true }));
  const body = req.method === 'HEAD' ? '' : await response.text();
  return { status: response.status, headers: response.headers, body };
}

/** Counterexamples print as one short line (a body can be 2 MB). */
const readable = (arb: fc.Arbitrary<FuzzRequest>) => arb.map((req) => Object.assign(req, { [fc.toStringMethod]: () => describeFuzzRequest(req) }));

async function expectHealthy(app: App) {
  const health = await app.request(apiPaths.health);
  expect(health.status).toBe(200);
  expect(healthResponse.parse(await health.json())).toEqual({ status: 'ok', database: 'ok' });
}

/** Runs the property on one app; returns what was sent, by call and kind, for the coverage checks. */
async function fuzz(app: App, ctx: FuzzContext, allowed503: Partial<Record<ApiCall, readonly string[]>>, seed: number) {
  const seen = { calls: new Map<string, number>(), mutations: new Map<string, number>(), validByCall: new Map<string, number>(), statuses: new Map<number, number>() };
  const count = (map: Map<string | number, number>, key: string | number) => map.set(key, (map.get(key) ?? 0) + 1);
  await fc.assert(
    fc.asyncProperty(readable(fuzzRequestArb(ctx)), async (req) => {
      const answer = await send(app, req);
      count(seen.calls, req.call ?? 'unknown path');
      count(seen.mutations, req.mutation);
      count(seen.statuses as Map<string | number, number>, answer.status);
      if (req.call && answer.status < 300 && isValidForSchema(req)) count(seen.validByCall, req.call);
      // a body with "__proto__" or "constructor" keys must never reach Object.prototype
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(problemsWith(req, answer, { allowed503, adminToken: token }), describeFuzzRequest(req)).toEqual([]);
    }),
    { numRuns: runs, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) + seed : seed, endOnFailure: true },
  );
  await expectHealthy(app);
  return seen;
}

describe('fuzzing every function in-process', () => {
  it('without Stripe keys: only 4xx and documented answers; 503 only where api.md says "not configured"', async () => {
    const allowed503: Partial<Record<ApiCall, readonly string[]>> = {
      createPayment: [messages.paymentsNotConfigured],
      createWorkflowSubscription: [messages.paymentsNotConfigured],
      stripeWebhook: [messages.paymentsNotConfigured],
      checkoutSession: [messages.paymentsNotConfigured],
      billingPortal: [messages.paymentsNotConfigured],
    };
    const seen = await fuzz(withoutStripe, { now, origin, adminToken: token, clientIps: true }, allowed503, 8_001);
    // every call and every kind of request was exercised
    for (const call of apiCalls) expect(seen.calls.get(call) ?? 0, call).toBeGreaterThan(3);
    expect(seen.mutations.size).toBeGreaterThanOrEqual(20);
    console.log(`fuzz without Stripe: ${runs} requests, statuses ${JSON.stringify(Object.fromEntries(seen.statuses))}`);
  }, timeout);

  it('with the fake Stripe and signed webhooks: the payment calls validate behind the keys, never a 5xx', async () => {
    // Stripe answers here, so no 503 is documented for it; the assistant has no model (offline).
    const seen = await fuzz(withStripe, { now, origin, adminToken: token, clientIps: true, webhookSecret }, {}, 8_002);
    for (const call of ['createPayment', 'createWorkflowSubscription', 'checkoutSession', 'billingPortal', 'stripeWebhook'] as const) {
      expect(seen.calls.get(call) ?? 0, call).toBeGreaterThan(3);
    }
    // valid bodies got through to a 2xx for the calls that do something with them
    for (const call of ['contact', 'leadMagnet', 'openaiAssistant', 'adminSubmissions', 'adminMaintenance'] as const) {
      expect(seen.validByCall.get(call) ?? 0, `${call} answered a valid body with 2xx`).toBeGreaterThan(0);
    }
    console.log(`fuzz with the fake Stripe: ${runs} requests, statuses ${JSON.stringify(Object.fromEntries(seen.statuses))}`);
  }, timeout);

  it('text the database cannot store (NUL, unpaired surrogates) in a body the schema accepts: a 400 naming the field, never a 500', async () => {
    const ctx: FuzzContext = { now, origin, adminToken: token, clientIps: true };
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(readable(unicodeRequestArb(ctx, [...jsonCalls], unstorableStrings)), async (req) => {
        const answer = await send(withoutStripe, req);
        expect(problemsWith(req, answer, { adminToken: token }), describeFuzzRequest(req)).toEqual([]);
        const body = JSON.parse((req.body as { text: string }).text);
        const signedIn = !isAdminCall(req.call!) || req.headers.authorization === `Bearer ${token}`;
        if (signedIn && contract[req.call!].request!.safeParse(body).success) {
          expect(answer.status, describeFuzzRequest(req)).toBe(400);
          expect(JSON.parse(answer.body).error).toMatch(/^Invalid "\w+": it contains a character that cannot be stored/);
          refused += 1;
        }
      }),
      { numRuns: Math.ceil(runs / 4), seed: 8_003 },
    );
    expect(refused).toBeGreaterThan(20);
  }, timeout);
});
