import { Children, useId, type ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/TextLink';
import * as styles from './PricingFamily.css';

export interface PricingFamilyProps {
  /** the section's h2: "A/B Testing" */
  title: string;
  /** what the product does, one sentence */
  summary?: ReactNode;
  /** short labels beside the title: "Free plan available", "From $29/month" */
  badges?: ReactNode;
  /** the product page */
  href: string;
  linkLabel: string;
  /** the plan cards (a PlanGrid) */
  children: ReactNode;
  /** small print under the plans */
  note?: ReactNode;
  /** anchor, e.g. "ab-testing" for /pricing#ab-testing */
  id?: string;
}

/** One family of plans on /pricing: heading, what it is, the plans, and the way to its page. */
export function PricingFamily({ title, summary, badges, href, linkLabel, children, note, id }: PricingFamilyProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={styles.root} id={id} aria-labelledby={headingId} data-family={id}>
      <div className={styles.head}>
        <div className={styles.intro}>
          <Heading level={2} size="xlarge" id={headingId}>
            {title}
          </Heading>
          {badges ? <div className={styles.badges}>{badges}</div> : null}
          {summary ? <p className={styles.summary}>{summary}</p> : null}
        </div>
        <Button asChild tone="ghost">
          <Link href={href}>
            {linkLabel}
            <ArrowRight aria-hidden="true" focusable="false" width="1em" height="1em" />
          </Link>
        </Button>
      </div>
      {children}
      {note ? <p className={styles.note}>{note}</p> : null}
    </section>
  );
}

export interface ProductSummaryCardProps {
  name: string;
  /** decorative */
  icon?: ReactNode;
  /** what it does */
  summary: ReactNode;
  /** who it is for */
  audience: ReactNode;
  /** "From $29/month" */
  startingPrice: ReactNode;
  /** "Free plan available" */
  priceNote?: ReactNode;
  href: string;
  linkLabel: string;
  headingLevel?: 2 | 3;
  labels?: { does?: string; forWhom?: string; price?: string };
}

/** A subscription product at a glance: what it does, who it is for, what it starts at. */
export function ProductSummaryCard({
  name,
  icon,
  summary,
  audience,
  startingPrice,
  priceNote,
  href,
  linkLabel,
  headingLevel = 2,
  labels = {},
}: ProductSummaryCardProps) {
  const headingId = useId();
  return (
    <Card
      as="article"
      className={styles.product}
      aria-labelledby={headingId}
      header={
        <div className={styles.productHead}>
          {icon ? (
            <span className={styles.productIcon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <Heading level={headingLevel} size="large" id={headingId}>
            {name}
          </Heading>
        </div>
      }
      footer={
        <Button asChild fullWidth>
          <Link href={href}>{linkLabel}</Link>
        </Button>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt className={styles.factLabel}>{labels.does ?? 'What it does'}</dt>
          <dd className={styles.factValue}>{summary}</dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{labels.forWhom ?? 'Who it is for'}</dt>
          <dd className={styles.factValue}>{audience}</dd>
        </div>
        <div>
          <dt className={styles.factLabel}>{labels.price ?? 'Starting price'}</dt>
          <dd className={styles.factValue}>
            <span className={styles.startingPrice}>{startingPrice}</span>
            {priceNote ? <> · {priceNote}</> : null}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** Product summary cards side by side, as a list. */
export function ProductSummaryGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.productGrid} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={(child as { key?: string | null }).key ?? index} className={styles.productItem}>
          {child}
        </li>
      ))}
    </ul>
  );
}
