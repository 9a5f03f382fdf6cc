import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import type { ComparisonRow, PlanComparisonValue } from '../../../domain/products';
import { Badge } from '../../primitives/Badge';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PlanComparisonTable.css';

export interface ComparedPlan {
  readonly id: string;
  readonly name: string;
  readonly popular?: boolean;
}

export interface PlanComparisonTableProps {
  /** names the table: "Compare A/B Testing plans" */
  caption: ReactNode;
  hideCaption?: boolean;
  plans: readonly ComparedPlan[];
  rows: readonly ComparisonRow[];
  /** "Most Popular" (domain/messages) */
  popularLabel?: string;
  includedLabel?: string;
  notIncludedLabel?: string;
  /** header of the first column */
  featureLabel?: string;
}

function Mark({
  value,
  includedLabel,
  notIncludedLabel,
}: {
  value: PlanComparisonValue | undefined;
  includedLabel: string;
  notIncludedLabel: string;
}) {
  if (typeof value === 'string') return <>{value}</>;
  // A tick or a dash is a picture: the words are what a screen reader (and a test) reads.
  return value ? (
    <span className={styles.mark}>
      <Check className={styles.included} aria-hidden="true" focusable="false" />
      <VisuallyHidden>{includedLabel}</VisuallyHidden>
    </span>
  ) : (
    <span className={styles.mark}>
      <Minus className={styles.notIncluded} aria-hidden="true" focusable="false" />
      <VisuallyHidden>{notIncludedLabel}</VisuallyHidden>
    </span>
  );
}

/** Features down the side, plans across the top: what each plan includes. */
export function PlanComparisonTable({
  caption,
  hideCaption,
  plans,
  rows,
  popularLabel = 'Most Popular',
  includedLabel = 'Included',
  notIncludedLabel = 'Not included',
  featureLabel = 'Feature',
}: PlanComparisonTableProps) {
  return (
    <Table caption={caption} hideCaption={hideCaption}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{featureLabel}</TableHeaderCell>
          {plans.map((plan) => (
            <TableHeaderCell key={plan.id} align="center" className={plan.popular ? styles.popularColumn : undefined}>
              <span className={styles.planHeader}>
                {plan.name}
                {plan.popular ? (
                  <Badge tone="accent" emphasis="strong">
                    {popularLabel}
                  </Badge>
                ) : null}
              </span>
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.feature}>
            <TableHeaderCell scope="row" className={styles.featureCell}>
              {row.feature}
            </TableHeaderCell>
            {plans.map((plan) => (
              <TableCell key={plan.id} align="center" className={plan.popular ? styles.popularColumn : undefined} data-plan={plan.id}>
                <Mark value={row.values[plan.id]} includedLabel={includedLabel} notIncludedLabel={notIncludedLabel} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
