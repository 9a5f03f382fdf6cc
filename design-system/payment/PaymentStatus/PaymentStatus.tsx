import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Clock, CreditCard, SearchX, TimerOff } from 'lucide-react';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './PaymentStatus.css';
import type { PaymentTone } from './PaymentStatus.css';

/**
 * Where a checkout stands, as the visitor sees it after Stripe sends them back:
 * - `loading`: we are asking (the server-rendered page shows this);
 * - `confirmed`: paid; `pending`: Stripe is still confirming; `slow`: we stopped asking;
 * - `expired`, `notFound`, `notConfigured`, `error`: nothing to show, and a way on.
 */
export type PaymentState = 'loading' | 'confirmed' | 'pending' | 'slow' | 'expired' | 'notFound' | 'notConfigured' | 'error';

const looks: Record<PaymentState, { tone: PaymentTone; icon: ReactNode }> = {
  loading: { tone: 'neutral', icon: <Spinner size="medium" decorative /> },
  confirmed: { tone: 'positive', icon: <CircleCheck /> },
  pending: { tone: 'info', icon: <Spinner size="medium" decorative /> },
  slow: { tone: 'caution', icon: <Clock /> },
  expired: { tone: 'caution', icon: <TimerOff /> },
  notFound: { tone: 'caution', icon: <SearchX /> },
  notConfigured: { tone: 'info', icon: <CreditCard /> },
  error: { tone: 'critical', icon: <CircleAlert /> },
};

export interface PaymentStatusProps {
  state: PaymentState;
  /** one sentence saying where things stand ("Payment confirmed") */
  title: string;
  /** what it means for the visitor and what to do */
  detail?: string;
  /** what was bought, as label and value pairs (Plan, Price, Charged today) */
  summary?: ReadonlyArray<{ label: string; value: string }>;
  /** buttons and links: manage the subscription, try again, see plans, contact */
  actions?: ReactNode;
  /** an action that failed (e.g. the billing portal would not open), announced at once */
  problem?: string;
  /** the outline level of the title under the page's h1; default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The payment-success panel. The title and detail sit in a polite live region that exists from
 * the first (server) render, so a screen reader hears "Payment confirmed" when it replaces
 * "Checking your payment…". Each state has its own icon and words, never colour alone.
 */
export function PaymentStatus({ state, title, detail, summary, actions, problem, headingLevel = 2 }: PaymentStatusProps) {
  const look = looks[state];
  return (
    <Card
      as="section"
      status={look.tone}
      padding="largeThenMedium"
      className={styles.root}
      bodyClassName={styles.body}
      aria-labelledby="payment-status-title"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
    >
      <div className={styles.heading}>
        <span className={styles.icon({ tone: look.tone })} aria-hidden="true">
          {look.icon}
        </span>
        <div className={styles.text} aria-live="polite" aria-atomic="true">
          <Heading level={headingLevel} size="large" id="payment-status-title">
            {title}
          </Heading>
          {detail ? <p className={styles.detail}>{detail}</p> : null}
        </div>
      </div>
      {summary && summary.length > 0 ? (
        <dl className={styles.summary}>
          {summary.map((item) => (
            <div key={item.label} className={styles.row}>
              <dt className={styles.term}>{item.label}</dt>
              <dd className={styles.value}>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      <div role="alert" className={styles.problemRegion}>
        {problem ? (
          <p className={styles.problem}>
            <CircleAlert className={styles.problemIcon} aria-hidden="true" focusable="false" />
            {problem}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
