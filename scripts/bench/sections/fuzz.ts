/**
 * Generated requests across every function (issue 8, "Security"): the count of 5xx answers and
 * of crashes, target 0 each. The generators are the security helper's `scripts/bench/fuzz.ts`;
 * until that file is merged, this section says so and measures nothing (it is not an error).
 */
import type { Section } from '../context';
import { checked, count, info } from '../report';

/** The interface scripts/bench/fuzz.ts exports (agreed in the brief). */
export interface FuzzResult {
  requests: number;
  serverErrors: number;
  crashes: number;
  byCall: Record<string, { requests: number; serverErrors: number }>;
}
export type RunFuzz = (options: { baseUrl: string; count: number; seed?: number }) => Promise<FuzzResult>;

// A computed specifier: the module may not exist on this branch yet.
const fuzzModule = '../fuzz.ts';

async function loadRunFuzz(): Promise<RunFuzz | null> {
  try {
    const module = (await import(fuzzModule)) as { runFuzz?: RunFuzz };
    if (typeof module.runFuzz !== 'function') throw new Error('scripts/bench/fuzz.ts exports no runFuzz function');
    return module.runFuzz;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String((error as Error).message).includes('fuzz')) return null;
    throw error;
  }
}

export const fuzzSection: Section = {
  id: 'fuzz',
  title: 'fuzz',
  async run(ctx) {
    const runFuzz = await loadRunFuzz();
    if (!runFuzz) {
      return { rows: [info('fuzz', 'generated requests', 'not run: scripts/bench/fuzz.ts is not on this branch')], data: { ran: false } };
    }
    const site = await ctx.site();
    const seed = Date.now() % 2 ** 31;
    ctx.progress(`fuzz: ${count(ctx.options.fuzzCount)} requests, seed ${seed}`);
    const result = await runFuzz({ baseUrl: site.url, count: ctx.options.fuzzCount, seed });
    return {
      rows: [
        info('fuzz', 'generated requests', `${count(result.requests)} (seed ${seed})`),
        checked('fuzz', '5xx answers', count(result.serverErrors), '= 0', result.serverErrors === 0),
        checked('fuzz', 'crashes', count(result.crashes), '= 0', result.crashes === 0),
      ],
      data: { ran: true, seed, ...result },
      notes: Object.entries(result.byCall)
        .filter(([, c]) => c.serverErrors > 0)
        .map(([call, c]) => `fuzz: ${call}: ${c.serverErrors} 5xx of ${c.requests}`),
    };
  },
};
