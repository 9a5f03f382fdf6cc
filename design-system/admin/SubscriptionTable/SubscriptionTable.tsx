import { clsx } from 'clsx';
import type { SubscriptionRecord } from '../../../domain/api';
import { officeHours } from '../../../domain/constants';
import { Badge } from '../../primitives/Badge';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../primitives/Table';
import * as styles from './SubscriptionTable.css';

/** Stripe's subscription statuses, in words, with a tone. */
const statusOf = (status: string): { label: string; tone: 'positive' | 'info' | 'caution' | 'critical' | 'neutral' } => {
  switch (status) {
    case 'active':
      return { label: 'Active', tone: 'positive' };
    case 'trialing':
      return { label: 'Trial', tone: 'info' };
    case 'past_due':
    case 'unpaid':
      return { label: status === 'unpaid' ? 'Unpaid' : 'Past due', tone: 'critical' };
    case 'incomplete':
      return { label: 'Payment not finished', tone: 'caution' };
    case 'canceled':
    case 'incomplete_expired':
      return { label: 'Cancelled', tone: 'neutral' };
    case 'paused':
      return { label: 'Paused', tone: 'caution' };
    default:
      return { label: status, tone: 'neutral' };
  }
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: officeHours.timeZone });

/** "$79.00 / month"; the site sells in US dollars, so a record without a currency is in dollars. */
function amountOf(s: SubscriptionRecord): string {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: (s.currency ?? 'usd').toUpperCase() }).format(s.amountCents / 100);
  return s.interval ? `${money} / ${s.interval}` : money;
}

/** What happens at the period end: it renews, it ends, or it has ended. */
function renewalOf(s: SubscriptionRecord): { label: string; at: string | null } {
  if (s.status === 'canceled' || s.status === 'incomplete_expired') return { label: 'Ended', at: s.currentPeriodEnd };
  if (!s.currentPeriodEnd) return { label: 'Not reported yet', at: null };
  // Recorded before the webhook kept cancel_at_period_end: whether it renews is not known.
  return { label: s.cancelAtPeriodEnd === true ? 'Ends' : s.cancelAtPeriodEnd === false ? 'Renews' : 'Period ends', at: s.currentPeriodEnd };
}

export interface SubscriptionTableProps {
  subscriptions: readonly SubscriptionRecord[];
  /** STRIPE_WEBHOOK_SECRET is set on the server */
  webhookConfigured: boolean;
  className?: string;
}

/** Who bought which plan, as Stripe's webhook recorded it; nothing when it has recorded nothing. */
export function SubscriptionTable({ subscriptions, webhookConfigured, className }: SubscriptionTableProps) {
  if (subscriptions.length === 0) {
    return (
      <div className={clsx(styles.empty, className)}>
        <p className={styles.emptyTitle}>No subscription has been recorded yet.</p>
        <p className={styles.emptyText}>
          Subscriptions appear here when Stripe’s webhook reports a checkout (<span className={styles.code}>checkout.session.completed</span>) and the
          subscription events that follow. Nothing is shown until then: no sample rows.
        </p>
        <p className={styles.emptyText}>
          {webhookConfigured
            ? 'The webhook secret is set on this server, so the next checkout will appear here.'
            : 'This server has no STRIPE_WEBHOOK_SECRET: Stripe’s events are refused until it is set.'}{' '}
          Setting up the webhook: <span className={styles.code}>docs/payment.md</span> in the project.
        </p>
      </div>
    );
  }
  const active = subscriptions.filter((s) => s.status === 'active' || s.status === 'trialing').length;
  return (
    <div className={clsx(styles.root, className)}>
      <p className={styles.count}>
        {subscriptions.length} recorded, {active} active or in trial
      </p>
      <Table caption="Subscriptions recorded by the Stripe webhook, latest change first" hideCaption striped>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Customer</TableHeaderCell>
            <TableHeaderCell>Plan</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell align="end">Amount</TableHeaderCell>
            <TableHeaderCell>Renewal</TableHeaderCell>
            <TableHeaderCell>Since</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {subscriptions.map((s) => {
            const status = statusOf(s.status);
            const renewal = renewalOf(s);
            return (
              <TableRow key={s.id}>
                <TableCell wrap>
                  <span className={styles.who}>
                    <span>{s.customerName ?? s.email ?? s.stripeCustomerId ?? 'Not reported'}</span>
                    {s.customerName && s.email ? <span className={styles.muted}>{s.email}</span> : null}
                    <span className={styles.id}>{s.id}</span>
                  </span>
                </TableCell>
                <TableCell wrap>{s.plan}</TableCell>
                <TableCell>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </TableCell>
                <TableCell numeric>{amountOf(s)}</TableCell>
                <TableCell>
                  {renewal.at ? (
                    <>
                      {renewal.label} <time dateTime={renewal.at}>{day(renewal.at)}</time>
                    </>
                  ) : (
                    <span className={styles.muted}>{renewal.label}</span>
                  )}
                </TableCell>
                <TableCell>{s.startedAt ? <time dateTime={s.startedAt}>{day(s.startedAt)}</time> : <span className={styles.muted}>Not reported</span>}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
