import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatPValue,
  formatPercent,
  formatSignedPercent,
  normalCdf,
  normalQuantile,
  proportionInterval,
  twoProportionZTest,
} from './statistics';
import { sampleEarlyExperiment, sampleExperiment } from './samples';

describe('normalCdf', () => {
  it('matches tabulated values of the standard normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 7);
    expect(normalCdf(-1.644853627)).toBeCloseTo(0.05, 7);
    expect(normalCdf(3)).toBeCloseTo(0.9986501, 7);
    // Tails keep their relative precision (p-values of strong results).
    expect(normalCdf(-4) / 3.1671241833e-5).toBeCloseTo(1, 5);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
  });

  it('is symmetric and increasing', () => {
    fc.assert(
      fc.property(fc.double({ min: -8, max: 8, noNaN: true }), fc.double({ min: 0.001, max: 2, noNaN: true }), (x, step) => {
        expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 6);
        expect(normalCdf(x + step)).toBeGreaterThanOrEqual(normalCdf(x));
      }),
    );
  });
});

describe('normalQuantile', () => {
  it('gives the familiar critical values', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.95)).toBeCloseTo(1.644854, 5);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 5);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 5);
  });

  it('inverts normalCdf', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1 - 1e-6, noNaN: true }), (p) => {
        expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
      }),
    );
  });
});

describe('twoProportionZTest', () => {
  it('agrees with a hand computation (10% vs 12% of 1,000 visitors each)', () => {
    const t = twoProportionZTest({ visitors: 1000, conversions: 100 }, { visitors: 1000, conversions: 120 });
    expect(t.rateA).toBe(0.1);
    expect(t.rateB).toBe(0.12);
    expect(t.pooledRate).toBeCloseTo(0.11, 12);
    expect(t.z).toBeCloseTo(1.4293008, 5);
    expect(t.pValue).toBeCloseTo(0.1529178, 5);
    expect(t.relativeUplift).toBeCloseTo(0.2, 12);
    expect(t.significant).toBe(false);
    expect(t.differenceInterval[0]).toBeCloseTo(-0.0074115, 5);
    expect(t.differenceInterval[1]).toBeCloseTo(0.0474115, 5);
  });

  it('agrees with R: prop.test(c(400, 490), c(500, 500), correct = FALSE) has X-squared 82.737', () => {
    const t = twoProportionZTest({ visitors: 500, conversions: 400 }, { visitors: 500, conversions: 490 });
    expect(t.z * t.z).toBeCloseTo(82.737, 2);
    expect(t.pValue).toBeLessThan(1e-15);
    expect(t.significant).toBe(true);
  });

  it('finds the sample experiment significant and the early one not yet', () => {
    const [a, b] = sampleExperiment.variants;
    const done = twoProportionZTest(a, b);
    expect(done.z).toBeCloseTo(2.5389266, 5);
    expect(done.pValue).toBeCloseTo(0.0111193, 5);
    expect(done.relativeUplift).toBeCloseTo(0.2845138, 6);
    expect(done.significant).toBe(true);
    expect(done.differenceInterval[0]).toBeGreaterThan(0);

    const [earlyA, earlyB] = sampleEarlyExperiment.variants;
    const early = twoProportionZTest(earlyA, earlyB);
    expect(early.z).toBeCloseTo(0.4650801, 5);
    expect(early.pValue).toBeCloseTo(0.6418741, 5);
    expect(early.significant).toBe(false);
    expect(early.differenceInterval[0]).toBeLessThan(0);
  });

  it('is two-sided: swapping the arms flips z and keeps p', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }))),
        fc.integer({ min: 1, max: 5000 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }))),
        ([na, ca], [nb, cb]) => {
          const ab = twoProportionZTest({ visitors: na, conversions: ca }, { visitors: nb, conversions: cb });
          const ba = twoProportionZTest({ visitors: nb, conversions: cb }, { visitors: na, conversions: ca });
          expect(ab.z).toBeCloseTo(-ba.z, 9);
          expect(ab.pValue).toBeCloseTo(ba.pValue, 9);
          expect(ab.pValue).toBeGreaterThanOrEqual(0);
          expect(ab.pValue).toBeLessThanOrEqual(1);
          expect(ab.significant).toBe(ab.pValue < 0.05);
        },
      ),
    );
  });

  it('answers p = 1 when both arms never (or always) convert', () => {
    const none = twoProportionZTest({ visitors: 10, conversions: 0 }, { visitors: 20, conversions: 0 });
    expect(none.z).toBe(0);
    expect(none.pValue).toBe(1);
    expect(Number.isNaN(none.relativeUplift)).toBe(true);
    expect(twoProportionZTest({ visitors: 10, conversions: 10 }, { visitors: 5, conversions: 5 }).pValue).toBe(1);
  });

  it('uses the requested confidence level', () => {
    const a = { visitors: 1000, conversions: 100 };
    const b = { visitors: 1000, conversions: 125 };
    expect(twoProportionZTest(a, b, 0.9).significant).toBe(true);
    expect(twoProportionZTest(a, b, 0.95).significant).toBe(false);
  });

  it('rejects impossible counts', () => {
    expect(() => twoProportionZTest({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 })).toThrow(RangeError);
    expect(() => twoProportionZTest({ visitors: 10, conversions: 11 }, { visitors: 10, conversions: 1 })).toThrow(RangeError);
    expect(() => twoProportionZTest({ visitors: 10, conversions: 1.5 }, { visitors: 10, conversions: 1 })).toThrow(RangeError);
    expect(() => twoProportionZTest({ visitors: 10, conversions: 1 }, { visitors: 10, conversions: 1 }, 1)).toThrow(RangeError);
  });
});

describe('proportionInterval (Wilson)', () => {
  it('agrees with a hand computation and stays within 0-100%', () => {
    const [low, high] = proportionInterval({ visitors: 2400, conversions: 168 });
    expect(low).toBeCloseTo(0.0604644, 6);
    expect(high).toBeCloseTo(0.0809099, 6);
    const [noneLow, noneHigh] = proportionInterval({ visitors: 10, conversions: 0 });
    expect(noneLow).toBe(0);
    expect(noneHigh).toBeCloseTo(0.2775328, 6);
    expect(proportionInterval({ visitors: 10, conversions: 10 })[1]).toBe(1);
  });
});

describe('formatting', () => {
  it('writes rates, changes and p-values the way people read them', () => {
    expect(formatPercent(0.07)).toBe('7.0%');
    expect(formatPercent(0.089916, 2)).toBe('8.99%');
    expect(formatSignedPercent(0.28451)).toBe('+28.5%');
    expect(formatSignedPercent(-0.031)).toBe('\u22123.1%');
    expect(formatSignedPercent(0.00001)).toBe('0.0%');
    expect(formatSignedPercent(Number.NaN)).toBe('–');
    expect(formatPValue(0.011119)).toBe('0.011');
    expect(formatPValue(0.0004)).toBe('< 0.001');
  });
});
