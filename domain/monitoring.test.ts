import { describe, expect, it } from 'vitest';
import { formatDuration, monitoredSiteInput, monitoringAlertMessages } from './monitoring';

const fieldErrors = (input: unknown) => {
  const result = monitoredSiteInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the monitored site form', () => {
  it('fills the defaults of issue 33', () => {
    expect(monitoredSiteInput.parse({ url: 'https://example.com', clientName: 'Ana', hostingPlanId: 'starter' })).toEqual({
      url: 'https://example.com',
      clientName: 'Ana',
      hostingPlanId: 'starter',
      contactEmails: [],
      intervalSeconds: 60,
      expectedStatus: [[200, 399]],
      keyword: undefined,
      slowThresholdMs: 3000,
      certWarningDays: [21, 14, 7],
      maintenanceWindows: [],
      paused: false,
      statusPage: false,
    });
  });

  it('refuses each bad field with its own message', () => {
    expect(
      fieldErrors({
        url: 'ftp://example.com',
        clientName: ' ',
        hostingPlanId: 'gold',
        contactEmails: ['nope'],
        intervalSeconds: 10,
        expectedStatus: [[399, 200]],
        certWarningDays: [0],
        maintenanceWindows: [{ kind: 'weekly', day: 7, start: '25:00', minutes: 0 }],
        statusPage: true,
      }),
    ).toEqual({
      url: 'Enter the site’s full address, starting with https:// or http://.',
      clientName: 'Enter the client’s name.',
      hostingPlanId: 'Choose one of the hosting plans.',
      'contactEmails.0': 'Each contact must be an email address.',
      intervalSeconds: 'Check at most every 30 seconds.',
      'expectedStatus.0': 'A range must go from the lower code to the higher.',
      'certWarningDays.0': 'Warn at least a day before.',
      'maintenanceWindows.0.day': expect.any(String),
      'maintenanceWindows.0.start': 'Give the time as HH:MM (24-hour), e.g. 02:30.',
      'maintenanceWindows.0.minutes': 'A window lasts at least a minute.',
    });
    expect(fieldErrors({ url: 'https://example.com', clientName: 'A', hostingPlanId: 'starter', intervalSeconds: 86_401 })).toEqual({
      intervalSeconds: 'Check at least once a day (86400 seconds).',
    });
    expect(fieldErrors({ url: 'https://example.com', clientName: 'A', hostingPlanId: 'starter', statusPage: true })).toEqual({
      statusSlug: 'A public status page needs an address.',
    });
    expect(fieldErrors({ url: 'https://example.com', clientName: 'A', hostingPlanId: 'starter', maintenanceWindows: [{ kind: 'once', start: '2026-12-01T10:00:00Z', end: '2026-12-01T09:00:00Z' }] })).toEqual({
      'maintenanceWindows.0.end': 'The window must end after it starts.',
    });
  });
});

describe('alert emails', () => {
  it('go to the owner and to each contact with the same words', () => {
    const messages = monitoringAlertMessages(
      { kind: 'recovered', url: 'https://example.com', clientName: 'Ana', durationSeconds: 7_500, adminLink: 'https://x.test/admin/sites/1' },
      ['a@example.com'],
    );
    expect(messages.map((m) => [m.template, m.audience, m.to])).toEqual([
      ['monitoring.recovered.owner', 'owner', undefined],
      ['monitoring.recovered.contact', 'visitor', 'a@example.com'],
    ]);
    expect(messages[0]!.text).toContain('back up after 2 h 5 min');
    expect(formatDuration(45)).toBe('45 s');
  });
});
