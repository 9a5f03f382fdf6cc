/**
 * Lighthouse on each public route with its default config (mobile: a Moto G Power-sized screen,
 * simulated slow 4G and 4x CPU slowdown, computed by Lantern from one unthrottled load), driving
 * Debian's chromium through chrome-launcher. A fresh Chromium (fresh profile) per run, so no
 * run sees another's cache. Per route, the median of N runs of EACH figure on its own (each score
 * and each metric), not the figures of one "median run".
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/**
 * The project's Chromium flags (scripts/chromium.ts), headless; chrome-launcher adds its own
 * defaults (no extensions, no default apps...).
 */
const lighthouseChromeFlags = ['--headless=new', ...chromiumArgs];

export interface FailingAudit {
  id: string;
  /** 0..1 */
  score: number;
  displayValue?: string;
  /** Lighthouse's estimate of the time it costs (the largest of its LCP, FCP and TBT savings), ms */
  savingsMs?: number;
}

export interface LighthouseRun {
  /** 0-100 */
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** audits under 1 in each category that is under 100 */
  failing: Partial<Record<LighthouseCategory, FailingAudit[]>>;
  /** Lighthouse's measure of the machine's speed (higher is faster; < 1000 is a slow machine) */
  benchmarkIndex: number;
  warnings: string[];
  seconds: number;
}

export interface LighthouseRouteResult {
  route: string;
  url: string;
  runs: LighthouseRun[];
  median: { scores: Record<LighthouseCategory, number>; lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  /** each audit that failed in any run, with the number of runs it failed in */
  failingAudits: Partial<Record<LighthouseCategory, Array<{ id: string; runs: number; worstScore: number; savingsMs?: number; displayValue?: string }>>>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const ignoredDisplayModes = new Set(['manual', 'notApplicable', 'informative', 'error']);

/** The figures of one Lighthouse result. */
export function readLhr(lhr: Lhr, seconds: number): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {} as Record<LighthouseCategory, number>;
  const failing: LighthouseRun['failing'] = {};
  for (const id of lighthouseCategories) {
    const category = lhr.categories[id];
    if (!category || category.score === null) throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}`);
    scores[id] = Math.round(category.score * 100);
    if (category.score < 1) {
      const audits: FailingAudit[] = [];
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1 || ignoredDisplayModes.has(audit.scoreDisplayMode)) continue;
        const savings = audit.metricSavings ? Math.max(0, ...Object.values(audit.metricSavings).filter((v): v is number => typeof v === 'number')) : 0;
        const savingsMs = id === 'performance' && savings > 0 ? Math.round(savings) : undefined;
        audits.push({ id: ref.id, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}), ...(savingsMs ? { savingsMs } : {}) });
      }
      failing[id] = audits.sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || a.score - b.score);
    }
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
    seconds,
  };
}

export function summarizeRuns(route: string, url: string, runs: LighthouseRun[]): LighthouseRouteResult {
  const scores = {} as Record<LighthouseCategory, number>;
  for (const id of lighthouseCategories) scores[id] = median(runs.map((r) => r.scores[id]));
  const failingAudits: LighthouseRouteResult['failingAudits'] = {};
  for (const id of lighthouseCategories) {
    const counts = new Map<string, { runs: number; worstScore: number; savingsMs: number; displayValue?: string }>();
    for (const run of runs) {
      for (const audit of run.failing[id] ?? []) {
        const entry = counts.get(audit.id) ?? { runs: 0, worstScore: 1, savingsMs: 0 };
        entry.runs += 1;
        entry.worstScore = Math.min(entry.worstScore, audit.score);
        entry.savingsMs = Math.max(entry.savingsMs, audit.savingsMs ?? 0);
        entry.displayValue ??= audit.displayValue;
        counts.set(audit.id, entry);
      }
    }
    if (counts.size > 0) {
      // most often failed first, then the largest estimated savings, then the lowest scores
      failingAudits[id] = [...counts.entries()]
        .sort(([a, x], [b, y]) => y.runs - x.runs || y.savingsMs - x.savingsMs || x.worstScore - y.worstScore || a.localeCompare(b))
        .map(([auditId, entry]) => ({
          id: auditId,
          runs: entry.runs,
          worstScore: entry.worstScore,
          ...(entry.savingsMs > 0 ? { savingsMs: entry.savingsMs } : {}),
          ...(entry.displayValue ? { displayValue: entry.displayValue } : {}),
        }));
    }
  }
  return {
    route,
    url,
    runs,
    median: {
      scores,
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
      fcpMs: median(runs.map((r) => r.fcpMs)),
    },
    failingAudits,
  };
}

export interface LighthouseOptions {
  runs: number;
  /** the DevTools port for Chromium (0 or undefined: a free one) */
  chromePort?: number;
  /** called after each run, for progress lines */
  onRun?: (route: string, index: number, run: LighthouseRun) => void;
  /** called when a run failed and is tried once more */
  onRetry?: (route: string, index: number, error: unknown) => void;
}

async function withChrome<T>(port: number | undefined, use: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: lighthouseChromeFlags,
    logLevel: 'silent',
    ...(port ? { port } : {}),
  });
  try {
    return await use(chrome);
  } finally {
    // Wait until it is gone, so the next run's Chromium (on the same port with --port) does not
    // find this one still answering on its DevTools port.
    const child = chrome.process;
    const gone = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    chrome.kill();
    await Promise.race([gone, new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]);
  }
}

/** One Lighthouse run of `url` in a fresh Chromium. */
async function lighthouseOnce(url: string, chromePort?: number): Promise<LighthouseRun> {
  return withChrome(chromePort, async (chrome) => {
    const started = Date.now();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...lighthouseCategories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return readLhr(result.lhr, (Date.now() - started) / 1000);
  });
}

export async function lighthouseRoute(baseUrl: string, route: string, options: LighthouseOptions): Promise<LighthouseRouteResult> {
  const url = new URL(route, baseUrl).href;
  const runs: LighthouseRun[] = [];
  for (let index = 0; index < options.runs; index++) {
    let run: LighthouseRun;
    try {
      run = await lighthouseOnce(url, options.chromePort);
    } catch (error) {
      // One more try in a new Chromium (a browser that did not come up, a lost DevTools
      // connection); a second failure is the section's failure.
      options.onRetry?.(route, index, error);
      run = await lighthouseOnce(url, options.chromePort);
      run.warnings.push(`run ${index + 1} was retried after: ${error instanceof Error ? error.message : String(error)}`);
    }
    runs.push(run);
    options.onRun?.(route, index, run);
  }
  return summarizeRuns(route, url, runs);
}
