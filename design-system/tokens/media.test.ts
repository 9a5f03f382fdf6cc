import { describe, expect, it } from 'vitest';
import { breakpoints, media } from './media';

describe('the named breakpoints', () => {
  it('are ten whole em widths (16 px each by default), narrowest first, each wider than the last', () => {
    const widths = Object.values(breakpoints);
    expect(widths).toHaveLength(10);
    // whole numbers: `below` writes "just under" as the number before it and .99
    for (const width of widths) expect(Number.isInteger(width)).toBe(true);
    widths.slice(1).forEach((width, i) => expect(width).toBeGreaterThan(widths[i]!));
    // the two the layouts are measured against: the tablet and the header's full navigation
    expect(breakpoints.tabletWide * 16).toBe(768);
    expect(breakpoints.desktop * 16).toBe(1088);
  });
});

describe('media', () => {
  it('from: the breakpoint and wider', () => {
    expect(media.from('tablet')).toBe('screen and (min-width: 40em)');
    expect(media.from('desktopWide')).toBe('screen and (min-width: 75em)');
  });

  it('below: just under the breakpoint, so it never overlaps `from` of the same name', () => {
    expect(media.below('tabletWide')).toBe('screen and (max-width: 47.99em)');
    expect(media.below('phone')).toBe('screen and (max-width: 29.99em)');
  });

  it('upTo: the breakpoint and narrower', () => {
    expect(media.upTo('laptop')).toBe('screen and (max-width: 56em)');
  });

  it('between: from the first breakpoint to just under the second', () => {
    expect(media.between('tablet', 'desktop')).toBe('screen and (min-width: 40em) and (max-width: 67.99em)');
  });

  it('gives every breakpoint a from and a below that meet without a gap', () => {
    for (const name of Object.keys(breakpoints) as Array<keyof typeof breakpoints>) {
      const from = Number(/min-width: ([\d.]+)em/.exec(media.from(name))?.[1]);
      const below = Number(/max-width: ([\d.]+)em/.exec(media.below(name))?.[1]);
      expect(from).toBe(breakpoints[name]);
      expect(from - below).toBeCloseTo(0.01, 5);
    }
  });
});
