import type { ReactNode } from 'react';
import { Check, Cpu, HardDrive, MemoryStick, Network } from 'lucide-react';
import { formatUsd, hostingSaving, type HostingPlan } from '../../../domain/plans';
import { Badge } from '../Badge';
import { Heading } from '../Heading';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './HostingPlanCard.css';

export interface HostingPlanCardProps {
  readonly plan: HostingPlan;
  /** The badge on the popular plan ("Most Popular"). */
  readonly popularLabel: string;
  /** Suffix after the price ("/mo"). */
  readonly perMonthLabel: string;
  /** Before the saving ("Save", giving "Save $40"). */
  readonly saveLabel: string;
  /** The call to action, usually a `Button asChild` around a router `Link`. */
  readonly action?: ReactNode;
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

const specIcons = { cpu: Cpu, ram: MemoryStick, storage: HardDrive, bandwidth: Network } as const;
const specNames = { cpu: 'Processor', ram: 'Memory', storage: 'Storage', bandwidth: 'Bandwidth' } as const;

/**
 * One hosting plan: name, description, the discounted price beside the struck-through original,
 * "Save $N", specs, features and an action. The price is read as "Was $49, now $29 per month":
 * a strike-through says nothing to a screen reader, so the visual price is hidden from it.
 */
export function HostingPlanCard({ plan, popularLabel, perMonthLabel, saveLabel, action, headingLevel = 3, className }: HostingPlanCardProps) {
  const headingId = `hosting-plan-${plan.id}`;
  return (
    <article
      className={[styles.root({ popular: plan.popular }), className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-plan={plan.id}
    >
      {plan.popular ? (
        <Badge tone="accent" emphasis="strong" className={styles.popularBadge}>
          {popularLabel}
        </Badge>
      ) : null}
      <div className={styles.header}>
        <Heading level={headingLevel} size="large" id={headingId}>
          {plan.name}
        </Heading>
        <p className={styles.description}>{plan.description}</p>
      </div>

      <div className={styles.pricing}>
        <p className={styles.priceLine}>
          <VisuallyHidden>
            Was {formatUsd(plan.originalPrice)}, now {formatUsd(plan.price)} per month.
          </VisuallyHidden>
          <span aria-hidden="true" className={styles.priceVisual}>
            <s className={styles.originalPrice}>{formatUsd(plan.originalPrice)}</s>
            <span className={styles.price}>{formatUsd(plan.price)}</span>
            <span className={styles.per}>{perMonthLabel}</span>
          </span>
        </p>
        <Badge tone="positive">
          {saveLabel} {formatUsd(hostingSaving(plan))}
        </Badge>
      </div>

      <dl className={styles.specs}>
        {(Object.keys(specNames) as Array<keyof typeof specNames>).map((key) => {
          const Icon = specIcons[key];
          return (
            <div key={key} className={styles.spec}>
              <dt className={styles.specName}>
                <Icon aria-hidden="true" focusable="false" className={styles.specIcon} />
                <VisuallyHidden>{specNames[key]}</VisuallyHidden>
              </dt>
              <dd className={styles.specValue}>{plan.specs[key]}</dd>
            </div>
          );
        })}
      </dl>

      <ul className={styles.features} role="list">
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Check aria-hidden="true" focusable="false" className={styles.featureIcon} />
            {feature}
          </li>
        ))}
      </ul>

      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
