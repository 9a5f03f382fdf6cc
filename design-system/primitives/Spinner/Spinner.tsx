import { clsx } from 'clsx';
import * as styles from './Spinner.css';
import type { SpinnerVariants } from './Spinner.css';
import { VisuallyHidden } from '../VisuallyHidden';

export type SpinnerProps = SpinnerVariants & {
  /** What is loading, read by screen readers ("Loading servers"). */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  /**
   * Inside a control that already says it is busy (aria-busy), the spinner is decoration only.
   */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ label = 'Loading', showLabel = false, decorative = false, size, className }: SpinnerProps) {
  const circle = <span className={styles.circle({ size })} aria-hidden="true" />;
  if (decorative) {
    return <span className={clsx(styles.root, className)}>{circle}</span>;
  }
  return (
    <span role="status" className={clsx(styles.root, className)}>
      {circle}
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
