/**
 * The functions under load on loopback: admin-verify (a real session token), create-payment's
 * validation (an unknown plan: 400 before any Stripe call) and the assistant's offline answer (no
 * OPENAI_API_KEY), each at a fixed rate, then each one's highest throughput against the bare Hono
 * `/ok` route loaded the same way.
 */
import { apiPaths } from '../../../domain/api';
import type { BenchContext, Section } from '../context';
import { runAutocannonRate, runPaced, runThroughput, distinctClientIp, type FixedRateResult, type LoadTarget, type ThroughputResult } from '../load';
import { checked, count, info, ms, type Row } from '../report';

const loadTargets = { p99Ms: 20, errors: 0 } as const;

async function probe(baseUrl: string, target: LoadTarget): Promise<string> {
  const response = await fetch(new URL(target.path, baseUrl), {
    method: target.method,
    headers: {
      ...(target.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(target.distinctClientIps ? { 'x-forwarded-for': distinctClientIp() } : {}),
      ...target.headers,
    },
    ...(target.body !== undefined ? { body: target.body } : {}),
  });
  const body = await response.text();
  if (response.status !== target.expectStatus) {
    throw new Error(`${target.name}: ${target.method} ${target.path} answered ${response.status}, expected ${target.expectStatus}: ${body.slice(0, 200)}`);
  }
  return body;
}

/** The three calls, each checked once by hand so the load knows the exact answer to expect. */
async function prepareTargets(ctx: BenchContext, siteUrl: string): Promise<LoadTarget[]> {
  const login = await fetch(new URL(apiPaths.adminLogin, siteUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ctx.admin.email, password: ctx.admin.password }),
  });
  const session = (await login.json()) as { token?: string };
  if (login.status !== 200 || !session.token) throw new Error(`admin-login answered ${login.status}: no token for the bench admin`);

  const verify: LoadTarget = {
    name: 'admin-verify',
    method: 'POST',
    path: apiPaths.adminVerify,
    body: JSON.stringify({ token: session.token, location: '/admin', timestamp: new Date().toISOString() }),
    expectStatus: 200,
  };
  const verifyBody = await probe(siteUrl, verify);
  if (JSON.parse(verifyBody).valid !== true) throw new Error(`admin-verify did not accept the bench admin's token: ${verifyBody}`);

  const payment: LoadTarget = {
    name: 'create-payment (bad plan)',
    method: 'POST',
    path: apiPaths.createPayment,
    body: JSON.stringify({ priceId: 'bench-no-such-plan', mode: 'subscription', successUrl: '/payment-success', cancelUrl: '/pricing' }),
    expectStatus: 400,
  };
  const paymentBody = await probe(siteUrl, payment);
  if (typeof JSON.parse(paymentBody).error !== 'string') throw new Error(`create-payment's 400 has no error message: ${paymentBody}`);

  const assistant: LoadTarget = {
    name: 'assistant (offline)',
    method: 'POST',
    path: apiPaths.openaiAssistant,
    body: JSON.stringify({ message: 'How much does website hosting cost?', context: 'general' }),
    expectStatus: 200,
    distinctClientIps: true,
  };
  const assistantBody = await probe(siteUrl, assistant);
  if (typeof JSON.parse(assistantBody).response !== 'string') throw new Error(`the assistant's answer has no response: ${assistantBody}`);

  return [
    { ...verify, expectBody: verifyBody },
    { ...payment, expectBody: paymentBody },
    { ...assistant, expectBody: assistantBody },
  ];
}

interface Measured {
  fixed: FixedRateResult[];
  throughput: ThroughputResult[];
}

async function measure(ctx: BenchContext, all: Array<{ target: LoadTarget; url: string }>): Promise<Measured> {
  const { options } = ctx;
  const fixedRate = options.loadTool === 'paced' ? runPaced : runAutocannonRate;
  const rateOptions = { rate: options.loadRate, durationSeconds: options.loadSeconds, connections: options.loadConnections };
  const fixed: FixedRateResult[] = [];
  for (const { target, url } of all) {
    if (options.warmUpSeconds > 0) await fixedRate(url, target, { ...rateOptions, durationSeconds: options.warmUpSeconds });
    const result = await fixedRate(url, target, rateOptions);
    fixed.push(result);
    ctx.progress(`load ${target.name}: ${count(result.completed)} answered, p50 ${ms(result.latencyMs.p50, 2)}, p99 ${ms(result.latencyMs.p99, 2)}, errors ${result.errors.total}`);
  }
  const throughput: ThroughputResult[] = [];
  for (const { target, url } of all) {
    const result = await runThroughput(url, target, { durationSeconds: options.throughputSeconds, connections: options.throughputConnections });
    throughput.push(result);
    ctx.progress(`throughput ${target.name}: ${count(Math.round(result.requestsPerSecond))} requests/s, errors ${result.errors.total}`);
  }
  return { fixed, throughput };
}

/** The rows of one run; `bareRps` is the bare route's throughput, `hasBare` whether the run's first result is it. */
function rowsOf(section: string, { fixed, throughput }: Measured, bareRps: number, hasBare: boolean): Row[] {
  const rows: Row[] = [];
  fixed.forEach((result, index) => {
    const isBare = hasBare && index === 0;
    const name = result.target;
    rows.push(info(section, `${name}  p50`, ms(result.latencyMs.p50, 2)));
    rows.push(
      isBare
        ? info(section, `${name}  p99`, ms(result.latencyMs.p99, 2))
        : checked(section, `${name}  p99`, ms(result.latencyMs.p99, 2), `<= ${loadTargets.p99Ms} ms`, result.latencyMs.p99 <= loadTargets.p99Ms),
    );
    const errors = `${count(result.errors.total)} of ${count(result.scheduled)}`;
    rows.push(isBare ? info(section, `${name}  errors`, errors) : checked(section, `${name}  errors`, errors, `= ${loadTargets.errors}`, result.errors.total === 0 && result.completed + result.errors.total === result.scheduled));
    rows.push(info(section, `${name}  answered`, `${count(result.completed)} (${count(Math.round(result.achievedRate))}/s)`));
    const t = throughput[index]!;
    rows.push(
      info(
        section,
        `${name}  max throughput`,
        isBare ? `${count(Math.round(t.requestsPerSecond))} req/s` : `${count(Math.round(t.requestsPerSecond))} req/s = ${(t.requestsPerSecond / bareRps).toFixed(2)} x bare`,
      ),
    );
  });
  return rows;
}

function problemNotes(label: string, { fixed, throughput }: Measured): string[] {
  const notes: string[] = [];
  const lagging = fixed.filter((r) => r.sendLagMs && r.sendLagMs.p99 > 2);
  if (lagging.length > 0) {
    notes.push(`${label}: the generator itself ran late (p99 lag ${lagging.map((r) => `${r.target} ${ms(r.sendLagMs!.p99)}`).join(', ')}): the machine was busy; figures are pessimistic.`);
  }
  for (const r of [...fixed, ...throughput].filter((r) => r.errors.total > 0)) {
    const statuses = 'statusCounts' in r ? ` statuses ${JSON.stringify(r.statusCounts)}` : '';
    const samples = r.errors.samples ? ` (${r.errors.samples.join(', ')})` : '';
    notes.push(`${label}: ${r.target}: ${r.errors.wrongAnswers} wrong answers, ${r.errors.socketErrors} socket errors${samples}, of which ${r.errors.timeouts} timeouts;${statuses}`);
  }
  return notes;
}

export const loadSection: Section = {
  id: 'load',
  title: 'load',
  async run(ctx) {
    const { options } = ctx;
    const site = await ctx.site();
    const bare = await ctx.bare();
    const handlers = await prepareTargets(ctx, site.url);
    // the bare route is sent the same request as admin-verify (same size, same headers)
    const bareTarget: LoadTarget = { name: 'bare Hono /ok', method: 'POST', path: '/ok', body: handlers[0]!.body, expectStatus: 200, expectBody: 'ok' };
    const embedded = await measure(ctx, [{ target: bareTarget, url: bare.url }, ...handlers.map((target) => ({ target, url: site.url }))]);
    const bareRps = embedded.throughput[0]!.requestsPerSecond;
    const rows = rowsOf(`load (${count(options.loadRate)}/s for ${options.loadSeconds} s)`, embedded, bareRps, true);

    let postgres: Measured | null = null;
    if (ctx.sitePostgres) {
      const sitePg = await ctx.sitePostgres();
      const pgHandlers = await prepareTargets(ctx, sitePg.url);
      postgres = await measure(ctx, pgHandlers.map((target) => ({ target, url: sitePg.url })));
      rows.push(...rowsOf(`load on PostgreSQL (${count(options.loadRate)}/s for ${options.loadSeconds} s)`, postgres, bareRps, false));
    }

    const notes = [
      `load: p50/p99 at a fixed ${count(options.loadRate)} requests/s (${options.loadTool === 'paced' ? `paced open loop on ${options.loadConnections} keep-alive connections, latency from when the generator took each request up on schedule to its answer, queueing included; see docs/bench.md` : `autocannon overallRate on ${options.loadConnections} connections: bursts each second and sends less when the server falls behind; see docs/bench.md`}); "max throughput" is autocannon uncapped for ${options.throughputSeconds} s on ${options.throughputConnections} connections, and "x bare" is that figure divided by the bare Hono /ok route's (1.00 = as fast as a route that does nothing).`,
      `load: the assistant's questions each carry their own X-Forwarded-For address (the bench server trusts one proxy hop), so the per-IP limit is checked and counted on every request without answering 429.`,
      `load: "load" runs the server on the embedded PGlite, in memory, on the server's own thread (what npm start uses)${postgres ? '; "load on PostgreSQL" runs the same server on the PostgreSQL of --load-database-url (what a deployment uses), its queries in the database\'s own processes' : '; --load-database-url postgres://... also runs it on PostgreSQL'}.`,
      ...problemNotes('load', embedded),
      ...(postgres ? problemNotes('load on PostgreSQL', postgres) : []),
    ];
    return {
      rows,
      data: { tool: options.loadTool, targets: loadTargets, fixedRate: embedded.fixed, throughput: embedded.throughput, bareRequestsPerSecond: bareRps, postgres },
      notes,
    };
  },
};
