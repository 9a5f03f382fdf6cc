import { describe, expect, it } from 'vitest';
import { median, readLhr, summarizeRuns, type LighthouseRun } from './lighthouse';

type Lhr = Parameters<typeof readLhr>[0];

/** The parts of a Lighthouse result the bench reads. */
function fakeLhr(
  scores: [number, number, number, number],
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; metricSavings?: Record<string, number> }>,
): Lhr {
  const ids = ['performance', 'accessibility', 'best-practices', 'seo'];
  return {
    finalDisplayedUrl: 'http://127.0.0.1/',
    runWarnings: [],
    environment: { benchmarkIndex: 1500 },
    categories: Object.fromEntries(ids.map((id, i) => [id, { id, score: scores[i], auditRefs: Object.keys(audits).filter((a) => a.startsWith(`${id}:`) || (id === 'performance' && !a.includes(':'))).map((a) => ({ id: a, weight: 1 })) }])),
    audits: Object.fromEntries(Object.entries(audits).map(([id, a]) => [id, { id, scoreDisplayMode: 'numeric', ...a }])),
  } as unknown as Lhr;
}

const metrics = {
  'largest-contentful-paint': { score: 0.8, numericValue: 1800 },
  'total-blocking-time': { score: 1, numericValue: 20 },
  'cumulative-layout-shift': { score: 1, numericValue: 0 },
  'first-contentful-paint': { score: 0.9, numericValue: 1200 },
};

describe('readLhr', () => {
  it('reads the four scores (0-100), LCP, TBT, CLS and the audits under 1 of categories under 100', () => {
    const run = readLhr(
      fakeLhr([0.81, 1, 0.96, 1], {
        ...metrics,
        'uses-text-compression': { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 450, FCP: 300 } },
        'forced-reflow-insight': { score: 0, scoreDisplayMode: 'metricSavings', metricSavings: { LCP: 0 } },
        'best-practices:errors-in-console': { score: 0, scoreDisplayMode: 'binary' },
        'best-practices:notes': { score: null, scoreDisplayMode: 'manual' },
        'seo:meta-description': { score: 0, scoreDisplayMode: 'binary' },
      }),
      12,
    );
    expect(run.scores).toEqual({ performance: 81, accessibility: 100, 'best-practices': 96, seo: 100 });
    expect(run).toMatchObject({ lcpMs: 1800, tbtMs: 20, cls: 0, fcpMs: 1200, benchmarkIndex: 1500, seconds: 12 });
    // largest estimated savings first, then the lowest scores
    expect(run.failing.performance!.map((a) => a.id)).toEqual(['uses-text-compression', 'forced-reflow-insight', 'largest-contentful-paint', 'first-contentful-paint']);
    expect(run.failing.performance![0]!.savingsMs).toBe(450);
    expect(run.failing['best-practices']!.map((a) => a.id)).toEqual(['best-practices:errors-in-console']);
    // SEO is at 100: its audits are not listed
    expect(run.failing.seo).toBeUndefined();
  });

  it('refuses a result Lighthouse could not measure', () => {
    const lhr = { ...fakeLhr([1, 1, 1, 1], metrics), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } } as Lhr;
    expect(() => readLhr(lhr, 1)).toThrow(/NO_FCP/);
  });
});

describe('summarizeRuns', () => {
  const run = (performance: number, lcpMs: number, failing: string[]): LighthouseRun => ({
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    lcpMs,
    tbtMs: 10,
    cls: 0,
    fcpMs: 900,
    failing: failing.length ? { performance: failing.map((id) => ({ id, score: id === 'c' ? 0.2 : 0.5, ...(id === 'b' ? { savingsMs: 300 } : {}) })) } : {},
    benchmarkIndex: 1000,
    warnings: [],
    seconds: 10,
  });

  it('takes the median of each figure on its own and counts in how many runs each audit failed', () => {
    const summary = summarizeRuns('/', 'http://x/', [run(90, 1300, ['b', 'a', 'c']), run(100, 1100, []), run(95, 1250, ['a'])]);
    expect(summary.median.scores.performance).toBe(95);
    expect(summary.median.lcpMs).toBe(1250);
    expect(summary.failingAudits.performance).toEqual([
      { id: 'a', runs: 2, worstScore: 0.5 },
      { id: 'b', runs: 1, worstScore: 0.5, savingsMs: 300 },
      { id: 'c', runs: 1, worstScore: 0.2 },
    ]);
  });

  it('median of an even count is the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
