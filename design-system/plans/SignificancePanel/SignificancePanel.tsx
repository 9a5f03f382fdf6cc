import { clsx } from 'clsx';
import { useId, type CSSProperties } from 'react';
import type { SampleExperiment } from '../../../domain/samples/plans';
import { formatPValue, formatPercent, formatSignedPercent, proportionInterval, twoProportionZTest } from '../../../domain/statistics';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import * as styles from './SignificancePanel.css';
import { groupDigits } from '../../../domain/format';

export interface SignificancePanelProps {
  experiment: SampleExperiment;
  /** 0.95 by default */
  confidenceLevel?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Sets vanilla-extract variables inline (`createVar()` gives `var(--name)`). */
function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(Object.entries(values).map(([variable, value]) => [variable.slice(4, -1), value])) as CSSProperties;
}

const count = (n: number) => groupDigits(n);
const points = (rate: number) => `${rate >= 0 ? '+' : '\u2212'}${Math.abs(rate * 100).toFixed(2)} pts`;

/**
 * An A/B test's result: each version's visitors, conversions and rate (with its interval), the
 * relative uplift, and a two-proportion z-test saying whether the gap is more than chance.
 * Everything is computed from the counts it is given (domain/statistics).
 */
export function SignificancePanel({ experiment, confidenceLevel = 0.95, headingLevel = 3, className }: SignificancePanelProps) {
  const id = useId();
  const [a, b] = experiment.variants;
  const test = twoProportionZTest(a, b, confidenceLevel);
  const confidence = `${Math.round(confidenceLevel * 100)}%`;
  const alpha = `${Math.round((1 - confidenceLevel) * 100)}%`;
  const intervals = [proportionInterval(a, confidenceLevel), proportionInterval(b, confidenceLevel)] as const;
  // One axis for both bars: a little beyond the higher interval, so whiskers fit.
  const axisMax = Math.max(intervals[0][1], intervals[1][1]) * 1.15 || 1;
  const leader = test.difference > 0 ? 1 : test.difference < 0 ? 0 : -1;
  const [winner, loser] = leader === 0 ? [a, b] : [b, a];
  const upliftOfWinner = leader === 0 ? (test.rateA - test.rateB) / test.rateB : test.relativeUplift;
  const percentOfTime = test.pValue < 0.001 ? 'less than 0.1%' : `about ${formatPercent(test.pValue, test.pValue < 0.1 ? 1 : 0)}`;

  return (
    <section
      className={clsx(styles.root, className)}
      aria-labelledby={`${id}-title`}
      data-significant={test.significant}
    >
      <div>
        <Heading level={headingLevel} size="large" id={`${id}-title`}>
          {experiment.name}
        </Heading>
        <p className={styles.meta}>
          Goal: {experiment.goal}
          {experiment.days ? ` · ${experiment.days} days` : ''} · {count(a.visitors + b.visitors)} visitors
        </p>
      </div>

      <ul className={styles.variants} aria-label="Versions">
        {experiment.variants.map((v, index) => {
          const rate = v.conversions / v.visitors;
          const [low, high] = intervals[index]!;
          const leading = leader === index;
          // Green marks a winner only; a version merely ahead keeps the neutral look.
          const winning = leading && test.significant;
          return (
            <Card
              as="li"
              key={v.id}
              lift="none"
              tone={winning ? 'selected' : 'default'}
              edge={winning ? 'strong' : 'standard'}
              bodyClassName={styles.variant}
              data-variant={v.id}
            >
              <div className={styles.variantHead}>
                <Heading level={(headingLevel + 1) as 3 | 4 | 5} size="standard" className={styles.variantName}>
                  {v.name}
                </Heading>
                {leading ? (
                  <Badge tone={test.significant ? 'positive' : 'neutral'}>{test.significant ? 'Winner' : 'Ahead so far'}</Badge>
                ) : null}
              </div>
              <p className={styles.small}>{v.description}</p>
              <p className={styles.rate}>{formatPercent(rate, 2)}</p>
              <p className={styles.small}>
                {count(v.conversions)} of {count(v.visitors)} visitors converted
              </p>
              <div
                className={styles.track}
                aria-hidden="true"
                style={inlineVars({
                  [styles.barWidth]: `${(rate / axisMax) * 100}%`,
                  [styles.intervalStart]: `${(low / axisMax) * 100}%`,
                  [styles.intervalWidth]: `${((high - low) / axisMax) * 100}%`,
                })}
              >
                <span className={styles.bar({ leading: winning })} />
                <span className={styles.interval} />
              </div>
              <p className={styles.small}>
                {confidence} interval: {formatPercent(low, 2)} to {formatPercent(high, 2)}
              </p>
            </Card>
          );
        })}
      </ul>

      <div className={styles.verdict({ significant: test.significant })} role="group" aria-labelledby={`${id}-verdict`}>
        <div>
          <Badge id={`${id}-verdict`} tone={test.significant ? 'positive' : 'caution'} emphasis="soft">
            {test.significant ? `Significant at ${confidence} confidence` : 'Not yet significant'}
          </Badge>
        </div>
        <p className={styles.verdictText}>
          {leader === -1 ? (
            <>Both versions convert at exactly the same rate so far.</>
          ) : (
            <>
              <strong>
                Version {winner.id} converts {formatPercent(Math.abs(upliftOfWinner))} better
              </strong>{' '}
              than version {loser.id} ({formatPercent(leader === 1 ? test.rateB : test.rateA, 2)} against{' '}
              {formatPercent(leader === 1 ? test.rateA : test.rateB, 2)}).
            </>
          )}{' '}
          If both versions really converted equally, a gap this large would turn up by chance {percentOfTime} of the time (p ={' '}
          {formatPValue(test.pValue)}).{' '}
          {test.significant
            ? `That is below the ${alpha} threshold, so the difference is very likely real.`
            : `That is above the ${alpha} threshold, so keep the test running before choosing a winner.`}
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Relative uplift (B vs A)</dt>
            <dd className={styles.figureValue}>{formatSignedPercent(test.relativeUplift)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Difference</dt>
            <dd className={styles.figureValue}>{points(test.difference)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{confidence} interval of the difference</dt>
            <dd className={styles.figureValue}>
              {points(test.differenceInterval[0])} to {points(test.differenceInterval[1])}
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>z score</dt>
            <dd className={styles.figureValue}>{test.z.toFixed(2)}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>p-value (two-sided)</dt>
            <dd className={styles.figureValue}>{formatPValue(test.pValue)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
