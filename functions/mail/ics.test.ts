/** The booking invite read back by a real iCalendar parser (ical.js): times in America/Chicago across DST, escaping, folding. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingInvite, foldLine } from './ics';

const base = {
  uid: 'LS-ABCD1234@lonestarweb.studio',
  minutes: 30,
  summary: 'Lone Star Web Studio: AI web design call',
  description: 'Notes; with, commas\\ and a\nnew line. '.repeat(6) + 'Ñandú café ☕',
  organizer: { name: 'Lone Star Web Studio', email: 'hello@lonestar.test' },
  attendee: { name: 'Ben "B" Cole', email: 'ben@example.com' },
  stamp: new Date('2026-11-24T22:00:00Z'),
};

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone')!;
  const zone = new ICAL.Timezone(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
  const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
  start.zone = zone;
  end.zone = zone;
  return { calendar, vevent, start, end };
}

describe('booking invite (RFC 5545)', () => {
  it('a winter slot is 10:00 Central = 16:00 UTC, a summer one 15:00 UTC', () => {
    const winter = read(bookingInvite({ ...base, date: '2026-12-01', time: '10:00' }));
    expect(winter.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(winter.start.toJSDate().toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(winter.end.toJSDate().toISOString()).toBe('2026-12-01T16:30:00.000Z');
    const summer = read(bookingInvite({ ...base, date: '2027-07-06', time: '10:00' }));
    expect(summer.start.toJSDate().toISOString()).toBe('2027-07-06T15:00:00.000Z');
  });

  it('keeps text exactly through escaping and folding, with CRLF lines of at most 75 octets', () => {
    const ics = bookingInvite({ ...base, date: '2026-12-01', time: '16:30' });
    const { vevent, end } = read(ics);
    expect(vevent.getFirstPropertyValue('description')).toBe(base.description);
    expect(vevent.getFirstPropertyValue('uid')).toBe(base.uid);
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe('Ben B Cole');
    expect(end.toString()).toBe('2026-12-01T17:00:00');
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('never splits a multi-byte character when folding', () => {
    const folded = foldLine('X:' + '☕'.repeat(60));
    expect(folded.split('\r\n ').join('')).toBe('X:' + '☕'.repeat(60));
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
