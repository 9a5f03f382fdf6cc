import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from './format';
import { formatUsd } from './plans';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [24580, '24,580'],
    [1234567, '1,234,567'],
    [29.5, '29.5'],
    [1234.5678, '1,234.568'],
    [-1234, '-1,234'],
    [-0.0001, '0'],
  ])('%d -> %s', (value, expected) => {
    expect(groupDigits(value)).toBe(expected);
  });

  it('says what toLocaleString("en-US") says, for whole dollars and for cents', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => groupDigits(n) === n.toLocaleString('en-US')));
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (cents) => groupDigits(cents / 100) === (cents / 100).toLocaleString('en-US')));
  });

  it('formats prices as US dollars', () => {
    expect(formatUsd(3500)).toBe('$3,500');
    expect(formatUsd(29)).toBe('$29');
  });
});
