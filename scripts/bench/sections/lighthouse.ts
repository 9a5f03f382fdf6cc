/** Lighthouse (mobile defaults) on every public route: median of N runs per figure, against the targets of the route's kind of page (targets.ts). */
import { noIndexPaths } from '../../../domain/pages';
import type { Section } from '../context';
import { lighthouseCategories, lighthouseRoute, type LighthouseCategory, type LighthouseRouteResult } from '../lighthouse';
import { checked, ms } from '../report';
import { targetsByKind, targetsFor } from '../targets';

const categoryLabel: Record<LighthouseCategory, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** CLS as Lighthouse shows it (3 decimals); the target 0 means "0.000". */
const clsShown = (cls: number) => cls.toFixed(3);

export const lighthouseSection: Section = {
  id: 'lighthouse',
  title: 'Lighthouse',
  async run(ctx) {
    const site = await ctx.site();
    const { runs } = ctx.options;
    const results: LighthouseRouteResult[] = [];
    for (const route of ctx.options.routes) {
      results.push(
        await lighthouseRoute(site.url, route, {
          runs,
          chromePort: ctx.options.port ? ctx.options.port + 2 : undefined,
          onRetry: (r, index, error) => ctx.progress(`lighthouse ${r} run ${index + 1}/${runs} failed, trying once more: ${error instanceof Error ? error.message : String(error)}`),
          onRun: (r, index, run) =>
            ctx.progress(
              `lighthouse ${r} run ${index + 1}/${runs}: ${lighthouseCategories.map((c) => run.scores[c]).join('/')} LCP ${ms(run.lcpMs, 0)} TBT ${ms(run.tbtMs, 0)} CLS ${clsShown(run.cls)} (${run.seconds.toFixed(0)} s)`,
            ),
        }),
      );
    }
    const section = `Lighthouse (median of ${runs})`;
    const rows = results.flatMap((r) => {
      const t = targetsFor(r.route);
      const least = (c: LighthouseCategory) => (c === 'performance' ? t.performance : t.otherScores);
      return [
        ...lighthouseCategories.map((c) =>
          checked(
            section,
            `${r.route}  ${categoryLabel[c]}${c === 'performance' ? ` (${t.kind})` : ''}`,
            String(r.median.scores[c]),
            least(c) === 100 ? '= 100' : `>= ${least(c)}`,
            r.median.scores[c] >= least(c),
          ),
        ),
        checked(section, `${r.route}  LCP`, `${(r.median.lcpMs / 1000).toFixed(2)} s`, `<= ${(t.lcpMs / 1000).toFixed(1)} s`, r.median.lcpMs <= t.lcpMs),
        checked(section, `${r.route}  TBT`, ms(r.median.tbtMs, 0), `<= ${t.tbtMs} ms`, r.median.tbtMs <= t.tbtMs),
        checked(section, `${r.route}  CLS`, clsShown(r.median.cls), '= 0', clsShown(r.median.cls) === clsShown(t.cls)),
      ];
    });
    const notes: string[] = [];
    for (const r of results) {
      for (const c of lighthouseCategories) {
        if (r.median.scores[c] >= 100) continue;
        const audits = r.failingAudits[c] ?? [];
        const shown = audits.slice(0, 10).map((a) => {
          const detail = [a.displayValue && a.displayValue.length <= 30 ? a.displayValue : '', a.runs < runs ? `${a.runs}/${runs} runs` : ''].filter(Boolean).join('; ');
          return detail ? `${a.id} (${detail})` : a.id;
        });
        const why = c === 'seo' && (noIndexPaths as readonly string[]).includes(r.route) ? ' [the page is noindex on purpose: domain/pages.ts noIndexPaths]' : '';
        notes.push(`${r.route} ${categoryLabel[c]} ${r.median.scores[c]}: ${shown.join(', ')}${audits.length > shown.length ? `, +${audits.length - shown.length} more` : ''}${why}`);
      }
    }
    const benchmarkIndexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
    const warnings = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.warnings)))];
    return {
      rows,
      data: {
        runsPerRoute: runs,
        median: 'each figure on its own: the median of that figure over the runs',
        chrome: 'a fresh Chromium (and profile) per run',
        targets: targetsByKind,
        benchmarkIndex: {
          min: Math.min(...benchmarkIndexes),
          max: Math.max(...benchmarkIndexes),
        },
        warnings,
        routes: results,
      },
      notes: [
        ...(notes.length > 0
          ? ['Lighthouse: failing audits of each category under 100 (most often failed, then largest estimated savings, first; all of them in results.json):', ...notes.map((n) => `  ${n}`)]
          : []),
        `Lighthouse benchmarkIndex of this machine during the runs: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
        ...warnings.map((w) => `Lighthouse warning: ${w}`),
      ],
    };
  },
};
