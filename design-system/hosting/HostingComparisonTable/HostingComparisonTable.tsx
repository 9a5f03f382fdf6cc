import { Check, Minus } from 'lucide-react';
import type { ComparisonValue, HostingComparisonRow } from '../../../domain/hosting-page';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import * as styles from './HostingComparisonTable.css';

export interface HostingComparisonTableProps {
  readonly caption: string;
  readonly hideCaption?: boolean;
  /** Column headers: the feature, our offer, the other one. */
  readonly featureLabel: string;
  readonly oursLabel: string;
  readonly traditionalLabel: string;
  readonly rows: readonly HostingComparisonRow[];
  /** Words for a yes or no cell, so the answer is never told by an icon alone. */
  readonly yesLabel?: string;
  readonly noLabel?: string;
}

function Value({ value, yesLabel, noLabel, ours }: { value: ComparisonValue; yesLabel: string; noLabel: string; ours: boolean }) {
  if (value === true) {
    return (
      <span className={styles.yes}>
        <Check aria-hidden="true" focusable="false" className={styles.icon} />
        {yesLabel}
      </span>
    );
  }
  if (value === false) {
    return (
      <span className={styles.no}>
        <Minus aria-hidden="true" focusable="false" className={styles.icon} />
        {noLabel}
      </span>
    );
  }
  return <span className={ours ? styles.oursText : undefined}>{value}</span>;
}

/** Our hosting against traditional hosting, feature by feature: a real table with row headers. */
export function HostingComparisonTable({
  caption,
  hideCaption,
  featureLabel,
  oursLabel,
  traditionalLabel,
  rows,
  yesLabel = 'Included',
  noLabel = 'Not included',
}: HostingComparisonTableProps) {
  return (
    <Table caption={caption} hideCaption={hideCaption} striped>
      <TableHead>
        <TableRow>
          <TableHeaderCell className={styles.featureCell}>{featureLabel}</TableHeaderCell>
          <TableHeaderCell className={[styles.oursHeader, styles.wrapping].join(' ')}>{oursLabel}</TableHeaderCell>
          <TableHeaderCell className={styles.wrapping}>{traditionalLabel}</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.feature}>
            <TableHeaderCell scope="row" className={styles.featureCell}>
              {row.feature}
            </TableHeaderCell>
            <TableCell className={styles.wrapping}>
              <Value value={row.ours} yesLabel={yesLabel} noLabel={noLabel} ours />
            </TableCell>
            <TableCell className={styles.wrapping}>
              <Value value={row.traditional} yesLabel={yesLabel} noLabel={noLabel} ours={false} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
