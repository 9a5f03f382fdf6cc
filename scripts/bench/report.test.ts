import { describe, expect, it } from 'vitest';
import { checked, errorRow, formatTable, info, summaryOf } from './report';

describe('formatTable', () => {
  it('aligns the columns, names each section once and marks misses and errors', () => {
    const rows = [
      checked('bytes', '/  first-load JS (gzip)', '185.6 KB', '<= 100.0 KB', false),
      checked('bytes', '/  HTML + critical CSS (gzip)', '12.0 KB', '<= 14.0 KB', true),
      info('load', 'bare p50', '0.10 ms'),
      errorRow('Lighthouse', 'chromium did not start\nstack...'),
    ];
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^section\s+metric\s+value\s+target\s+result$/);
    expect(lines[2]).toMatch(/^bytes\s+\/ {2}first-load JS \(gzip\)\s+185\.6 KB\s+<= 100\.0 KB\s+MISS$/);
    expect(lines[3]).toMatch(/^\s+\/ {2}HTML \+ critical CSS \(gzip\)\s+12\.0 KB\s+<= 14\.0 KB\s+pass$/);
    expect(lines[4]).toBe('');
    expect(lines[5]).toMatch(/^load\s+bare p50\s+0\.10 ms$/);
    expect(lines[7]).toMatch(/^Lighthouse\s+section failed\s+chromium did not start\s+ERROR$/);
    // every value starts in the same column
    expect(lines[2]!.indexOf('185.6')).toBe(lines[3]!.indexOf('12.0'));
  });

  it('summaryOf counts targets met, missed and failed sections; info rows are no target', () => {
    const rows = [checked('a', 'x', '1', '= 1', true), checked('a', 'y', '2', '= 1', false), info('a', 'z', '3'), errorRow('b', 'boom')];
    expect(summaryOf(rows)).toEqual({ targets: 2, met: 1, missed: 1, errors: 1 });
  });
});
