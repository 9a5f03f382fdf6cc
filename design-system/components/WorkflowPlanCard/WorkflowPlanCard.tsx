import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import type { CustomerWorkflowPlan, WorkflowPlanType } from '../../../domain/plans';
import { Badge } from '../Badge';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Heading } from '../Heading';
import * as styles from './WorkflowPlanCard.css';

export interface WorkflowPlanCardProps {
  readonly plan: Pick<CustomerWorkflowPlan, 'planType' | 'name' | 'priceText' | 'features' | 'popular'>;
  /** Badge on the popular plan ("Most Popular"). */
  readonly popularLabel: string;
  /** Button text ("Choose Professional"). */
  readonly ctaLabel: string;
  readonly onChoose?: (planType: WorkflowPlanType) => void;
  /** This plan's checkout is starting: the button shows progress and ignores presses. */
  readonly loading?: boolean;
  /** Another plan's checkout is starting. */
  readonly disabled?: boolean;
  /** A short, polite message when this plan's checkout could not start. */
  readonly error?: { readonly title: string; readonly hint?: ReactNode } | null;
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

/** A customer workflow plan: name, price, what it includes, and a button that starts checkout. */
export function WorkflowPlanCard({
  plan,
  popularLabel,
  ctaLabel,
  onChoose,
  loading = false,
  disabled = false,
  error,
  headingLevel = 3,
  className,
}: WorkflowPlanCardProps) {
  const headingId = `workflow-plan-${plan.planType}`;
  return (
    <article
      className={[styles.root({ popular: plan.popular }), className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-plan={plan.planType}
    >
      <div className={styles.top}>
        <Heading level={headingLevel} size="large" id={headingId}>
          {plan.name}
        </Heading>
        {plan.popular ? (
          <Badge tone="accent" emphasis="strong">
            {popularLabel}
          </Badge>
        ) : null}
      </div>
      <p className={styles.price}>{plan.priceText}</p>
      <ul className={styles.features} role="list">
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Check aria-hidden="true" focusable="false" className={styles.featureIcon} />
            {feature}
          </li>
        ))}
      </ul>
      {/* Above the button, so the buttons of neighbouring cards stay in line. */}
      {error ? (
        <Banner tone="critical" title={error.title}>
          {error.hint}
        </Banner>
      ) : null}
      {onChoose ? (
        <Button
          fullWidth
          tone={plan.popular ? 'primary' : 'secondary'}
          loading={loading}
          disabled={disabled && !loading}
          onClick={() => onChoose(plan.planType)}
        >
          {ctaLabel}
        </Button>
      ) : null}
    </article>
  );
}
