/**
 * A booking as an RFC 5545 calendar invitation (METHOD:REQUEST), written by hand: a dozen
 * properties, with the escaping (3.3.11), CRLF line ends and 75-octet folding (3.1) the RFC asks
 * for, and a VTIMEZONE for America/Chicago so TZID resolves without the client's own tables.
 * (`ics` has no TZID/VTIMEZONE, `ical-generator` needs a separate VTIMEZONE generator: the
 * fixed US rules below are smaller than either.) ics.test.ts parses it back with ical.js.
 */
import { bookingSchedule } from '../../domain';

export interface BookingInvite {
  /** globally unique, the same for every copy of one booking */
  uid: string;
  /** YYYY-MM-DD and HH:MM on the wall clock in America/Chicago */
  date: string;
  time: string;
  minutes: number;
  summary: string;
  description: string;
  organizer: { name: string; email?: string };
  attendee: { name: string; email: string };
  stamp: Date;
  /** REQUEST (the default) books the call; CANCEL (with a higher sequence) takes it off the calendar */
  method?: 'REQUEST' | 'CANCEL';
}

/** US rules since 2007: second Sunday of March to first Sunday of November, at 2 am. */
const chicagoTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${bookingSchedule.timeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT escaping, RFC 5545 3.3.11 */
const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');

/** a parameter value (CN=...): quoted, without the characters a quoted value cannot hold */
const paramValue = (value: string): string => `"${value.replace(/["\r\n]/g, '')}"`;

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const localStamp = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  // wall-clock arithmetic in a zone-free calendar (UTC), then read the wall clock back
  const end = new Date(Date.UTC(y, m - 1, d, hh, mm + minutes));
  const iso = end.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function bookingInvite(invite: BookingInvite): string {
  const end = addMinutes(invite.date, invite.time, invite.minutes);
  const tz = bookingSchedule.timeZone;
  const organizer = invite.organizer.email
    ? `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${invite.organizer.email}`
    : undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lone Star Web Studio//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method ?? 'REQUEST'}`,
    ...chicagoTimezone,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART;TZID=${tz}:${localStamp(invite.date, invite.time)}`,
    `DTEND;TZID=${tz}:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(organizer ? [organizer] : []),
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${invite.attendee.email}`,
    invite.method === 'CANCEL' ? 'SEQUENCE:1' : 'SEQUENCE:0',
    invite.method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
