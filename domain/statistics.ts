/**
 * The statistics behind the A/B testing demo: a two-proportion z-test (the test the Pro plan's
 * "statistical significance" refers to). Pure functions, no dependencies, so the page, its
 * stories and the tests compute exactly the same figures.
 */

/**
 * The standard normal cumulative distribution function, Phi(x).
 *
 * Uses the complementary error function by W. J. Cody's rational Chebyshev approximation as
 * given in Numerical Recipes (erfc with fractional error below 1.2e-7 everywhere), so tail
 * probabilities such as p = 0.0001 keep their relative precision.
 */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x === Infinity) return 1;
  if (x === -Infinity) return 0;
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Complementary error function erfc(x) = 1 - erf(x) (Numerical Recipes, `erfcc`). */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/**
 * The z value with `P(Z <= z) = p` (inverse of `normalCdf`), by Acklam's rational
 * approximation (relative error below 1.2e-9 for 0 < p < 1).
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    return Number.NaN;
  }
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  return x;
}

/** One arm of an experiment: how many visitors saw it and how many of them converted. */
export interface VariantCounts {
  readonly visitors: number;
  readonly conversions: number;
}

export interface TwoProportionTest {
  /** conversion rate of the control (A) and of the challenger (B), 0-1 */
  readonly rateA: number;
  readonly rateB: number;
  /** rateB - rateA, in rate units (0.02 is two percentage points) */
  readonly difference: number;
  /** (rateB - rateA) / rateA; NaN when A never converted */
  readonly relativeUplift: number;
  /** the pooled rate under the null hypothesis of no difference */
  readonly pooledRate: number;
  /** standard error of the difference under the null hypothesis (pooled) */
  readonly standardError: number;
  readonly z: number;
  /** two-sided p-value: the chance of a gap at least this large if there were no real difference */
  readonly pValue: number;
  /** e.g. 0.95 */
  readonly confidenceLevel: number;
  readonly significant: boolean;
  /** confidence interval of `difference` (unpooled standard error), at `confidenceLevel` */
  readonly differenceInterval: readonly [low: number, high: number];
}

function checkCounts(name: string, counts: VariantCounts): void {
  const { visitors, conversions } = counts;
  if (!Number.isInteger(visitors) || visitors <= 0) {
    throw new RangeError(`${name}: visitors must be a whole number above 0 (got ${visitors}).`);
  }
  if (!Number.isInteger(conversions) || conversions < 0 || conversions > visitors) {
    throw new RangeError(`${name}: conversions must be a whole number from 0 to the visitors (got ${conversions}).`);
  }
}

/**
 * Two-sided two-proportion z-test of "B converts differently from A" (pooled standard error),
 * the test behind `prop.test(correct = FALSE)` in R and `proportions_ztest` in statsmodels.
 * With identical all-or-nothing rates the standard error is 0: z is 0 and p is 1.
 */
export function twoProportionZTest(a: VariantCounts, b: VariantCounts, confidenceLevel = 0.95): TwoProportionTest {
  checkCounts('A', a);
  checkCounts('B', b);
  if (!(confidenceLevel > 0 && confidenceLevel < 1)) {
    throw new RangeError(`confidenceLevel must be between 0 and 1 (got ${confidenceLevel}).`);
  }
  const rateA = a.conversions / a.visitors;
  const rateB = b.conversions / b.visitors;
  const difference = rateB - rateA;
  const pooledRate = (a.conversions + b.conversions) / (a.visitors + b.visitors);
  const standardError = Math.sqrt(pooledRate * (1 - pooledRate) * (1 / a.visitors + 1 / b.visitors));
  const z = standardError === 0 ? 0 : difference / standardError;
  const pValue = Math.min(1, 2 * normalCdf(-Math.abs(z)));
  const alpha = 1 - confidenceLevel;
  const critical = normalQuantile(1 - alpha / 2);
  const unpooled = Math.sqrt((rateA * (1 - rateA)) / a.visitors + (rateB * (1 - rateB)) / b.visitors);
  return {
    rateA,
    rateB,
    difference,
    relativeUplift: rateA === 0 ? Number.NaN : difference / rateA,
    pooledRate,
    standardError,
    z,
    pValue,
    confidenceLevel,
    significant: pValue < alpha,
    differenceInterval: [difference - critical * unpooled, difference + critical * unpooled],
  };
}

/** "7.0%" style: a rate (0-1) as a percentage with `digits` decimals. */
export function formatPercent(rate: number, digits = 1): string {
  if (!Number.isFinite(rate)) return '–';
  return `${(rate * 100).toFixed(digits)}%`;
}

/** "+28.5%" / "−3.1%": a signed relative change, with a true minus sign. */
export function formatSignedPercent(rate: number, digits = 1): string {
  if (!Number.isFinite(rate)) return '–';
  const text = formatPercent(Math.abs(rate), digits);
  if (Number((rate * 100).toFixed(digits)) === 0) return text;
  return rate > 0 ? `+${text}` : `\u2212${text}`;
}

/** A p-value the way people read it: "0.011", or "< 0.001" for very small ones. */
export function formatPValue(p: number): string {
  if (!Number.isFinite(p)) return '–';
  if (p < 0.001) return '< 0.001';
  return p.toFixed(3);
}

/**
 * Wilson score interval of one conversion rate at `confidenceLevel`: unlike the textbook
 * "rate ± z·SE" it stays inside 0-100% and behaves with few conversions.
 */
export function proportionInterval(counts: VariantCounts, confidenceLevel = 0.95): readonly [low: number, high: number] {
  checkCounts('counts', counts);
  const n = counts.visitors;
  const p = counts.conversions / n;
  const z = normalQuantile(1 - (1 - confidenceLevel) / 2);
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
