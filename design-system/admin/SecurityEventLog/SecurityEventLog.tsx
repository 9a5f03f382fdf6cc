import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import type { SecurityEventRow } from '../../../domain/api';
import { securityEventLabels, securityEventTone, securityEventTypes, type SecurityEventType } from '../../../domain/security-events';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field/Field';
import { Form } from '../../primitives/Form';
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
  /** the client shown (the start of its code); undefined: every client */
  client?: string;
  /** called with the client code asked for (undefined for all); without it no client filter is shown */
  onClientChange?: (client: string | undefined) => void;
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
export function SecurityEventLog({ events, lastDay, type, onTypeChange, client, onClientChange, onOlder, loadingOlder = false, className }: SecurityEventLogProps) {
  return (
    <div className={clsx(styles.root, className)}>
      {onClientChange ? <ClientFilter client={client} onClientChange={onClientChange} /> : null}
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
          {client
            ? `No${type ? ` “${securityEventLabels[type]}”` : ''} events of client ${client}.`
            : type
              ? `No “${securityEventLabels[type]}” events recorded.`
              : 'No security events recorded yet. Sign-ins, refused calls and admin actions appear here.'}
        </p>
      ) : (
        <RecordList aria-label="Security events, newest first">
          {events.map((event) => (
            <RecordItem key={event.id} layout="stack">
              <div className={records.head}>
                <Badge tone={badgeTone[securityEventTone(event.type)]}>{securityEventLabels[event.type]}</Badge>
                {event.count && event.count > 1 ? <span className={records.detail}>{event.count} times that minute</span> : null}
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

const clientCode = /^[0-9a-f]{1,32}$/;

/** The client filter: the first characters of a client's code, as the log shows them. */
function ClientFilter({ client, onClientChange }: { client: string | undefined; onClientChange: (client: string | undefined) => void }) {
  const [value, setValue] = useState(client ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = value.trim().toLowerCase();
    if (code === '') return onClientChange(undefined);
    if (!clientCode.test(code)) return setError('Enter the start of a client code: the digits 0-9 and letters a-f, as the log shows it.');
    setError(undefined);
    onClientChange(code);
  };
  return (
    <Form role="search" aria-label="Show events of one client" className={styles.clientFilter} onSubmit={submit} noValidate>
      <TextField
        label="Client code"
        helperText="The first characters of a client's code, e.g. 9d02c6f4"
        value={value}
        error={error}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <div className={styles.filters}>
        <Button type="submit" tone="secondary" size="small">
          Show this client
        </Button>
        {client ? (
          <Button
            tone="secondary"
            size="small"
            onClick={() => {
              setValue('');
              setError(undefined);
              onClientChange(undefined);
            }}
          >
            All clients
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
