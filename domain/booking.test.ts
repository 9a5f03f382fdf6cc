import { describe, expect, it } from 'vitest';
import {
  addDays,
  availableSlots,
  bookableDays,
  bookingSlotProblem,
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
  it('never offers a weekend or a past day, starting from today in Austin', () => {
    // Friday evening in Austin (Saturday in UTC): the next bookable day is Monday.
    const days = bookableDays(new Date('2026-11-21T02:00:00Z'), 6);
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30']);
    expect(days.every(isWorkingDay)).toBe(true);
    // Monday morning in Austin: today counts.
    expect(bookableDays(new Date('2026-11-23T14:00:00Z'), 1)).toEqual(['2026-11-23']);
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
});
