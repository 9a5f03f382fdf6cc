import { clsx } from 'clsx';
import { Heading } from '../../primitives/Heading';
import * as styles from './MigrationSteps.css';

export interface MigrationStep {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

export interface MigrationStepsProps {
  readonly steps: readonly MigrationStep[];
  /** Outline level of each step's title. */
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

/**
 * Numbered steps in order, side by side on wide screens and stacked on a phone. An ordered
 * list, so a screen reader says "1 of 3"; the big numbers are that list's markers drawn large.
 */
export function MigrationSteps({ steps, headingLevel = 3, className }: MigrationStepsProps) {
  return (
    <ol className={clsx(styles.list, className)} role="list">
      {steps.map((step, index) => (
        <li key={step.id} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.text}>
            <Heading level={headingLevel} size="standard">
              {step.title}
            </Heading>
            <p className={styles.description}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
