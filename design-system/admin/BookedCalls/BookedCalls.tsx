import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import type { BookedCall } from '../../../domain/api';
import { formatBookingDay, formatSlotTime } from '../../../domain/booking';
import { bookingSchedule } from '../../../domain/constants';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { TextField } from '../../primitives/Field';
import { Heading } from '../../primitives/Heading';
import { RecordItem, RecordList } from '../RecordList/RecordList';
import * as records from '../RecordList/RecordList.css';
import * as styles from './BookedCalls.css';
import { Form } from '../../primitives/Form';

export interface BookedCallsProps {
  /** from today on, in date order */
  calls: readonly BookedCall[];
  blockedDays: ReadonlyArray<{ date: string; note: string | null }>;
  /** cancels a call (after the owner confirmed); the visitor is emailed */
  onCancel?: (reference: string) => void;
  /** the call whose cancelling is on its way */
  cancelling?: string;
  onBlock?: (date: string, note: string | undefined) => void;
  onUnblock?: (date: string) => void;
  className?: string;
}

const when = (call: Pick<BookedCall, 'date' | 'time'>) =>
  `${formatBookingDay(call.date, 'long')}, ${formatSlotTime(call.time)} ${bookingSchedule.timeZoneLabel}`;

function CancelCall({ call, onCancel, busy }: { call: BookedCall; onCancel: (reference: string) => void; busy: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="small"
      title="Cancel this call?"
      description={`${call.name}, ${when(call)}. ${call.name} is emailed that the call is cancelled, with an update that takes it off their calendar. This cannot be undone.`}
      trigger={
        <Button tone="secondary" size="small" loading={busy} aria-label={`Cancel call with ${call.name}, ${when(call)}`}>
          Cancel call
        </Button>
      }
      footer={
        <>
          <Button tone="secondary" onClick={() => setOpen(false)}>
            Keep the call
          </Button>
          <Button
            tone="critical"
            onClick={() => {
              setOpen(false);
              onCancel(call.reference);
            }}
          >
            Cancel the call
          </Button>
        </>
      }
    />
  );
}

/** Upcoming calls (/admin/bookings) in date order, with cancelling, and the days the owner takes no calls. */
export function BookedCalls({ calls, blockedDays, onCancel, cancelling, onBlock, onUnblock, className }: BookedCallsProps) {
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const block = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !onBlock) return;
    onBlock(date, note.trim() || undefined);
    setDate('');
    setNote('');
  };
  return (
    <div className={clsx(styles.root, className)}>
      <section className={records.section} aria-labelledby="booked-calls-heading">
        <Heading level={2} size="large" id="booked-calls-heading">
          Upcoming calls
        </Heading>
        {calls.length === 0 ? (
          <p className={records.empty}>No calls booked from today on. Calls booked at /booking appear here in date order.</p>
        ) : (
          <RecordList aria-label="Upcoming calls">
            {calls.map((call) => (
              <RecordItem key={call.reference} layout="stack">
                <div className={records.head}>
                  <p className={styles.when}>{when(call)}</p>
                  {call.status === 'cancelled' ? <Badge tone="neutral">Cancelled</Badge> : <Badge tone="positive">Booked</Badge>}
                </div>
                <p className={records.detail}>
                  {call.name} · <a href={`mailto:${call.email}`}>{call.email}</a>
                  {call.phone ? ` · ${call.phone}` : ''} · {call.service} · {call.reference}
                </p>
                {call.status === 'booked' && onCancel ? (
                  <div>
                    <CancelCall call={call} onCancel={onCancel} busy={cancelling === call.reference} />
                  </div>
                ) : null}
              </RecordItem>
            ))}
          </RecordList>
        )}
      </section>
      <section className={records.section} aria-labelledby="blocked-days-heading">
        <Heading level={2} size="large" id="blocked-days-heading">
          Days without calls
        </Heading>
        <p className={records.detail}>
          Weekends and US federal holidays (with the day after Thanksgiving) are never offered. Block any other day here: it disappears from
          the booking page.
        </p>
        {blockedDays.length > 0 ? (
          <RecordList aria-label="Blocked days">
            {blockedDays.map((day) => (
              <RecordItem key={day.date} layout="stack" className={styles.blockedItem}>
                <span>
                  {formatBookingDay(day.date, 'long')}
                  {day.note ? ` · ${day.note}` : ''}
                </span>
                {onUnblock ? (
                  <Button tone="secondary" size="small" onClick={() => onUnblock(day.date)} aria-label={`Open again: ${formatBookingDay(day.date, 'long')}`}>
                    Open again
                  </Button>
                ) : null}
              </RecordItem>
            ))}
          </RecordList>
        ) : null}
        {onBlock ? (
          <Form className={records.inlineForm} onSubmit={block} aria-label="Block a day">
            <TextField label="Day" name="date" type="date" required value={date} onChange={(event) => setDate(event.currentTarget.value)} />
            <TextField label="Note (optional)" name="note" maxLength={200} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
            <Button type="submit" tone="secondary">
              Block day
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
