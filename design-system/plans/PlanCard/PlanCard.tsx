import { clsx } from 'clsx';
import { Children, useId, type ReactNode } from 'react';
import { Check, CircleAlert, Cpu, HardDrive, MemoryStick, Network } from 'lucide-react';
import { formatUsd, hostingSaving, type CustomerWorkflowPlan, type HostingPlan, type WorkflowPlanType } from '../../../domain/plans';
import { Badge } from '../../primitives/Badge';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Form } from '../../primitives/Form';
import { Heading } from '../../primitives/Heading';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PlanCard.css';
import type { PlanGridVariants } from './PlanCard.css';

/** A subscription plan (A/B Testing, Heat Maps, service packages): the default variant. */
export interface SubscriptionPlanCardProps {
  readonly variant?: 'subscription';
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
  /** the button posts this form before the page's scripts run (then `onSelect` takes over) */
  form?: PlanCheckoutForm;
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

/** A managed hosting plan (/hosting): discounted price, saving, server specs and an action. */
export interface HostingPlanCardProps {
  readonly variant: 'hosting';
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

/** A customer workflow plan (/customer-workflows): price, what it includes, and a button that starts checkout. */
export interface WorkflowPlanCardProps {
  readonly variant: 'workflow';
  readonly plan: Pick<CustomerWorkflowPlan, 'planType' | 'name' | 'priceText' | 'features' | 'popular'>;
  /** Badge on the popular plan ("Most Popular"). */
  readonly popularLabel: string;
  /** Button text ("Choose Professional"). */
  readonly ctaLabel: string;
  readonly onChoose?: (planType: WorkflowPlanType) => void;
  /** the button posts this form before the page's scripts run (then `onChoose` takes over) */
  readonly form?: PlanCheckoutForm;
  /** This plan's checkout is starting: the button shows progress and ignores presses. */
  readonly loading?: boolean;
  /** Another plan's checkout is starting. */
  readonly disabled?: boolean;
  /** A short, polite message when this plan's checkout could not start. */
  readonly error?: { readonly title: string; readonly hint?: ReactNode } | null;
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

/**
 * A plan button that also works before (and without) the page's scripts: the button submits a
 * `<form method="post">` to `action` with these hidden fields. Once the page has hydrated, the
 * card's `onSelect` / `onChoose` takes the press instead of the post.
 */
export interface PlanCheckoutForm {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** The button inside its form when there is one; the press goes to `onPress` instead of the post once it is wired. */
function CheckoutForm({ form, onPress, children }: { form: PlanCheckoutForm | undefined; onPress: (() => void) | undefined; children: ReactNode }) {
  if (!form) return <>{children}</>;
  return (
    <Form
      method="post"
      action={form.action}
      className={styles.form}
      onSubmit={(event) => {
        if (!onPress) return;
        event.preventDefault();
        onPress();
      }}
    >
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

export type PlanCardProps = SubscriptionPlanCardProps | HostingPlanCardProps | WorkflowPlanCardProps;

/** One plan on a Card: a subscription plan (the default), a hosting plan or a customer workflow plan. */
export function PlanCard(props: PlanCardProps) {
  if (props.variant === 'hosting') return <HostingPlanBody {...props} />;
  if (props.variant === 'workflow') return <WorkflowPlanBody {...props} />;
  return <SubscriptionPlanBody {...props} />;
}

/** What the plan includes, each with a tick. */
function FeatureList({ features, size }: { features: readonly string[]; size: 'standard' | 'small' }) {
  return (
    <ul className={styles.features} role="list">
      {features.map((feature) => (
        <li key={feature} className={styles.feature({ size })}>
          <Check className={styles.featureIcon({ size })} aria-hidden="true" focusable="false" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One plan: name, price, what it includes and the one thing to do about it. The error area is
 * always in the page (empty when there is nothing to say), so a message that appears in it is
 * announced; the button points at it with aria-describedby while it has something to say.
 */
function SubscriptionPlanBody({
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
  form,
  loading = false,
  loadingLabel,
  disabled = false,
  error,
  action,
  headingLevel = 3,
  className,
}: SubscriptionPlanCardProps) {
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
      className={clsx(styles.root, className)}
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
            <CheckoutForm form={current ? undefined : form} onPress={onSelect}>
              <Button
                type={form && !current ? 'submit' : 'button'}
                tone={popular ? 'primary' : 'secondary'}
                fullWidth
                disabled={current || disabled}
                loading={loading}
                onClick={form && !current ? undefined : onSelect}
                aria-describedby={hasError ? errorId : undefined}
              >
                {label}
                {actionContext && !current ? <VisuallyHidden>{actionContext}</VisuallyHidden> : null}
              </Button>
            </CheckoutForm>
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
      <FeatureList features={features} size="standard" />
    </Card>
  );
}

/**
 * The card of a hosting or workflow plan: an article named by its heading, with the strong edge
 * (the popular one in the accent colour) and its plan id for tests and analytics.
 */
function PlanArticle({ popular, planId, headingId, className, bodyClassName, children }: {
  popular: boolean | undefined;
  planId: string;
  headingId: string;
  className: string | undefined;
  bodyClassName: string;
  children: ReactNode;
}) {
  return (
    <Card as="article" tone={popular ? 'highlight' : 'default'} edge="strong" className={className} bodyClassName={bodyClassName} aria-labelledby={headingId} data-plan={planId}>
      {children}
    </Card>
  );
}

const specIcons = { cpu: Cpu, ram: MemoryStick, storage: HardDrive, bandwidth: Network } as const;
const specNames = { cpu: 'Processor', ram: 'Memory', storage: 'Storage', bandwidth: 'Bandwidth' } as const;

/**
 * One hosting plan: name, description, the discounted price beside the struck-through original,
 * "Save $N", specs, features and an action. The price is read as "Was $49, now $29 per month":
 * a strike-through says nothing to a screen reader, so the visual price is hidden from it.
 */
function HostingPlanBody({ plan, popularLabel, perMonthLabel, saveLabel, action, headingLevel = 3, className }: HostingPlanCardProps) {
  const headingId = `hosting-plan-${plan.id}`;
  return (
    <PlanArticle popular={plan.popular} planId={plan.id} headingId={headingId} className={className} bodyClassName={styles.hostingBody}>
      {plan.popular ? (
        <Badge tone="accent" emphasis="strong" className={styles.cornerBadge}>
          {popularLabel}
        </Badge>
      ) : null}
      <div className={styles.hostingHeader}>
        <Heading level={headingLevel} size="large" id={headingId}>
          {plan.name}
        </Heading>
        <p className={styles.description}>{plan.description}</p>
      </div>

      <div className={styles.hostingPricing}>
        <p className={styles.hostingPriceLine}>
          <VisuallyHidden>
            Was {formatUsd(plan.originalPrice)}, now {formatUsd(plan.price)} per month.
          </VisuallyHidden>
          <span aria-hidden="true" className={styles.hostingPriceVisual}>
            <s className={styles.originalPrice}>{formatUsd(plan.originalPrice)}</s>
            <span className={styles.hostingAmount}>{formatUsd(plan.price)}</span>
            <span className={styles.perMonth}>{perMonthLabel}</span>
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

      <FeatureList features={plan.features} size="small" />

      {action ? <div className={styles.actions}>{action}</div> : null}
    </PlanArticle>
  );
}

/** A customer workflow plan: name, price, what it includes, and a button that starts checkout. */
function WorkflowPlanBody({
  plan,
  popularLabel,
  ctaLabel,
  onChoose,
  form,
  loading = false,
  disabled = false,
  error,
  headingLevel = 3,
  className,
}: WorkflowPlanCardProps) {
  const headingId = `workflow-plan-${plan.planType}`;
  return (
    <PlanArticle popular={plan.popular} planId={plan.planType} headingId={headingId} className={className} bodyClassName={styles.workflowBody}>
      <div className={styles.workflowTop}>
        <Heading level={headingLevel} size="large" id={headingId}>
          {plan.name}
        </Heading>
        {plan.popular ? (
          <Badge tone="accent" emphasis="strong">
            {popularLabel}
          </Badge>
        ) : null}
      </div>
      <p className={styles.workflowPrice}>{plan.priceText}</p>
      <FeatureList features={plan.features} size="small" />
      {/* Above the button, so the buttons of neighbouring cards stay in line. */}
      {error ? (
        <Banner tone="critical" title={error.title}>
          {error.hint}
        </Banner>
      ) : null}
      {onChoose || form ? (
        <CheckoutForm form={form} onPress={onChoose ? () => onChoose(plan.planType) : undefined}>
          <Button
            type={form ? 'submit' : 'button'}
            fullWidth
            tone={plan.popular ? 'primary' : 'secondary'}
            loading={loading}
            disabled={disabled && !loading}
            onClick={form || !onChoose ? undefined : () => onChoose(plan.planType)}
          >
            {ctaLabel}
          </Button>
        </CheckoutForm>
      ) : null}
    </PlanArticle>
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
    <ul className={clsx(styles.grid({ maxColumns }), className)} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={(child as { key?: string | null }).key ?? index} className={styles.gridItem}>
          {child}
        </li>
      ))}
    </ul>
  );
}
