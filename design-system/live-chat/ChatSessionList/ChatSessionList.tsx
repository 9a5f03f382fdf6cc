import { clsx } from 'clsx';
import { useId } from 'react';
import { Tag } from 'lucide-react';
import { relativeTimeLabel } from '../../../domain/constants';
import type { LiveChatSession } from '../../../domain/entities';
import { Badge } from '../../primitives/Badge';
import * as styles from './ChatSessionList.css';
import type { ChatSessionListVariants } from './ChatSessionList.css';
import { PriorityBadge, SessionStatusBadge } from './sessionBadges';

export interface ChatSessionSummary extends LiveChatSession {
  /** a customer reply arrived that the agent has not opened yet */
  readonly unread?: boolean;
}

export interface ChatSessionListProps extends ChatSessionListVariants {
  readonly sessions: readonly ChatSessionSummary[];
  /** the instant the time labels are relative to (pass a fixed one for server rendering) */
  readonly now: number;
  readonly selectedId?: string | null;
  readonly onSelect: (sessionId: string) => void;
  /** accessible name of the list, unless `labelledBy` points at a visible heading */
  readonly label?: string;
  readonly labelledBy?: string;
  /** show the session's status (Active, Waiting, Closed) next to its priority */
  readonly showStatus?: boolean;
  /** show the session's tags */
  readonly showTags?: boolean;
  readonly emptyText?: string;
  readonly className?: string;
}

/**
 * Chat sessions as cards: customer, how long ago it started, the last message, priority, status
 * and tags. Each card is one button (named after the customer, the rest as its description);
 * the selected one is marked `aria-current`.
 */
export function ChatSessionList({
  sessions,
  now,
  selectedId,
  onSelect,
  label,
  labelledBy,
  showStatus = true,
  showTags = true,
  density,
  emptyText = 'No conversations.',
  className,
}: ChatSessionListProps) {
  const baseId = useId();
  if (sessions.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <ul
      className={clsx(styles.list({ density }), className)}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
    >
      {sessions.map((session) => {
        const id = `${baseId}-${session.id}`;
        return (
          <li key={session.id} className={styles.item({ density })} data-session-id={session.id}>
            <span className={styles.nameRow}>
              <button
                type="button"
                className={styles.button}
                aria-current={session.id === selectedId ? 'true' : undefined}
                aria-label={session.unread ? `${session.customerName}, new reply` : undefined}
                aria-describedby={`${id}-time ${id}-message ${id}-badges`}
                onClick={() => onSelect(session.id)}
              >
                {session.customerName}
              </button>
              {session.unread ? (
                <span className={styles.unread} aria-hidden="true">
                  <span className={styles.unreadDot} />
                  New
                </span>
              ) : null}
            </span>
            <time id={`${id}-time`} className={styles.time} dateTime={session.startTime}>
              {relativeTimeLabel(session.startTime, now)}
            </time>
            <p id={`${id}-message`} className={styles.message({ density })}>
              {session.lastMessage}
            </p>
            <span id={`${id}-badges`} className={styles.badges}>
              <PriorityBadge priority={session.priority} />
              {showStatus ? <SessionStatusBadge status={session.status} /> : null}
              {showTags
                ? session.tags.map((tag) => (
                    <Badge key={tag} tone="neutral" icon={<Tag size="0.9em" focusable="false" />}>
                      {tag}
                    </Badge>
                  ))
                : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
