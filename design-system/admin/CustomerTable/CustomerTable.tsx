import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import type { CustomerRow, CustomerStatus } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import { UsageBar } from '../../primitives/UsageBar';
import * as styles from './CustomerTable.css';
import { groupDigits } from '../../../domain/format';

const statusBadge: Record<CustomerStatus, { tone: 'positive' | 'info' | 'caution' | 'neutral'; label: string }> = {
  active: { tone: 'positive', label: 'Active' },
  trial: { tone: 'info', label: 'Trial' },
  past_due: { tone: 'caution', label: 'Past due' },
  canceled: { tone: 'neutral', label: 'Canceled' },
};

/** Rows whose name, email, plan or status contain every word of the query, ignoring case. */
function filterCustomers(customers: readonly CustomerRow[], query: string): CustomerRow[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...customers];
  return customers.filter((c) => {
    const haystack = [c.name, c.email, c.plan, statusBadge[c.status].label].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export interface CustomerTableProps {
  customers: readonly CustomerRow[];
  query: string;
  onQueryChange: (query: string) => void;
  /** called with the rows shown (the search applied) */
  onExport: (rows: CustomerRow[]) => void;
  exportLabel?: string;
  caption?: string;
  className?: string;
}

/** The Customers tab: a searchable table with Export Data (spec section 2). */
export function CustomerTable({
  customers,
  query,
  onQueryChange,
  onExport,
  exportLabel = 'Export Data',
  caption = 'Hosting customers',
  className,
}: CustomerTableProps) {
  const shown = filterCustomers(customers, query);
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.toolbar}>
        <TextField
          className={styles.search}
          label="Search customers"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          helperText="Name, email, plan or status"
          autoComplete="off"
        />
        <Button tone="secondary" onClick={() => onExport(shown)} disabled={shown.length === 0}>
          <Download aria-hidden="true" focusable="false" />
          {exportLabel}
        </Button>
      </div>
      <p className={styles.count} aria-live="polite">
        Showing {shown.length} of {customers.length} customer{customers.length === 1 ? '' : 's'}
      </p>
      <Table caption={caption} hideCaption striped>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Customer</TableHeaderCell>
            <TableHeaderCell>Plan</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Usage</TableHeaderCell>
            <TableHeaderCell align="end">Revenue</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className={styles.empty}>
                {customers.length === 0 ? 'No customers yet.' : `No customer matches “${query}”.`}
              </TableCell>
            </TableRow>
          ) : (
            shown.map((c) => (
              <TableRow key={`${c.email}-${c.plan}-${c.name}`}>
                <TableCell>
                  <span className={styles.customer}>
                    <span>{c.name}</span>
                    <span className={styles.email}>{c.email}</span>
                  </span>
                </TableCell>
                <TableCell>{c.plan}</TableCell>
                <TableCell>
                  <Badge tone={statusBadge[c.status].tone}>{statusBadge[c.status].label}</Badge>
                </TableCell>
                <TableCell>
                  <UsageBar className={styles.usage} label={`Usage, ${c.name}`} value={c.usage} />
                </TableCell>
                <TableCell align="end" numeric>
                  ${groupDigits(c.revenue)}/mo
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
