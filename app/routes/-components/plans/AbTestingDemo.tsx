import { useId, useState } from 'react';
import { Form, Heading, SignificancePanel, Stack, Text, TextField } from '../../../../design-system';
import { sampleEarlyExperiment, sampleExperiment, type SampleExperiment } from '../../../../domain/samples/plans';
import { abTestingProduct } from '../../../../domain/products';
import { formatPValue, twoProportionZTest } from '../../../../domain/statistics';
import * as styles from './plans.css';

type Counts = { aVisitors: string; aConversions: string; bVisitors: string; bConversions: string };

const initial: Counts = {
  aVisitors: String(sampleEarlyExperiment.variants[0].visitors),
  aConversions: String(sampleEarlyExperiment.variants[0].conversions),
  bVisitors: String(sampleEarlyExperiment.variants[1].visitors),
  bConversions: String(sampleEarlyExperiment.variants[1].conversions),
};

const maxVisitors = 100_000_000;

function parseCount(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= maxVisitors ? value : null;
}

/** Field errors for the four counts, or the experiment they describe. */
function readCalculator(counts: Counts): { errors: Partial<Record<keyof Counts, string>>; experiment: SampleExperiment | null } {
  const errors: Partial<Record<keyof Counts, string>> = {};
  const values = {
    aVisitors: parseCount(counts.aVisitors),
    aConversions: parseCount(counts.aConversions),
    bVisitors: parseCount(counts.bVisitors),
    bConversions: parseCount(counts.bConversions),
  };
  for (const key of ['aVisitors', 'bVisitors'] as const) {
    if (values[key] === null || values[key] === 0) errors[key] = 'Enter a whole number of visitors above 0.';
  }
  for (const [conversions, visitors] of [
    ['aConversions', 'aVisitors'],
    ['bConversions', 'bVisitors'],
  ] as const) {
    const c = values[conversions];
    const v = values[visitors];
    if (c === null) errors[conversions] = 'Enter a whole number of conversions.';
    else if (v !== null && c > v) errors[conversions] = 'Conversions cannot exceed visitors.';
  }
  if (Object.keys(errors).length > 0) return { errors, experiment: null };
  return {
    errors,
    experiment: {
      name: 'Your test',
      goal: 'Conversions',
      variants: [
        {
          id: 'A',
          name: 'Version A',
          description: 'Your current version.',
          visitors: values.aVisitors!,
          conversions: values.aConversions!,
        },
        { id: 'B', name: 'Version B', description: 'Your challenger.', visitors: values.bVisitors!, conversions: values.bConversions! },
      ],
    },
  };
}

/** Four counts in, the same significance test out: visitors can check their own numbers. */
function SignificanceCalculator() {
  const id = useId();
  const [counts, setCounts] = useState<Counts>(initial);
  const { errors, experiment } = readCalculator(counts);
  const test = experiment ? twoProportionZTest(experiment.variants[0], experiment.variants[1]) : null;
  const field = (key: keyof Counts, label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={counts[key]}
      error={errors[key]}
      onChange={(event) => setCounts((previous) => ({ ...previous, [key]: event.target.value }))}
    />
  );
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Heading level={2} id={`${id}-title`}>
          Try your own numbers
        </Heading>
        <Text tone="muted">Enter the visitors and conversions of each version; the test runs as you type.</Text>
      </Stack>
      <Form className={styles.calculator} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Version A</legend>
          {field('aVisitors', 'Visitors')}
          {field('aConversions', 'Conversions')}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Version B</legend>
          {field('bVisitors', 'Visitors')}
          {field('bConversions', 'Conversions')}
        </fieldset>
      </Form>
      <p role="status" className={styles.calculatorStatus}>
        {test
          ? `${test.significant ? 'Significant at 95% confidence' : 'Not yet significant'}: z = ${test.z.toFixed(2)}, p = ${formatPValue(test.pValue)}.`
          : 'Fix the highlighted numbers to see the result.'}
      </p>
      {experiment ? <SignificancePanel experiment={experiment} headingLevel={3} /> : null}
    </Stack>
  );
}

/** The A/B testing Demo tab: a finished sample experiment, then a calculator. */
export function AbTestingDemo() {
  return (
    <Stack space="xlarge">
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={2}>A sample experiment</Heading>
          <Text tone="muted">{abTestingProduct.demoIntro}</Text>
        </Stack>
        <SignificancePanel experiment={sampleExperiment} headingLevel={3} />
      </Stack>
      <SignificanceCalculator />
    </Stack>
  );
}
