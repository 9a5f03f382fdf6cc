import { clsx } from 'clsx';
import type { OutboxMessage } from '../../../domain/api';
import { Badge } from '../../primitives/Badge';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { RecordItem, RecordList } from '../RecordList/RecordList';
import * as records from '../RecordList/RecordList.css';
import * as styles from './MailOutbox.css';

export interface MailOutboxProps {
  /** SMTP_URL is set */
  configured: boolean;
  /** NOTIFY_EMAIL or ADMIN_EMAIL is set */
  ownerAddressSet: boolean;
  counts: { queued: number; sent: number; failed: number };
  messages: readonly OutboxMessage[];
  /** queues a failed message again; without it no retry button is shown */
  onRetry?: (id: number) => void;
  /** the message whose retry is on its way */
  retrying?: number;
  className?: string;
}

const statusTone = { queued: 'info', sent: 'positive', failed: 'critical' } as const;
const statusLabel = { queued: 'Queued', sent: 'Sent', failed: 'Failed' } as const;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The mail outbox (/admin/email): whether email is configured, what waits, what was sent, what failed. */
export function MailOutbox({ configured, ownerAddressSet, counts, messages, onRetry, retrying, className }: MailOutboxProps) {
  return (
    <div className={clsx(styles.root, className)}>
      {!configured ? (
        <Banner tone="caution" title="Email is not configured">
          Set SMTP_URL in the server's environment to send email. {plural(counts.queued, 'message waits', 'messages wait')} in the outbox and
          will go out once it is set.
        </Banner>
      ) : null}
      {configured && !ownerAddressSet ? (
        <Banner tone="caution" title="No owner address">
          Set NOTIFY_EMAIL so new leads and bookings reach you; until then your copies wait in the outbox.
        </Banner>
      ) : null}
      <ul className={styles.counts} aria-label="Messages by status">
        <li>
          <Badge tone="info">{counts.queued} queued</Badge>
        </li>
        <li>
          <Badge tone="positive">{counts.sent} sent</Badge>
        </li>
        <li>
          <Badge tone="critical">{counts.failed} failed</Badge>
        </li>
      </ul>
      {messages.length === 0 ? (
        <p className={records.empty}>No messages yet. Every form submission adds two: your notification and the visitor's confirmation.</p>
      ) : (
        <RecordList aria-label="Messages">
          {messages.map((m) => (
            <RecordItem key={m.id} layout="stack">
              <div className={records.head}>
                <p className={styles.subject}>{m.subject}</p>
                <Badge tone={statusTone[m.status]}>{statusLabel[m.status]}</Badge>
              </div>
              <p className={records.detail}>
                To {m.audience === 'owner' ? 'you (NOTIFY_EMAIL)' : m.to} · {plural(m.attempts, 'try', 'tries')} · created{' '}
                <time dateTime={m.createdAt}>{new Date(m.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC</time>
                {m.sentAt ? ` · sent ${new Date(m.sentAt).toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''}
              </p>
              {m.lastError && m.status !== 'sent' ? <p className={records.detail}>Last error: {m.lastError}</p> : null}
              {m.status === 'failed' && onRetry ? (
                <div>
                  <Button tone="secondary" size="small" loading={retrying === m.id} onClick={() => onRetry(m.id)} aria-label={`Retry: ${m.subject}`}>
                    Retry
                  </Button>
                </div>
              ) : null}
            </RecordItem>
          ))}
        </RecordList>
      )}
    </div>
  );
}
