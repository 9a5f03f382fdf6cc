import { describe, expect, it } from 'vitest';
import { certificateThreshold, decide, inMaintenance, initialState, type RuleEvent, type SiteState } from './rules';

/** A run of checks: F failed, G good, S good but slow; M good and X failed, in maintenance. */
function run(sequence: string, from: SiteState = initialState): { statuses: string; events: RuleEvent[]; state: SiteState } {
  let state = from;
  const statuses: string[] = [];
  const events: RuleEvent[] = [];
  for (const c of sequence) {
    const { next, event } = decide(state, { ok: c !== 'F' && c !== 'X', slow: c === 'S', inMaintenance: c === 'M' || c === 'X' });
    state = next;
    statuses.push(next.status);
    events.push(event);
  }
  return { statuses: statuses.join(' '), events, state };
}

describe('the rules', () => {
  it.each([
    // sequence, statuses after each check, events
    ['G', 'up', [null]],
    ['FF', 'unknown unknown', [null, null]],
    ['GFF', 'up up up', [null, null, null]],
    ['GFFF', 'up up up down', [null, null, null, 'down']],
    ['GFFFF', 'up up up down down', [null, null, null, 'down', null]],
    ['FFFGG', 'unknown unknown down down up', [null, null, 'down', null, 'recovered']],
    ['FFFGFG', 'unknown unknown down down down down', [null, null, 'down', null, null, null]],
    ['FFFSS', 'unknown unknown down down up', [null, null, 'down', null, 'recovered']],
    ['GSS', 'up up up', [null, null, null]],
    ['GSSS', 'up up up degraded', [null, null, null, 'degraded']],
    ['SSSSGG', 'up up degraded degraded degraded up', [null, null, 'degraded', null, null, 'recovered']],
    ['SSSGSG', 'up up degraded degraded degraded degraded', [null, null, 'degraded', null, null, null]],
    ['SSSFFF', 'up up degraded degraded degraded down', [null, null, 'degraded', null, null, 'down']],
    ['SSFS', 'up up up up', [null, null, null, null]],
    ['GMMMFF', 'up maintenance maintenance maintenance up up', [null, null, null, null, null, null]],
    ['GFFXF', 'up up up maintenance down', [null, null, null, null, 'down']],
    ['GXXXXG', 'up maintenance maintenance maintenance maintenance up', [null, null, null, null, null, null]],
    ['GXXXXF', 'up maintenance maintenance maintenance maintenance down', [null, null, null, null, null, 'down']],
    ['FFFXXGG', 'unknown unknown down maintenance maintenance down up', [null, null, 'down', null, null, null, 'recovered']],
    ['FFFMMG', 'unknown unknown down maintenance maintenance up', [null, null, 'down', null, null, 'recovered']],
  ] as const)('%s gives %s', (sequence, statuses, events) => {
    const result = run(sequence);
    expect(result.statuses).toBe(statuses);
    expect(result.events).toEqual(events);
  });

  it('opens a down incident once, and closes it once', () => {
    const { events, state } = run('FFFFFFFFGG');
    expect(events.filter((e) => e !== null)).toEqual(['down', 'recovered']);
    expect(state.incident).toBeNull();
  });
});

describe('maintenance windows', () => {
  it('one-off windows by their instants, end excluded', () => {
    const w = [{ kind: 'once', start: '2026-12-01T10:00:00Z', end: '2026-12-01T11:00:00Z' }] as const;
    expect(inMaintenance(w, new Date('2026-12-01T09:59:59Z'))).toBe(false);
    expect(inMaintenance(w, new Date('2026-12-01T10:00:00Z'))).toBe(true);
    expect(inMaintenance(w, new Date('2026-12-01T11:00:00Z'))).toBe(false);
  });

  it('weekly windows on Central wall-clock time, across DST and across midnight on Saturday', () => {
    // Sundays 02:00-04:00 Central: 08:00Z in winter (CST, UTC-6), 07:00Z in summer (CDT, UTC-5)
    const sunday = [{ kind: 'weekly', day: 0, start: '02:00', minutes: 120 }] as const;
    expect(inMaintenance(sunday, new Date('2026-12-06T08:30:00Z'))).toBe(true);
    expect(inMaintenance(sunday, new Date('2026-12-06T07:30:00Z'))).toBe(false);
    expect(inMaintenance(sunday, new Date('2026-07-05T07:30:00Z'))).toBe(true);
    expect(inMaintenance(sunday, new Date('2026-07-05T09:30:00Z'))).toBe(false);
    // Saturday 23:00 for 2 hours reaches into Sunday
    const late = [{ kind: 'weekly', day: 6, start: '23:00', minutes: 120 }] as const;
    expect(inMaintenance(late, new Date('2026-12-06T06:30:00Z'))).toBe(true); // Sunday 00:30 CST
    expect(inMaintenance(late, new Date('2026-12-06T07:30:00Z'))).toBe(false); // Sunday 01:30 CST
  });
});

describe('certificate warnings', () => {
  const now = new Date('2026-12-01T00:00:00Z');
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000 + 3_600_000);
  it.each([
    [30, null],
    [21, { threshold: 21, daysLeft: 21 }],
    [15, { threshold: 21, daysLeft: 15 }],
    [10, { threshold: 14, daysLeft: 10 }],
    [7, { threshold: 7, daysLeft: 7 }],
    [0, { threshold: 7, daysLeft: 0 }],
  ])('%s days left: %o', (left, expected) => {
    expect(certificateThreshold(days(left), now, [21, 14, 7])).toEqual(expected);
  });
});
