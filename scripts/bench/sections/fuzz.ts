/**
 * Generated requests across every function (issue 8, "Security"): the count of undocumented 5xx
 * answers and of crashes, target 0 each. The generators are functions/testing/fuzz.ts, sent over
 * HTTP by scripts/bench/fuzz.ts, signed in as the bench server's admin so admin calls reach
 * their body checks.
 */
import type { Section } from '../context';
import { runFuzzDetailed } from '../fuzz';
import { checked, count, info } from '../report';

export const fuzzSection: Section = {
  id: 'fuzz',
  title: 'fuzz',
  async run(ctx) {
    const site = await ctx.site();
    const seed = Date.now() % 2 ** 31;
    ctx.progress(`fuzz: ${count(ctx.options.fuzzCount)} requests, seed ${seed}`);
    // runFuzz signs in with these (see scripts/bench/fuzz.ts); the bench admin is made per run.
    process.env.FUZZ_ADMIN_EMAIL = ctx.admin.email;
    process.env.FUZZ_ADMIN_PASSWORD = ctx.admin.password;
    const result = await runFuzzDetailed({ baseUrl: site.url, count: ctx.options.fuzzCount, seed });
    return {
      rows: [
        info('fuzz', 'generated requests', `${count(result.requests)} (seed ${seed}; admin: ${result.signedIn})`),
        checked('fuzz', '5xx answers (undocumented)', count(result.serverErrors), '= 0', result.serverErrors === 0),
        checked('fuzz', 'crashes', count(result.crashes), '= 0', result.crashes === 0),
        checked('fuzz', 'health after the run', result.healthAfter, 'ok', result.healthAfter === 'ok'),
        info('fuzz', 'documented 503 (no Stripe keys)', count(result.documentedUnavailable)),
      ],
      data: { ran: true, seed, ...result },
      notes: [
        ...Object.entries(result.byCall)
          .filter(([, c]) => c.serverErrors > 0)
          .map(([call, c]) => `fuzz: ${call}: ${c.serverErrors} 5xx of ${c.requests}`),
        ...result.examples.serverErrors.map((e) => `fuzz 5xx: ${e}`),
        ...result.examples.crashes.map((e) => `fuzz crash: ${e}`),
      ],
    };
  },
};
