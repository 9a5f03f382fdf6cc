import { Children, useId, type ReactNode } from 'react';
import { Check, CircleAlert } from 'lucide-react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './PlanCard.css';
import type { PlanGridVariants } from './PlanCard.css';

export interface PlanCardProps {
  /** "Pro" */
  name: string;
  /** the price as shown: "$29" */
  price: string;
  /** after the price: "/month"; none for a free plan */
  period?: string;
  /** one line under the price */
  description?: ReactNode;
  features: readonly string[];
  /** highlight the card and show `popularLabel` */
  popular?: boolean;
  /** "Most Popular" (domain/messages) */
  popularLabel?: string;
  /** the visitor's plan: the button reads `currentLabel` and is disabled */
  current?: boolean;
  /** "Current Plan" (domain/messages) */
  currentLabel?: string;
  /** the button's visible text: "Subscribe to Pro" */
  actionLabel: string;
  /**
   * Said to screen readers after the label, for pages with several products:
   * " (A/B Testing)" makes "Subscribe to Pro (A/B Testing)".
   */
  actionContext?: string;
  onSelect?: () => void;
  /** checkout is starting for this plan: spinner, `loadingLabel`, clicks ignored */
  loading?: boolean;
  loadingLabel?: string;
  /** another plan's checkout is under way: this one cannot start */
  disabled?: boolean;
  /** a short, polite message shown (and announced) next to the button */
  error?: ReactNode;
  /** replaces the button, e.g. a link to the product page */
  action?: ReactNode;
  /** outline level of the plan name; 3 under a section's h2 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One plan: name, price, what it includes and the one thing to do about it. The error area is
 * always in the page (empty when there is nothing to say), so a message that appears in it is
 * announced; the button points at it with aria-describedby while it has something to say.
 */
export function PlanCard({
  name,
  price,
  period,
  description,
  features,
  popular = false,
  popularLabel = 'Most Popular',
  current = false,
  currentLabel = 'Current Plan',
  actionLabel,
  actionContext,
  onSelect,
  loading = false,
  loadingLabel,
  disabled = false,
  error,
  action,
  headingLevel = 3,
  className,
}: PlanCardProps) {
  const id = useId();
  const headingId = `${id}-name`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const label = current ? currentLabel : loading && loadingLabel ? loadingLabel : actionLabel;

  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      tone={popular ? 'highlight' : 'default'}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-plan={name}
      data-popular={popular || undefined}
      data-current={current || undefined}
      header={
        <div className={styles.header}>
          <div className={styles.badgeRow}>
            {popular ? (
              <Badge tone="accent" emphasis="strong">
                {popularLabel}
              </Badge>
            ) : null}
          </div>
          <Heading level={headingLevel} size="large" id={headingId}>
            {name}
          </Heading>
          <p className={styles.price}>
            <span className={styles.amount}>{price}</span>
            {period ? <span className={styles.period}>{period}</span> : null}
          </p>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      }
      footer={
        <div className={styles.actions}>
          {action ?? (
            <Button
              tone={popular ? 'primary' : 'secondary'}
              fullWidth
              disabled={current || disabled}
              loading={loading}
              onClick={onSelect}
              aria-describedby={hasError ? errorId : undefined}
            >
              {label}
              {actionContext && !current ? <VisuallyHidden>{actionContext}</VisuallyHidden> : null}
            </Button>
          )}
          <div id={errorId} role="alert" className={styles.error}>
            {hasError ? (
              <>
                <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
                <span>{error}</span>
              </>
            ) : null}
          </div>
        </div>
      }
    >
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Check className={styles.featureIcon} aria-hidden="true" focusable="false" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export interface PlanGridProps extends PlanGridVariants {
  /** PlanCards; each becomes an item of the list */
  children: ReactNode;
  /** names the list for screen readers: "A/B Testing plans" */
  label?: string;
  className?: string;
}

/** Plan cards side by side (one column on phones), as a list. */
export function PlanGrid({ children, label, maxColumns, className }: PlanGridProps) {
  return (
    <ul className={[styles.grid({ maxColumns }), className].filter(Boolean).join(' ')} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={(child as { key?: string | null }).key ?? index} className={styles.gridItem}>
          {child}
        </li>
      ))}
    </ul>
  );
}
