import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alertThresholdDefaults, alertThresholdRanges, hostingAutomationFixed } from './constants';
import {
  alertThresholdKeys,
  defaultNotificationSettings,
  draftOf,
  parseStoredNotificationSettings,
  restartedServer,
  newAutomationRule,
  ruleToggleLabel,
  validateAutomationRuleDraft,
  samplePageLoadWeek,
  sampleResourceWeek,
  sampleResponseTime24h,
  sampleServerLogs,
  serverSummary,
  thresholdError,
  toggledRuleStatus,
  validateNotificationDraft,
  type NotificationSettingsDraft,
} from './hosting-automation';
import { sampleHostingAutomationRules, sampleServers } from './samples';

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('serverSummary', () => {
  it('counts the sample servers and rounds their average CPU', () => {
    // 42 + 71 + 86 + 0 + 97 + 12 = 308; 308 / 6 = 51.33
    expect(serverSummary(sampleServers)).toEqual({
      totalServers: 6,
      running: 3,
      averageCpu: 51,
      totalUptime: '99.9%',
    });
  });

  it('rounds halves up and counts only running servers', () => {
    const summary = serverSummary([
      { status: 'running', cpu: 10 },
      { status: 'maintenance', cpu: 11 },
      { status: 'error', cpu: 100 },
      { status: 'running', cpu: 1 },
    ]);
    expect(summary.averageCpu).toBe(31); // 122 / 4 = 30.5
    expect(summary.running).toBe(2);
  });

  it('has no servers to average without dividing by zero', () => {
    expect(serverSummary([])).toEqual({
      totalServers: 0,
      running: 0,
      averageCpu: 0,
      totalUptime: hostingAutomationFixed.totalUptime,
    });
  });

  it('always lies within the range of its inputs', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('running', 'stopped', 'error', 'other'),
            cpu: fc.integer({ min: 0, max: 100 }),
          }),
          { minLength: 1 },
        ),
        (servers) => {
          const summary = serverSummary(servers);
          expect(summary.averageCpu).toBeGreaterThanOrEqual(Math.min(...servers.map((s) => s.cpu)));
          expect(summary.averageCpu).toBeLessThanOrEqual(Math.max(...servers.map((s) => s.cpu)));
          expect(summary.running).toBeLessThanOrEqual(summary.totalServers);
        },
      ),
    );
  });
});

describe('restartedServer and logs', () => {
  it('brings a server that was down back as running with a fresh check', () => {
    const down = sampleServers.find((s) => s.status === 'error')!;
    const after = restartedServer(down);
    expect(after).toMatchObject({
      id: down.id,
      name: down.name,
      status: 'running',
      lastCheck: 'Just now',
      uptime: '0d 0h',
    });
    expect(after.cpu).toBeLessThan(down.cpu);
  });

  it('keeps the load of a server that was already running', () => {
    const up = sampleServers[0];
    expect(restartedServer(up)).toMatchObject({ status: 'running', cpu: up.cpu, memory: up.memory });
  });

  it('writes log lines that match the server status', () => {
    const error = sampleServers.find((s) => s.status === 'error')!;
    expect(sampleServerLogs(error).some((line) => line.includes('[error]'))).toBe(true);
    const stopped = sampleServers.find((s) => s.status === 'stopped')!;
    expect(sampleServerLogs(stopped).join('\n')).toContain('stopped');
    for (const server of sampleServers) {
      expect(sampleServerLogs(server).every((line) => line.includes(server.name))).toBe(true);
    }
  });
});

describe('automation rules', () => {
  it('has the six sample triggers of the spec', () => {
    expect(sampleHostingAutomationRules.map((rule) => rule.trigger)).toEqual([
      'CPU above 80% for 5 minutes',
      'Daily backup at 2:00 AM',
      'Weekly security scan on Sunday',
      'Response above 3 seconds',
      'SSL renewal 30 days before expiry',
      'Disk above 85%',
    ]);
  });

  it('labels the toggle with what it will do', () => {
    expect(ruleToggleLabel('active')).toBe('Disable');
    expect(ruleToggleLabel('inactive')).toBe('Enable');
    expect(toggledRuleStatus('active')).toBe('inactive');
    expect(toggledRuleStatus(toggledRuleStatus('active'))).toBe('active');
  });
});

describe('adding and editing rules', () => {
  it('requires every field and keeps them short', () => {
    expect(
      validateAutomationRuleDraft({
        name: 'Cache warm-up',
        trigger: 'Daily at 5:00 AM',
        action: 'Prime the page cache',
      }),
    ).toEqual({});
    expect(validateAutomationRuleDraft({ name: '  ', trigger: '', action: 'x'.repeat(81) })).toEqual({
      name: 'Rule name is required.',
      trigger: 'Trigger is required.',
      action: 'Action must be 80 characters or fewer (now 81).',
    });
  });

  it('makes a new active rule with an unused id and trimmed text', () => {
    const rule = newAutomationRule(
      { name: ' Cache warm-up ', trigger: 'Daily at 5:00 AM', action: 'Prime the cache' },
      sampleHostingAutomationRules,
    );
    expect(rule).toEqual({
      id: 'rule-7',
      name: 'Cache warm-up',
      trigger: 'Daily at 5:00 AM',
      action: 'Prime the cache',
      status: 'active',
      lastTriggered: 'Never',
    });
    expect(newAutomationRule(rule, [{ id: 'rule-2' }, { id: 'rule-3' }]).id).toBe('rule-4');
  });
});

describe('alert thresholds', () => {
  const draft = (thresholds: Partial<NotificationSettingsDraft['thresholds']>): NotificationSettingsDraft => {
    const base = draftOf(defaultNotificationSettings);
    return { ...base, thresholds: { ...base.thresholds, ...thresholds } };
  };

  it('defaults to 80, 85 and 3 (spec section 9)', () => {
    expect(defaultNotificationSettings.thresholds).toEqual({ cpuPercent: 80, memoryPercent: 85, responseSeconds: 3 });
    expect(validateNotificationDraft(draftOf(defaultNotificationSettings))).toEqual({
      ok: true,
      settings: defaultNotificationSettings,
    });
  });

  it('accepts the ends of each range and trims spaces', () => {
    const result = validateNotificationDraft(
      draft({ cpuPercent: ' 1 ', memoryPercent: '100', responseSeconds: '0.1' }),
    );
    expect(result).toEqual({
      ok: true,
      settings: {
        ...defaultNotificationSettings,
        thresholds: { cpuPercent: 1, memoryPercent: 100, responseSeconds: 0.1 },
      },
    });
    expect(thresholdError('responseSeconds', '60')).toBeUndefined();
    expect(thresholdError('responseSeconds', '.5')).toBeUndefined();
  });

  it.each([
    ['cpuPercent', '', 'CPU alert threshold is required: enter a number between 1 and 100.'],
    ['cpuPercent', '0', 'CPU alert threshold must be between 1 and 100.'],
    ['memoryPercent', '101', 'Memory alert threshold must be between 1 and 100.'],
    ['memoryPercent', 'eighty', 'Memory alert threshold must be a number between 1 and 100.'],
    ['responseSeconds', '0.05', 'Response time threshold must be between 0.1 and 60.'],
    ['responseSeconds', '-3', 'Response time threshold must be a number between 0.1 and 60.'],
    ['responseSeconds', '1e1', 'Response time threshold must be a number between 0.1 and 60.'],
    ['cpuPercent', 'Infinity', 'CPU alert threshold must be a number between 1 and 100.'],
  ] as const)('rejects %s = %j with a clear message', (key, raw, message) => {
    expect(thresholdError(key, raw)).toBe(message);
  });

  it('reports every wrong field at once and saves nothing', () => {
    const result = validateNotificationDraft(draft({ cpuPercent: '150', responseSeconds: 'abc' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['cpuPercent', 'responseSeconds']);
  });

  it('accepts exactly the numbers inside each range', () => {
    for (const key of alertThresholdKeys) {
      const { min, max } = alertThresholdRanges[key];
      fc.assert(
        fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), (value) => {
          const text = String(Math.abs(value));
          const number = Number(text);
          if (/e/.test(text)) return; // exponent forms are rejected outright
          expect(thresholdError(key, text) === undefined).toBe(number >= min && number <= max);
        }),
      );
    }
  });
});

describe('stored notification settings', () => {
  it('round-trips through JSON', () => {
    const saved = {
      channels: { email: false, sms: true, slack: false },
      thresholds: { cpuPercent: 70, memoryPercent: 90, responseSeconds: 2.5 },
    };
    expect(parseStoredNotificationSettings(JSON.stringify(saved))).toEqual(saved);
  });

  it('falls back to the defaults for nothing, broken JSON or wrong parts', () => {
    expect(parseStoredNotificationSettings(null)).toEqual(defaultNotificationSettings);
    expect(parseStoredNotificationSettings('{not json')).toEqual(defaultNotificationSettings);
    expect(parseStoredNotificationSettings('42')).toEqual(defaultNotificationSettings);
    expect(
      parseStoredNotificationSettings(
        JSON.stringify({ channels: { sms: 'yes', slack: false }, thresholds: { cpuPercent: 500, memoryPercent: 50 } }),
      ),
    ).toEqual({
      channels: { email: true, sms: false, slack: false },
      thresholds: {
        cpuPercent: alertThresholdDefaults.cpuPercent,
        memoryPercent: 50,
        responseSeconds: alertThresholdDefaults.responseSeconds,
      },
    });
  });
});

describe('sample series', () => {
  it('agree with the fixed figures they illustrate', () => {
    expect(sampleResponseTime24h.seconds).toHaveLength(24);
    expect(sampleResponseTime24h.labels).toHaveLength(24);
    expect(mean(sampleResponseTime24h.seconds).toFixed(1)).toBe('1.2');
    expect(`${mean(sampleResponseTime24h.seconds).toFixed(1)}s`).toBe(
      hostingAutomationFixed.performance.averageResponse,
    );
    expect(`${mean(samplePageLoadWeek.seconds).toFixed(1)}s`).toBe(hostingAutomationFixed.performance.pageLoad);
    expect(Math.round(mean(sampleResourceWeek.cpu))).toBe(hostingAutomationFixed.performance.cpu);
    expect(Math.round(mean(sampleResourceWeek.memory))).toBe(hostingAutomationFixed.performance.memory);
  });
});
