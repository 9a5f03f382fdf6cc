import { describe, expect, it } from 'vitest';
import { targetsFor } from './targets';

describe('bench targets by kind of page', () => {
  it('a document page: 10 KB of JS, TBT 10 ms, performance 100', () => {
    expect(targetsFor('/about')).toMatchObject({
      kind: 'document',
      firstLoadJsBytes: 10 * 1024,
      tbtMs: 10,
      performance: 100,
      lcpMs: 1200,
    });
  });
  it('an application page: the 100 KB budget, TBT 50 ms, performance 99', () => {
    expect(targetsFor('/contact')).toMatchObject({
      kind: 'application',
      firstLoadJsBytes: 100 * 1024,
      tbtMs: 50,
      performance: 99,
      lcpMs: 1200,
    });
    expect(targetsFor('/pricing').kind).toBe('application');
  });
});
