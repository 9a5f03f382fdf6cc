import { clsx } from 'clsx';
import type { SecurityEventRow } from '../../../domain/api';
import { securityEventLabels, securityEventTone, securityEventTypes, type SecurityEventType } from '../../../domain/security-events';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { RecordItem, RecordList } from '../RecordList/RecordList';
import * as records from '../RecordList/RecordList.css';
import * as styles from './SecurityEventLog.css';

export interface SecurityEventLogProps {
  events: readonly SecurityEventRow[];
  /** events of each type in the last 24 hours */
  lastDay: Readonly<Record<string, number>>;
  /** the type shown; undefined: every type */
  type?: SecurityEventType;
  /** called with the type chosen (undefined for all); without it no filter is shown */
  onTypeChange?: (type: SecurityEventType | undefined) => void;
  /** loads older events; shown when given */
  onOlder?: () => void;
  loadingOlder?: boolean;
  className?: string;
}

const badgeTone = { critical: 'critical', warning: 'caution', neutral: 'neutral' } as const;
const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const factsOf = (detail: SecurityEventRow['detail']) =>
  Object.entries(detail)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join(', ');

/** The security event log (/admin/security): sign-ins, refusals and admin actions, newest first. */
export function SecurityEventLog({ events, lastDay, type, onTypeChange, onOlder, loadingOlder = false, className }: SecurityEventLogProps) {
  return (
    <div className={clsx(styles.root, className)}>
      {onTypeChange ? (
        <div role="group" aria-label="Show events of one kind" className={styles.filters}>
          <Button tone="secondary" size="small" aria-pressed={type === undefined} onClick={() => onTypeChange(undefined)}>
            All
          </Button>
          {securityEventTypes.map((t) => (
            <Button key={t} tone="secondary" size="small" aria-pressed={type === t} onClick={() => onTypeChange(t)}>
              {securityEventLabels[t]} ({lastDay[t] ?? 0} today)
            </Button>
          ))}
        </div>
      ) : null}
      {events.length === 0 ? (
        <p className={records.empty}>
          {type ? `No “${securityEventLabels[type]}” events recorded.` : 'No security events recorded yet. Sign-ins, refused calls and admin actions appear here.'}
        </p>
      ) : (
        <RecordList aria-label="Security events, newest first">
          {events.map((event) => (
            <RecordItem key={event.id} layout="stack">
              <div className={records.head}>
                <Badge tone={badgeTone[securityEventTone(event.type)]}>{securityEventLabels[event.type]}</Badge>
                <time className={records.detail} dateTime={event.at}>
                  {when(event.at)}
                </time>
              </div>
              <p className={records.detail}>
                {[
                  event.admin ? `by ${event.admin}` : null,
                  event.call ? `call ${event.call}` : null,
                  event.client ? `client ${event.client}` : null,
                  event.account ? `account ${event.account}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {Object.keys(event.detail).length > 0 ? <p className={records.detail}>{factsOf(event.detail)}</p> : null}
            </RecordItem>
          ))}
        </RecordList>
      )}
      {onOlder && events.length > 0 ? (
        <div>
          <Button tone="secondary" loading={loadingOlder} onClick={onOlder}>
            Older events
          </Button>
        </div>
      ) : null}
      <p className={styles.note}>Clients and accounts are shown by the first characters of their salted hashes: the same client always shows the same code, and no address or email is stored.</p>
    </div>
  );
}
