import { useId, type ReactNode } from 'react';
import type { CustomerWorkflowPlan, WorkflowPlanType } from '../../../domain/plans';
import { Badge } from '../../primitives/Badge';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Dialog, DialogClose } from '../../primitives/Dialog';
import * as styles from './UpgradeDialog.css';

export type UpgradePlan = Pick<CustomerWorkflowPlan, 'planType' | 'name' | 'priceText' | 'features' | 'popular'>;

export interface UpgradeDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** "Upgrade Required" */
  readonly title: string;
  readonly description: string;
  /** The plans offered, in the order shown. */
  readonly plans: readonly UpgradePlan[];
  readonly onChoose: (planType: WorkflowPlanType) => void;
  /** The plan whose checkout is starting: its button shows progress, the others wait. */
  readonly pendingPlan?: WorkflowPlanType | null;
  /** Announced while checkout is starting ("Taking you to secure checkout…"). */
  readonly pendingLabel: string;
  /** A short, polite message when checkout could not start. */
  readonly error?: { readonly title: string; readonly hint?: ReactNode } | null;
  /** The button that closes without choosing ("Maybe Later"). */
  readonly maybeLaterLabel: string;
  /** Badge on the popular plan ("Most Popular"). */
  readonly popularLabel: string;
  /**
   * Where focus goes when the dialog closes. By default focus returns to whatever had it when
   * the dialog opened; pass the opener when several buttons open the same dialog.
   */
  readonly finalFocusEl?: () => HTMLElement | null;
}

/**
 * The Upgrade Required dialog (spec section 2): one button per plan ("Professional — $49/month"),
 * each described by its features, and Maybe Later. Presentational: the page runs the checkout
 * and passes its progress and any error back in.
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  title,
  description,
  plans,
  onChoose,
  pendingPlan = null,
  pendingLabel,
  error,
  maybeLaterLabel,
  popularLabel,
  finalFocusEl,
}: UpgradeDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="medium"
      finalFocusEl={finalFocusEl}
      footer={
        <DialogClose asChild>
          <Button tone="ghost">{maybeLaterLabel}</Button>
        </DialogClose>
      }
    >
      <div className={styles.body}>
        {error ? (
          <Banner tone="critical" title={error.title}>
            {error.hint}
          </Banner>
        ) : null}
        <ul className={styles.options} role="list">
          {plans.map((plan) => {
            const featuresId = `${id}-${plan.planType}-features`;
            const pending = pendingPlan === plan.planType;
            return (
              <li key={plan.planType} className={styles.option({ popular: plan.popular })}>
                {plan.popular ? (
                  <Badge tone="accent" emphasis="strong" className={styles.badge}>
                    {popularLabel}
                  </Badge>
                ) : null}
                <Button
                  fullWidth
                  size="large"
                  tone={plan.popular ? 'primary' : 'secondary'}
                  loading={pending}
                  disabled={pendingPlan !== null && !pending}
                  aria-describedby={featuresId}
                  onClick={() => onChoose(plan.planType)}
                  data-plan={plan.planType}
                >
                  {/* keeps the dash with the name when the label wraps */}
                  {plan.name}&nbsp;— {plan.priceText}
                </Button>
                <p id={featuresId} className={styles.features}>
                  {plan.features.join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
        <p role="status" className={styles.status}>
          {pendingPlan ? pendingLabel : null}
        </p>
      </div>
    </Dialog>
  );
}
