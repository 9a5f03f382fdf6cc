/**
 * Booked calls (table `bookings`, migration 012) and the days the owner blocks (`blocked_days`).
 * The database decides who gets a slot: `bookSlot` inserts against a partial unique index on
 * (date, time) of the calls that stand, so two visitors booking one slot at the same moment get
 * one row and one refusal, whatever either of them read before. Dates and times are text on the
 * office's wall clock (domain/booking.ts).
 */
import { addDays, availableSlots, bookingSchedule, isOpenDay, zonedNow, type BookingRequest } from '../domain';
import type { Queryable } from './db/index';

export interface BookingRow {
  reference: string;
  slot_date: string;
  slot_time: string;
  name: string;
  email: string;
  phone: string | null;
  service: string;
  status: 'booked' | 'cancelled';
  created_at: Date;
  cancelled_at: Date | null;
}

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
      `select slot_date, slot_time from bookings where status = 'booked' and slot_date between $1 and $2`,
      [start, end],
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

/** Takes the slot for `reference`; false when a standing booking already holds it. */
export async function bookSlot(tx: Queryable, reference: string, booking: Omit<BookingRequest, 'website'>, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `insert into bookings (reference, slot_date, slot_time, name, email, phone, service, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (slot_date, slot_time) where status = 'booked' do nothing
     returning reference`,
    [reference, booking.date, booking.time, booking.name, booking.email, booking.phone ?? null, booking.service, at],
  );
  return rows.length === 1;
}

/** Calls from `today` on (Central time), in date order, with the cancelled ones when asked. */
export async function upcomingBookings(db: Queryable, now: Date, options: { includeCancelled?: boolean } = {}): Promise<BookingRow[]> {
  return db.query<BookingRow>(
    `select * from bookings where slot_date >= $1 and ($2 or status = 'booked') order by slot_date, slot_time, created_at limit 500`,
    [zonedNow(now).date, options.includeCancelled ?? false],
  );
}

/** Cancels a standing call; the row it cancelled, or undefined when there was none to cancel. */
export async function cancelBooking(tx: Queryable, reference: string, adminId: number, now: Date): Promise<BookingRow | undefined> {
  const rows = await tx.query<BookingRow>(
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
