/**
 * Booked calls (table `bookings`, migrations 012 and 023) and the days the owner blocks
 * (`blocked_days`). The database decides who gets a slot: `holdSlot` inserts against a partial
 * unique index on (date, time) of the holds and calls that stand, so two visitors booking one
 * slot at the same moment get one row and one refusal, whatever either of them read before.
 * A hold lasts `bookingHold.holdMinutes` unless confirmed (booking-confirmations.ts); a lapsed
 * hold is marked `expired` by the next booking of its slot and is not counted as taken by the
 * slot query. Dates and times are text on the office's wall clock (domain/booking.ts).
 */
import { addDays, availableSlots, bookingHold, bookingSchedule, isOpenDay, zonedNow, type BookingRequest } from '../domain';
import type { Queryable } from './db/index';
import { hashKey } from './rate-limit';

export interface BookingRow {
  reference: string;
  slot_date: string;
  slot_time: string;
  name: string;
  email: string;
  phone: string | null;
  service: string;
  status: 'held' | 'booked' | 'cancelled' | 'expired';
  created_at: Date;
  cancelled_at: Date | null;
}

/** A call the owner sees: booked, or cancelled (not a hold or a lapsed one). */
export type CallRow = BookingRow & { status: 'booked' | 'cancelled' };

export interface FreeDay {
  date: string;
  slots: string[];
}

/**
 * The free slots of each open day from `from` for `days` calendar days: the slots the page may
 * offer at `now` (domain rules: office days, holidays, notice, the grid) less the days the owner
 * blocked and the slots already booked. Days with no free slot left are listed with none.
 */
export async function freeDays(db: Queryable, from: string, days: number, now: Date): Promise<FreeDay[]> {
  const today = zonedNow(now).date;
  const start = from < today ? today : from;
  const last = addDays(start, days - 1);
  const limit = addDays(today, bookingSchedule.maxDaysAhead);
  const end = last > limit ? limit : last;
  if (end < start) return [];
  const [blocked, booked] = await Promise.all([
    db.query<{ day: string }>(`select day from blocked_days where day between $1 and $2`, [start, end]),
    db.query<{ slot_date: string; slot_time: string }>(
      `select slot_date, slot_time from bookings
       where (status = 'booked' or (status = 'held' and hold_expires_at > $3)) and slot_date between $1 and $2`,
      [start, end, now],
    ),
  ]);
  const blockedDays = new Set(blocked.map((row) => row.day));
  const taken = new Set(booked.map((row) => `${row.slot_date} ${row.slot_time}`));
  const out: FreeDay[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (!isOpenDay(date) || blockedDays.has(date)) continue;
    out.push({ date, slots: availableSlots(date, now).filter((time) => !taken.has(`${date} ${time}`)) });
  }
  return out;
}

export async function isBlocked(db: Queryable, date: string): Promise<boolean> {
  return (await db.query(`select 1 from blocked_days where day = $1`, [date])).length > 0;
}

export type BookingCap = 'email' | 'network' | 'day';

/** Outside any transaction's numbers: the key of the lock every hold takes (pg_advisory_xact_lock). */
const holdLockId = 2_032_006;

/**
 * Holds the slot for `reference` until `bookingHold.holdMinutes` from `at`, with the hash of the
 * link that confirms it, once the caps allow: 'held', 'taken' (a standing hold or call has the
 * slot) or the cap that refuses it. One lock for every hold, held to the end of the transaction,
 * so the counts a hold reads cannot be overtaken by another at the same moment (bookings are a
 * few a day; their order costs nothing).
 */
export async function holdSlot(
  tx: Queryable,
  hold: { reference: string; booking: Omit<BookingRequest, 'website'>; tokenHash: string; network: string; salt: string | undefined; at: Date },
): Promise<'held' | 'taken' | BookingCap> {
  const { reference, booking, tokenHash, at } = hold;
  const caps = bookingHold;
  const net = hashKey(hold.network, hold.salt);
  await tx.query('select pg_advisory_xact_lock($1)', [holdLockId]);
  const dayAgo = new Date(at.getTime() - 86_400_000);
  const [counts] = await tx.query<{ email: number; network: number; everyone: number }>(
    `select
       count(*) filter (where lower(email) = lower($1) and slot_date >= $2
                        and (status = 'booked' or (status = 'held' and hold_expires_at > $3)))::int as email,
       count(*) filter (where client_net = $4 and created_at > $5 and created_at <= $3)::int as network,
       count(*) filter (where created_at > $5 and created_at <= $3)::int as everyone
     from bookings where lower(email) = lower($1) or created_at > $5`,
    [booking.email, zonedNow(at).date, at, net, dayAgo],
  );
  if (counts && counts.email >= caps.perEmailUpcoming) return 'email';
  if (counts && counts.network >= caps.perNetworkPerDay) return 'network';
  if (counts && counts.everyone >= caps.perDay) return 'day';
  // A hold that lapsed gives its slot back before the insert looks at the slot.
  await tx.query(`update bookings set status = 'expired' where slot_date = $1 and slot_time = $2 and status = 'held' and hold_expires_at <= $3`, [
    booking.date,
    booking.time,
    at,
  ]);
  const rows = await tx.query(
    `insert into bookings (reference, slot_date, slot_time, name, email, phone, service, created_at, status, hold_expires_at, confirm_token_hash, client_net)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'held', $9, $10, $11)
     on conflict (slot_date, slot_time) where status in ('held', 'booked') do nothing
     returning reference`,
    [
      reference,
      booking.date,
      booking.time,
      booking.name,
      booking.email,
      booking.phone ?? null,
      booking.service,
      at,
      new Date(at.getTime() + bookingHold.holdMinutes * 60_000),
      tokenHash,
      net,
    ],
  );
  return rows.length === 1 ? 'held' : 'taken';
}

/** Calls from `today` on (Central time), in date order, with the cancelled ones when asked. */
export async function upcomingBookings(db: Queryable, now: Date, options: { includeCancelled?: boolean } = {}): Promise<CallRow[]> {
  // Holds waiting for their visitor's confirmation, and lapsed ones, are not calls yet.
  return db.query<CallRow>(
    `select * from bookings where slot_date >= $1 and (status = 'booked' or ($2 and status = 'cancelled')) order by slot_date, slot_time, created_at limit 500`,
    [zonedNow(now).date, options.includeCancelled ?? false],
  );
}

/** Cancels a standing call; the row it cancelled, or undefined when there was none to cancel. */
export async function cancelBooking(tx: Queryable, reference: string, adminId: number, now: Date): Promise<CallRow | undefined> {
  const rows = await tx.query<CallRow>(
    `update bookings set status = 'cancelled', cancelled_at = $2, cancelled_by = $3 where reference = $1 and status = 'booked' returning *`,
    [reference, now, adminId],
  );
  return rows[0];
}

export async function blockDay(db: Queryable, date: string, note: string | undefined, adminId: number, now: Date): Promise<void> {
  await db.query(
    `insert into blocked_days (day, note, created_at, created_by) values ($1, $2, $3, $4)
     on conflict (day) do update set note = excluded.note`,
    [date, note ?? null, now, adminId],
  );
}

export async function unblockDay(db: Queryable, date: string): Promise<boolean> {
  return (await db.query(`delete from blocked_days where day = $1 returning day`, [date])).length > 0;
}

export async function blockedDaysFrom(db: Queryable, now: Date): Promise<Array<{ day: string; note: string | null }>> {
  return db.query(`select day, note from blocked_days where day >= $1 order by day`, [zonedNow(now).date]);
}
