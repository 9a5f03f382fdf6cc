import { clsx } from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { relativeTimeLabel } from '../../../domain/constants';
import type { LiveChatMessage, LiveChatSession } from '../../../domain/entities';
import { Tag } from 'lucide-react';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { PriorityBadge, SessionStatusBadge } from '../ChatSessionList/sessionBadges';
import { Heading } from '../../primitives/Heading';
import { MessageBubble } from '../MessageBubble';
import * as styles from './ChatThread.css';

export interface TypingIndicatorProps {
  /** who is typing */
  readonly name: string;
  readonly typing: boolean;
  readonly className?: string;
}

/**
 * "Maria Gonzalez is typing…" with three dots that bounce (still under reduced motion). The
 * polite live region is always in the page, so screen readers announce the words when they
 * appear, without interrupting.
 */
function TypingIndicator({ name, typing, className }: TypingIndicatorProps) {
  return (
    <div role="status" aria-live="polite" className={className}>
      {typing ? (
        <span className={styles.typing} data-typing="">
          <span className={styles.dots} aria-hidden="true">
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </span>
          {name} is typing…
        </span>
      ) : null}
    </div>
  );
}

export interface ChatThreadProps {
  readonly session: LiveChatSession;
  readonly messages: readonly LiveChatMessage[];
  /** the instant the time labels are relative to */
  readonly now: number;
  /** the customer is typing a reply */
  readonly typing?: boolean;
  /** under the thread: the composer, or a note for a closed chat */
  readonly footer?: ReactNode;
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/**
 * One conversation: who it is with, its messages (a scrollable log that new messages are
 * announced from, kept scrolled to the newest), the typing indicator and the composer.
 * Render it with `key={session.id}` so switching chats starts a fresh log rather than
 * announcing a whole other conversation.
 */
export function ChatThread({
  session,
  messages,
  now,
  typing = false,
  footer,
  headingLevel = 2,
  className,
}: ChatThreadProps) {
  const headingId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  return (
    <Card
      as="section"
      padding="none"
      className={clsx(styles.root, className)}
      bodyClassName={styles.body}
      aria-labelledby={headingId}
      data-chat-id={session.id}
    >
      <header className={styles.header}>
        <div className={styles.who}>
          <Heading level={headingLevel} size="large" id={headingId}>
            {session.customerName}
          </Heading>
          <span className={styles.email}>{session.customerEmail}</span>
        </div>
        <span className={styles.badges}>
          <SessionStatusBadge status={session.status} />
          <PriorityBadge priority={session.priority} />
          {session.tags.map((tag) => (
            <Badge key={tag} tone="neutral" icon={<Tag size="0.9em" focusable="false" />}>
              {tag}
            </Badge>
          ))}
        </span>
      </header>
      {/* focusable so keyboard users can scroll it; role=log announces new messages politely */}
      <div
        ref={logRef}
        role="log"
        aria-label={`Messages with ${session.customerName}`}
        tabIndex={0}
        className={styles.log}
      >
        {messages.length === 0 ? (
          <p className={styles.empty}>No messages yet.</p>
        ) : (
          <ol className={styles.messages}>
            {messages.map((message) => (
              <li key={message.id} className={styles.messageItem}>
                <MessageBubble
                  message={message}
                  customerName={session.customerName}
                  timeLabel={relativeTimeLabel(message.timestamp, now)}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      <TypingIndicator name={session.customerName} typing={typing} className={styles.typingRow} />
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Card>
  );
}
