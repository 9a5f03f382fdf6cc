/**
 * Consultation slots (/booking) in the agency's own time zone. The page computes what to offer
 * with `bookableDays` and `availableSlots`; the booking function refuses what the page would
 * not offer with `bookingSlotProblem`. Dates are `YYYY-MM-DD` and times `HH:MM` on the wall
 * clock in Central time, so comparisons are plain string and minute comparisons: no instant
 * arithmetic, nothing that daylight saving time could shift (slots are never near 2 am).
 */
import { bookingSchedule } from './constants';

export interface ZonedNow {
  /** today's date in the schedule's time zone, YYYY-MM-DD */
  readonly date: string;
  /** minutes since midnight on that wall clock */
  readonly minutes: number;
}

/**
 * Intl formatters are made on first use, not at import: the first one a page makes sets up
 * locale and time-zone data (tens of milliseconds of main thread on a phone), and pages that
 * only import this module (the contact form's shared field code) never format a date.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const zonedFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: bookingSchedule.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * Zones whose wall clock is worked out here without Intl: their standard offset from UTC in
 * minutes. Each keeps the US daylight saving rule, fixed by law since 2007 (15 U.S.C. 260a): from
 * the second Sunday of March at 02:00 standard time to the first Sunday of November at 02:00
 * daylight time, one hour ahead. The first `Intl.DateTimeFormat` with a `timeZone` sets up the
 * zone's data, about 50 ms of main thread on a phone, in the booking page's first render after
 * hydration; this is a few date operations. Any other zone, or a year outside the rule's, asks
 * Intl (`domain/booking.test.ts` checks that both agree, over the years and at each change).
 */
const usRuleZones: Readonly<Record<string, number>> = { 'America/Chicago': -6 * 60 };

const minute = 60_000;

/** The `n`th Sunday (1-based) of a month, as a day of the month. */
function nthSunday(year: number, month: number, n: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, month - 1, 1)).getUTCDay()) % 7) + (n - 1) * 7;
}

/** The wall clock in a US-rule zone at `now`, or null where the rule does not say (before 2007). */
function usRuleWallClock(now: Date, standardOffset: number): Date | null {
  const instant = now.getTime();
  const year = new Date(instant + standardOffset * minute).getUTCFullYear();
  if (!(year >= 2007 && year <= 9999)) return null;
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 3, 2), 2) - standardOffset * minute;
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 11, 1), 2) - (standardOffset + 60) * minute;
  const offset = instant >= daylightFrom && instant < daylightUntil ? standardOffset + 60 : standardOffset;
  return new Date(instant + offset * minute);
}

/** What the clock on the agency's wall says at `now`. */
export function zonedNow(now: Date): ZonedNow {
  const standardOffset = usRuleZones[bookingSchedule.timeZone];
  const wall = standardOffset === undefined ? null : usRuleWallClock(now, standardOffset);
  if (wall) return { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  const parts = Object.fromEntries(zonedFormat().formatToParts(now).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function utcNoon(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function weekdayOf(date: string): number {
  const day = utcNoon(date).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  const next = utcNoon(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function isWorkingDay(date: string): boolean {
  return (bookingSchedule.workingDays as readonly number[]).includes(weekdayOf(date));
}

/** The `n`th (1-based) ISO weekday of a month, or the last one with n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  if (n > 0) return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
  const last = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** A fixed-date holiday on a weekend is kept on the Friday before or the Monday after (5 U.S.C. 6103). */
function observed(date: string): string {
  const weekday = weekdayOf(date);
  return weekday === 6 ? addDays(date, -1) : weekday === 7 ? addDays(date, 1) : date;
}

/**
 * Each year's holidays, worked out once: the booking page asks about every day of the next two
 * months on each render (about 30 date calculations a year, twice a day, before this cache).
 */
const holidaysByYear = new Map<number, ReadonlyMap<string, string>>();

/**
 * The days the office is closed for a holiday in `year`: the eleven US federal holidays (as
 * observed when one falls on a weekend) and the day after Thanksgiving. Written out rather than
 * taken from a holiday library: the rules are fixed by law, fit in a dozen lines, and the
 * libraries that know every country's holidays weigh hundreds of kilobytes in the page.
 */
export function officeHolidays(year: number): ReadonlyMap<string, string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) holidaysByYear.set(year, (holidays = holidaysOf(year)));
  return holidays;
}

function holidaysOf(year: number): ReadonlyMap<string, string> {
  const day = (month: number, date: number) => `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return new Map([
    [observed(day(1, 1)), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day'],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    [observed(day(6, 19)), 'Juneteenth'],
    [observed(day(7, 4)), 'Independence Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 10, 1, 2), 'Columbus Day'],
    [observed(day(11, 11)), 'Veterans Day'],
    [thanksgiving, 'Thanksgiving Day'],
    [addDays(thanksgiving, 1), 'the day after Thanksgiving'],
    [observed(day(12, 25)), 'Christmas Day'],
  ]);
}

/** The holiday the office is closed for on `date`, or null. (New Year's Day of the next year may be observed on Dec 31.) */
export function holidayOn(date: string): string | null {
  const year = Number(date.slice(0, 4));
  return officeHolidays(year).get(date) ?? officeHolidays(year + 1).get(date) ?? null;
}

/** A day with calls: an office day that is not a holiday. */
export function isOpenDay(date: string): boolean {
  return isWorkingDay(date) && holidayOn(date) === null;
}

function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** '09:30' for 570. */
function fromMinutes(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Every slot of a working day: 09:00, 09:30 ... 16:30. */
export const slotTimes: readonly string[] = (() => {
  const times: string[] = [];
  for (let t = toMinutes(bookingSchedule.firstSlot); t <= toMinutes(bookingSchedule.lastSlot); t += bookingSchedule.slotMinutes) {
    times.push(fromMinutes(t));
  }
  return times;
})();

/**
 * The slots of `date` the page offers at `now`: a working day, starting at least the notice ahead.
 * `now` is an instant, or the wall clock already read by `zonedNow` (reading it formats a date, the
 * costly part, so a caller asking about many days reads it once).
 */
export function availableSlots(date: string, now: Date | ZonedNow): string[] {
  if (!isOpenDay(date)) return [];
  const today = now instanceof Date ? zonedNow(now) : now;
  if (date < today.date) return [];
  if (date > today.date) return [...slotTimes];
  return slotTimes.filter((time) => toMinutes(time) >= today.minutes + bookingSchedule.noticeMinutes);
}

/** The next `count` open days that still have a slot, starting today (Central time). */
export function bookableDays(now: Date | ZonedNow, count: number = bookingSchedule.daysShown): string[] {
  const days: string[] = [];
  const today = now instanceof Date ? zonedNow(now) : now;
  let date = today.date;
  while (days.length < count) {
    if (availableSlots(date, today).length > 0) days.push(date);
    date = addDays(date, 1);
  }
  return days;
}

export type BookingSlotProblem = 'day-passed' | 'time-passed' | 'not-working-day' | 'holiday' | 'off-grid' | 'too-far';

/**
 * Why the function refuses a slot, or null. It accepts any slot that has not started yet (not
 * only those `notice` ahead): a visitor who took a few minutes to fill the form keeps the slot.
 */
export function bookingSlotProblem(date: string, time: string, now: Date): BookingSlotProblem | null {
  const today = zonedNow(now);
  if (date < today.date) return 'day-passed';
  if (!isWorkingDay(date)) return 'not-working-day';
  if (holidayOn(date) !== null) return 'holiday';
  if (!slotTimes.includes(time)) return 'off-grid';
  if (date === today.date && toMinutes(time) <= today.minutes) return 'time-passed';
  if (date > addDays(today.date, bookingSchedule.maxDaysAhead)) return 'too-far';
  return null;
}

/** Which field a problem belongs to, for the error beside it. */
export const bookingProblemField: Record<BookingSlotProblem, 'date' | 'time'> = {
  'day-passed': 'date',
  'not-working-day': 'date',
  holiday: 'date',
  'too-far': 'date',
  'time-passed': 'time',
  'off-grid': 'time',
};

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * 'Mon, Nov 23' or 'Monday, November 23, 2026' for a calendar date (no time zone involved): what
 * `Intl.DateTimeFormat('en-US')` writes (`domain/booking.test.ts` compares them), written out
 * because the page's first `Intl.DateTimeFormat` sets up the locale's data, about 50 ms of main
 * thread on a phone, in the booking page's render after hydration (sixty days' labels).
 */
export function formatBookingDay(date: string, style: 'short' | 'long' = 'short'): string {
  const noon = utcNoon(date);
  const weekday = weekdayNames[noon.getUTCDay()]!;
  const month = monthNames[noon.getUTCMonth()]!;
  return style === 'short'
    ? `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${noon.getUTCDate()}`
    : `${weekday}, ${month} ${noon.getUTCDate()}, ${noon.getUTCFullYear()}`;
}

/** '9:30 AM' for '09:30'. */
export function formatSlotTime(time: string): string {
  const minutes = toMinutes(time);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
