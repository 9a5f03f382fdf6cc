import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  availableSlots,
  bookableDays,
  bookingSlotProblem,
  holidayOn,
  officeHolidays,
  formatBookingDay,
  formatSlotTime,
  isWorkingDay,
  slotTimes,
  weekdayOf,
  zonedNow,
} from './booking';
import { bookingSchedule } from './constants';

describe('the clock in Texas (America/Chicago)', () => {
  it('reads Central Standard Time in winter and Central Daylight Time in summer', () => {
    // 15:00 UTC is 9:00 CST (UTC-6) in November and 10:00 CDT (UTC-5) in July.
    expect(zonedNow(new Date('2026-11-20T15:00:00Z'))).toEqual({ date: '2026-11-20', minutes: 9 * 60 });
    expect(zonedNow(new Date('2026-07-15T15:00:00Z'))).toEqual({ date: '2026-07-15', minutes: 10 * 60 });
  });
  it('follows the 2026 switches: March 8 forward, November 1 back', () => {
    expect(zonedNow(new Date('2026-03-06T15:00:00Z')).minutes).toBe(9 * 60);
    expect(zonedNow(new Date('2026-03-09T15:00:00Z')).minutes).toBe(10 * 60);
    expect(zonedNow(new Date('2026-10-30T15:00:00Z')).minutes).toBe(10 * 60);
    expect(zonedNow(new Date('2026-11-02T15:00:00Z')).minutes).toBe(9 * 60);
  });
  it('is still yesterday in Austin while it is already tomorrow in UTC', () => {
    // Saturday 02:00 UTC is Friday 20:00 in Austin.
    expect(zonedNow(new Date('2026-11-21T02:00:00Z'))).toEqual({ date: '2026-11-20', minutes: 20 * 60 });
  });
});

describe('the clock in Texas without Intl (the US daylight saving rule)', () => {
  // The oracle: Intl's own time-zone data for the schedule's zone.
  const intl = new Intl.DateTimeFormat('en-CA', {
    timeZone: bookingSchedule.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const byIntl = (now: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(now).map((part) => [part.type, part.value]));
    return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
  };
  const hour = 3_600_000;

  it('agrees with Intl at any instant from 1990 to 2100 (before 2007 it is Intl)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        expect(zonedNow(new Date(ms))).toEqual(byIntl(new Date(ms)));
      }),
      { numRuns: 5000 },
    );
  });
  it('agrees with Intl within two hours of every change and every new year, minute by minute, 2006 to 2040', () => {
    for (let year = 2006; year <= 2040; year++) {
      const edges = [Date.UTC(year, 2, 1), Date.UTC(year, 3, 1), Date.UTC(year, 9, 20), Date.UTC(year, 10, 1), Date.UTC(year, 0, 1)];
      for (const from of edges) {
        // each Sunday 00:00-14:00 UTC in that week (the change is at 07:00 or 08:00 UTC)
        for (let day = 0; day < (from === Date.UTC(year, 0, 1) ? 1 : 14); day++) {
          const start = from + day * 24 * hour;
          if (from !== Date.UTC(year, 0, 1) && new Date(start).getUTCDay() !== 0) continue;
          for (let ms = start + 5 * hour; ms <= start + 10 * hour; ms += 60_000) expect(zonedNow(new Date(ms))).toEqual(byIntl(new Date(ms)));
        }
      }
    }
  });
  it('knows the 2026 changes to the minute: 01:59 CST then 03:00 CDT, 01:59 CDT then 01:00 CST', () => {
    expect(zonedNow(new Date('2026-03-08T07:59:00Z'))).toEqual({ date: '2026-03-08', minutes: 1 * 60 + 59 });
    expect(zonedNow(new Date('2026-03-08T08:00:00Z'))).toEqual({ date: '2026-03-08', minutes: 3 * 60 });
    expect(zonedNow(new Date('2026-11-01T06:59:00Z'))).toEqual({ date: '2026-11-01', minutes: 1 * 60 + 59 });
    expect(zonedNow(new Date('2026-11-01T07:00:00Z'))).toEqual({ date: '2026-11-01', minutes: 1 * 60 });
  });
  it('sets up no Intl time zone to read today\'s clock (the booking page reads it as it hydrates)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./booking');
      fresh.zonedNow(new Date('2026-11-27T15:00:00Z'));
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('calendar dates', () => {
  it('knows weekdays and working days', () => {
    expect(weekdayOf('2026-11-23')).toBe(1); // Monday
    expect(weekdayOf('2026-11-22')).toBe(7); // Sunday
    expect(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map(isWorkingDay)).toEqual([true, false, false, true]);
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('slots', () => {
  it('runs from the first to the last slot, every slot length', () => {
    expect(slotTimes[0]).toBe(bookingSchedule.firstSlot);
    expect(slotTimes.at(-1)).toBe(bookingSchedule.lastSlot);
    expect(slotTimes).toHaveLength(16);
    expect(slotTimes.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
  });
  it('offers only slots at least the notice ahead today, and every slot on later working days', () => {
    const now = new Date('2026-11-23T19:10:00Z'); // Monday 13:10 in Austin
    expect(availableSlots('2026-11-23', now)[0]).toBe('14:30'); // 14:10 is the earliest start
    expect(availableSlots('2026-11-24', now)).toEqual(slotTimes);
    expect(availableSlots('2026-11-22', now)).toEqual([]); // Sunday, and past
    expect(availableSlots('2026-11-28', now)).toEqual([]); // Saturday
  });
  it('never offers a weekend, a holiday or a past day, starting from today in Austin', () => {
    // Friday evening in Austin (Saturday in UTC): the next bookable day is Monday; Thanksgiving
    // (Thursday 26) and the day after are closed.
    const days = bookableDays(new Date('2026-11-21T02:00:00Z'), 6);
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(days.every(isWorkingDay)).toBe(true);
    // Monday morning in Austin: today counts.
    expect(bookableDays(new Date('2026-11-23T14:00:00Z'), 1)).toEqual(['2026-11-23']);
  });
  it('answers the same for the wall clock already read as for the instant (the page reads it once per render)', () => {
    for (const instant of ['2026-11-23T19:10:00Z', '2026-11-21T02:00:00Z', '2026-12-31T23:30:00Z']) {
      const now = new Date(instant);
      const read = zonedNow(now);
      expect(bookableDays(read, 60), instant).toEqual(bookableDays(now, 60));
      for (const date of bookableDays(now, 60)) expect(availableSlots(date, read), `${instant} ${date}`).toEqual(availableSlots(date, now));
    }
  });
  it('works a year’s holidays out once and hands out the same table after', () => {
    expect(officeHolidays(2027)).toBe(officeHolidays(2027));
    expect(officeHolidays(2027)).not.toBe(officeHolidays(2028));
  });
});

describe('what the booking function refuses', () => {
  const now = new Date('2026-11-23T19:10:00Z'); // Monday 13:10 in Austin
  it.each([
    ['a past day', '2026-11-20', '10:00', 'day-passed'],
    ['a slot that has started today', '2026-11-23', '13:00', 'time-passed'],
    ['a Saturday', '2026-11-28', '10:00', 'not-working-day'],
    ['a Sunday', '2026-11-29', '10:00', 'not-working-day'],
    ['a time off the grid', '2026-11-24', '10:15', 'off-grid'],
    ['a time after hours', '2026-11-24', '17:00', 'off-grid'],
    ['a day too far ahead', addDays('2026-11-23', bookingSchedule.maxDaysAhead + 3), '10:00', 'too-far'],
  ])('%s', (_, date, time, problem) => {
    expect(bookingSlotProblem(date, time, now)).toBe(problem);
  });
  it('accepts a later slot today (even within the notice) and any slot on a coming working day', () => {
    expect(bookingSlotProblem('2026-11-23', '13:30', now)).toBeNull();
    expect(bookingSlotProblem('2026-11-24', '09:00', now)).toBeNull();
    expect(bookingSlotProblem('2026-11-23', '16:30', now)).toBeNull();
  });
  it('agrees with what the page offers', () => {
    for (const day of bookableDays(now)) {
      for (const time of availableSlots(day, now)) expect(bookingSlotProblem(day, time, now)).toBeNull();
    }
  });
});

describe('labels', () => {
  it('formats days and times the same in any time zone', () => {
    expect(formatBookingDay('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatBookingDay('2026-11-23', 'long')).toBe('Monday, November 23, 2026');
    expect(['09:00', '12:00', '12:30', '16:30'].map(formatSlotTime)).toEqual(['9:00 AM', '12:00 PM', '12:30 PM', '4:30 PM']);
  });
  it('writes days as Intl does in en-US, for any date from 1970 to 2200', () => {
    const short = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
    const long = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 230 * 366 }), (n) => {
        const date = addDays('1970-01-01', n);
        const noon = new Date(`${date}T12:00:00Z`);
        expect([formatBookingDay(date), formatBookingDay(date, 'long')]).toEqual([short.format(noon), long.format(noon)]);
      }),
      { numRuns: 3000 },
    );
  });
  it('sets up no Intl date format to write a day (the booking page writes sixty as it hydrates)', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('./booking');
      expect(fresh.formatBookingDay('2026-09-07')).toBe('Mon, Sep 7');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('office holidays', () => {
  it.each([
    [2026, ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-11-27', '2026-12-25']],
    // 2027: Christmas and New Year's Day 2028 on a Saturday are kept on the Fridays before; Juneteenth (Saturday) on Friday 18th.
    [2027, ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-11-26', '2027-12-24']],
  ])('are the federal holidays of %i as observed, and the day after Thanksgiving', (year, dates) => {
    expect([...officeHolidays(year).keys()].sort()).toEqual(dates);
  });
  it("names the holiday, also New Year's Day of next year kept on Dec 31", () => {
    expect(holidayOn('2026-11-26')).toBe('Thanksgiving Day');
    expect(holidayOn('2027-12-31')).toBe("New Year's Day");
    expect(holidayOn('2026-11-25')).toBeNull();
    expect(availableSlots('2026-12-25', new Date('2026-12-01T15:00:00Z'))).toEqual([]);
    expect(bookingSlotProblem('2026-12-25', '10:00', new Date('2026-12-01T15:00:00Z'))).toBe('holiday');
  });
});
