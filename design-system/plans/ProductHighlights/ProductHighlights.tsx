import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import * as styles from './ProductHighlights.css';

export interface Highlight {
  readonly title: string;
  readonly text: string;
  /** decorative; hidden from screen readers */
  readonly icon?: ReactNode;
}

export interface ProductHighlightsProps {
  items: readonly Highlight[];
  /** level of each highlight's title */
  headingLevel?: 3 | 4;
  className?: string;
}

/** What a product does, as a grid of short titled points with an icon each. */
export function ProductHighlights({ items, headingLevel = 3, className }: ProductHighlightsProps) {
  return (
    <ul className={clsx(styles.grid, className)}>
      {items.map((item) => (
        <Card as="li" key={item.title} lift="none" bodyClassName={styles.item}>
          {item.icon ? (
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <Heading level={headingLevel} size="standard" className={styles.title}>
            {item.title}
          </Heading>
          <p className={styles.text}>{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}

export interface ProductStepsProps {
  steps: readonly { readonly title: string; readonly text: string }[];
  /** "Step" in "Step 1" */
  stepLabel?: string;
  headingLevel?: 3 | 4;
  className?: string;
}

/** How it works, as numbered steps (an ordered list, so the numbers are read too). */
export function ProductSteps({ steps, stepLabel = 'Step', headingLevel = 3, className }: ProductStepsProps) {
  return (
    <ol className={clsx(styles.steps, className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {stepLabel} {index + 1}
          </span>
          <Heading level={headingLevel} size="standard" className={styles.title}>
            {step.title}
          </Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
