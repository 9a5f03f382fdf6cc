import type { ReactNode } from 'react';
import { CircleCheck, Clock, Info } from 'lucide-react';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import * as styles from './CheckoutNotice.css';

/** `pending`: back with success in the address, but the payment is not (yet) confirmed. */
export type CheckoutOutcome = 'success' | 'canceled' | 'pending';

export interface CheckoutNoticeProps {
  /** how the visitor came back from Stripe's checkout */
  outcome: CheckoutOutcome;
  title: ReactNode;
  children: ReactNode;
  /** e.g. a link to the subscription's details */
  action?: ReactNode;
  /** shows a dismiss button when given */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

/**
 * What a visitor sees on returning from checkout: a confirmation after paying, a note that the
 * payment is still being confirmed, or a calm note that nothing was charged after canceling. A status message (polite), never an alarm.
 */
export function CheckoutNotice({ outcome, title, children, action, onDismiss, dismissLabel = 'Dismiss', className }: CheckoutNoticeProps) {
  const buttons =
    action || onDismiss ? (
      <div className={styles.actions}>
        {action}
        {onDismiss ? (
          <Button size="small" tone="ghost" onClick={onDismiss}>
            {dismissLabel}
          </Button>
        ) : null}
      </div>
    ) : undefined;
  return (
    <Banner
      tone={outcome === 'success' ? 'positive' : 'info'}
      role="status"
      icon={outcome === 'success' ? <CircleCheck /> : outcome === 'pending' ? <Clock /> : <Info />}
      title={title}
      action={buttons}
      className={className}
      data-checkout-outcome={outcome}
    >
      {children}
    </Banner>
  );
}
