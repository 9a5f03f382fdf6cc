import { clsx } from 'clsx';
import { Check, CheckCheck } from 'lucide-react';
import type { LiveChatMessage, MessageStatus as MessageStatusValue } from '../../../domain/entities';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './MessageBubble.css';

const statusText: Record<MessageStatusValue, string> = { sent: 'Sent', delivered: 'Delivered', read: 'Read' };
const statusIcons = { sent: Check, delivered: CheckCheck, read: CheckCheck } as const;

export interface MessageStatusProps {
  readonly status: MessageStatusValue;
}

/** Sent, Delivered or Read: an icon and the word, so the colour is never the only signal. */
export function MessageStatus({ status }: MessageStatusProps) {
  const Icon = statusIcons[status];
  return (
    <span className={styles.status({ status })} data-status={status}>
      <Icon className={styles.statusIcon} aria-hidden="true" focusable="false" />
      {statusText[status]}
    </span>
  );
}

export interface MessageBubbleProps {
  readonly message: LiveChatMessage;
  /** who the customer is, for their messages' byline */
  readonly customerName: string;
  /** when it was written, already in words ("Just now", "5m ago") */
  readonly timeLabel: string;
  readonly className?: string;
}

/**
 * One message of a live chat thread. The agent's messages sit on the right in the brand colour
 * and carry their delivery status; the customer's sit on the left.
 */
export function MessageBubble({ message, customerName, timeLabel, className }: MessageBubbleProps) {
  const from = message.sender === 'agent' ? 'agent' : 'customer';
  const author = from === 'agent' ? (message.agentName ?? 'Agent') : customerName;
  return (
    <div className={clsx(styles.root({ from }), className)} data-sender={from}>
      <span className={styles.sender}>
        {author}
        <VisuallyHidden>:</VisuallyHidden>
      </span>
      <p className={styles.bubble({ from })}>{message.message}</p>
      <span className={styles.meta}>
        <span>{timeLabel}</span>
        {from === 'agent' ? <MessageStatus status={message.status} /> : null}
      </span>
    </div>
  );
}
