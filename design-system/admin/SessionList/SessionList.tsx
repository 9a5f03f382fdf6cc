import { clsx } from 'clsx';
import type { AdminSessionSummary } from '../../../domain/api';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { RecordItem, RecordList } from '../RecordList/RecordList';
import * as records from '../RecordList/RecordList.css';
import * as styles from './SessionList.css';

export interface SessionListProps {
  /** the admin's live sessions, newest first (the one in use marked `current`) */
  sessions: readonly AdminSessionSummary[];
  onEnd?: (id: string) => void;
  onEndOthers?: () => void;
  /** a session id being ended, or 'others' */
  ending?: string;
  className?: string;
}

const formatTime = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The signed-in admin's own sessions (/admin/account): where they are signed in, and ending any of them. */
export function SessionList({ sessions, onEnd, onEndOthers, ending, className }: SessionListProps) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section className={clsx(records.section, className)} aria-labelledby="session-list-heading">
      <Heading level={2} size="large" id="session-list-heading">
        Your sessions
      </Heading>
      <p className={records.detail}>
        Where you are signed in now. Ending a session signs that browser out at once. Sessions end by themselves after 30 minutes without use and
        12 hours after signing in.
      </p>
      <RecordList aria-label="Your sessions">
        {sessions.map((session) => {
          const browser = session.browser ?? 'Unknown browser';
          return (
            <RecordItem key={session.id} layout="row">
              <div className={records.text}>
                <p className={records.name}>
                  {browser}
                  {session.current ? <Badge tone="positive">This session</Badge> : null}
                </p>
                <p className={records.detail}>
                  Signed in {formatTime(session.startedAt)} · last used {formatTime(session.lastUsedAt)}
                </p>
              </div>
              {!session.current && onEnd ? (
                <Button
                  tone="secondary"
                  size="small"
                  loading={ending === session.id}
                  onClick={() => onEnd(session.id)}
                  aria-label={`End session: ${browser}, signed in ${formatTime(session.startedAt)}`}
                >
                  End session
                </Button>
              ) : null}
            </RecordItem>
          );
        })}
      </RecordList>
      {onEndOthers && others > 0 ? (
        <div className={styles.actions}>
          <Button tone="secondary" loading={ending === 'others'} onClick={onEndOthers}>
            End all other sessions ({others})
          </Button>
        </div>
      ) : null}
    </section>
  );
}
