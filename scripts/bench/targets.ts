/**
 * The bench's targets per kind of page (domain/page-kinds.ts, issue 19). A `document` ships no
 * framework script: at most 10 KB of JS before any interaction, TBT at most 10 ms and a
 * performance score of 100. An `application` hydrates: the standing first-load budget (100 KB,
 * docs/performance.md), TBT at most 50 ms and a performance score of at least 99. Both: LCP at
 * most 1.2 s, CLS 0, and accessibility, best practices and SEO 100.
 */
import { pageKindOf, type PageKind } from '../../domain/page-kinds';
import { firstLoadJsBudget } from './page-weight';

export interface PageTargets {
  kind: PageKind;
  /** first-load JS, gzip bytes */
  firstLoadJsBytes: number;
  /** the lowest performance score that meets the target */
  performance: number;
  /** the lowest score of the other three categories */
  otherScores: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const targetsByKind: Record<PageKind, Omit<PageTargets, 'kind'>> = {
  document: {
    firstLoadJsBytes: 10 * 1024,
    performance: 100,
    otherScores: 100,
    lcpMs: 1200,
    tbtMs: 10,
    cls: 0,
  },
  application: {
    firstLoadJsBytes: firstLoadJsBudget,
    performance: 99,
    otherScores: 100,
    lcpMs: 1200,
    tbtMs: 50,
    cls: 0,
  },
};

export function targetsFor(route: string): PageTargets {
  const kind = pageKindOf(route);
  return { kind, ...targetsByKind[kind] };
}

