/**
 * The /hosting-automation demonstration (spec section 2): its texts, the figures it computes from
 * the sample servers, the alert-settings rules and the sample series its charts draw.
 * Pure: no storage, no clock, no randomness, so server and browser render the same.
 */
import { alertThresholdDefaults, alertThresholdRanges, hostingAutomationFixed } from './constants';
import type { HostingAutomationRule, Server } from './entities';

/** The four tabs, in order (spec section 2). */
export const hostingAutomationTabs = [
  { value: 'monitoring', label: 'Server Monitoring' },
  { value: 'rules', label: 'Automation Rules' },
  { value: 'analytics', label: 'Performance Analytics' },
  { value: 'alerts', label: 'Alerts & Notifications' },
] as const;
export type HostingAutomationTab = (typeof hostingAutomationTabs)[number]['value'];

export const hostingAutomationText = {
  tabsLabel: 'Hosting automation sections',
  demoNote: 'A live demonstration on sample data: actions change this page only and reset when you reload it.',
  summary: {
    totalServers: 'Total Servers',
    running: 'Running',
    averageCpu: 'Average CPU',
    totalUptime: 'Total Uptime',
  },
  serverTableCaption: 'Servers',
  addNewRule: 'Add New Rule',
  edit: 'Edit',
  enable: 'Enable',
  disable: 'Disable',
  saveSettings: 'Save Settings',
  saved: 'Saved',
  savedDetail: 'Your alert settings are kept in this browser.',
  notSaved: 'Not saved: fix the highlighted fields.',
  storageFailed: 'Not saved: this browser does not let the page keep settings.',
  panels: {
    monitoring: 'Every client server at a glance: resource use against the alert bands, status and uptime.',
    rules: 'Rules watch each server around the clock and act before a visitor notices a problem.',
    analytics: 'How the hosted sites performed: response time today, resource use and bandwidth this week.',
    alerts: 'What the automation noticed lately, and how and when you want to hear about it.',
  },
} as const;

/** What the page's live region says after an action (our words; the spec leaves them open). */
export const hostingAutomationAnnouncements = {
  restarting: (server: string) => `Restarting ${server}…`,
  restarted: (server: string) => `${server} restarted and is running.`,
  ruleAdded: (rule: string) => `${rule} added and active.`,
  ruleUpdated: (rule: string) => `${rule} updated.`,
  ruleToggled: (rule: string, status: HostingAutomationRule['status']) =>
    `${rule} ${status === 'active' ? 'enabled' : 'disabled'}.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Server Monitoring

export interface ServerSummary {
  readonly totalServers: number;
  readonly running: number;
  /** mean CPU % over every server, rounded to a whole number (0 when there are none) */
  readonly averageCpu: number;
  /** fixed by the spec, not computed */
  readonly totalUptime: string;
}

/** The summary cards of the Server Monitoring tab. */
export function serverSummary(servers: readonly Pick<Server, 'status' | 'cpu'>[]): ServerSummary {
  const cpuTotal = servers.reduce((sum, server) => sum + (Number.isFinite(server.cpu) ? server.cpu : 0), 0);
  return {
    totalServers: servers.length,
    running: servers.filter((server) => server.status === 'running').length,
    averageCpu: servers.length === 0 ? 0 : Math.round(cpuTotal / servers.length),
    totalUptime: hostingAutomationFixed.totalUptime,
  };
}

/** How long the simulated restart takes before the server reports running again. */
export const serverRestartMs = 1500;
/** The status a server shows while the simulated restart runs (a neutral status). */
export const restartingStatus = 'restarting';

/** A server after the simulated restart: running, freshly checked, with idle-ish load if it was down. */
export function restartedServer(server: Server): Server {
  const wasDown = server.status === 'stopped' || server.status === 'error';
  return {
    ...server,
    status: 'running',
    lastCheck: 'Just now',
    uptime: '0d 0h',
    ...(wasDown ? { cpu: 8, memory: 24 } : {}),
  };
}

/** Sample log lines for a server's "View logs" dialog, chosen by its status. Times are UTC. */
export function sampleServerLogs(
  server: Pick<Server, 'name' | 'status' | 'cpu' | 'memory' | 'disk'>,
): readonly string[] {
  const host = server.name;
  const common = [
    `14:52:03 [info] ${host}: health check passed (HTTP 200 in 182 ms)`,
    `14:53:41 [info] ${host}: nginx served 1,284 requests in the last minute`,
    `14:55:10 [info] ${host}: CPU ${server.cpu}%, memory ${server.memory}%, disk ${server.disk}%`,
  ];
  switch (server.status) {
    case 'running':
      return [
        ...common,
        `14:58:27 [info] ${host}: certificate valid for 61 more days`,
        `14:59:30 [info] ${host}: all services running`,
      ];
    case 'stopped':
      return [
        `14:40:12 [info] ${host}: shutdown requested by the client portal`,
        `14:40:19 [info] ${host}: php-fpm stopped`,
        `14:40:20 [info] ${host}: nginx stopped`,
        `14:55:00 [warn] ${host}: server is stopped; monitoring paused`,
      ];
    case 'error':
      return [
        ...common.slice(0, 2),
        `14:57:48 [warn] ${host}: CPU above 80% for 5 minutes`,
        `14:58:55 [error] ${host}: php-fpm worker pool exhausted (max_children reached)`,
        `14:59:02 [error] ${host}: health check failed (timeout after 10 s)`,
      ];
    case restartingStatus:
      return [...common, `15:00:00 [info] ${host}: restart requested, services stopping`];
    default:
      return [...common, `14:50:00 [info] ${host}: maintenance window open, alerts muted`];
  }
}

// ---------------------------------------------------------------------------------------------
// Automation Rules

/** The label of a rule's toggle button follows its status (spec section 4). */
export function ruleToggleLabel(status: HostingAutomationRule['status']): string {
  return status === 'active' ? hostingAutomationText.disable : hostingAutomationText.enable;
}

export function toggledRuleStatus(status: HostingAutomationRule['status']): HostingAutomationRule['status'] {
  return status === 'active' ? 'inactive' : 'active';
}

/** What the Add New Rule / Edit form holds. */
export interface AutomationRuleDraft {
  readonly name: string;
  readonly trigger: string;
  readonly action: string;
}

export const automationRuleFields: Record<
  keyof AutomationRuleDraft,
  { readonly label: string; readonly hint: string }
> = {
  name: { label: 'Rule name', hint: 'A short name your team will recognise, e.g. “Nightly backup”.' },
  trigger: { label: 'Trigger', hint: 'When it runs, e.g. “CPU above 80% for 5 minutes”.' },
  action: { label: 'Action', hint: 'What it does, e.g. “Add one vCPU and notify the client”.' },
};

/** The longest text a rule field takes; beyond it the card would only wrap into a column of words. */
export const automationRuleFieldMaxChars = 80;

/** Every field is required and short; the messages say which and how to fix it. */
export function validateAutomationRuleDraft(
  draft: AutomationRuleDraft,
): Partial<Record<keyof AutomationRuleDraft, string>> {
  const errors: Partial<Record<keyof AutomationRuleDraft, string>> = {};
  for (const key of ['name', 'trigger', 'action'] as const) {
    const text = draft[key].trim();
    const label = automationRuleFields[key].label;
    if (text === '') errors[key] = `${label} is required.`;
    else if (text.length > automationRuleFieldMaxChars)
      errors[key] = `${label} must be ${automationRuleFieldMaxChars} characters or fewer (now ${text.length}).`;
  }
  return errors;
}

/** A rule made on this page: active at once, never triggered yet. */
export function newAutomationRule(
  draft: AutomationRuleDraft,
  existing: readonly { id: string }[],
): HostingAutomationRule {
  let n = existing.length + 1;
  while (existing.some((rule) => rule.id === `rule-${n}`)) n += 1;
  return {
    id: `rule-${n}`,
    name: draft.name.trim(),
    trigger: draft.trigger.trim(),
    action: draft.action.trim(),
    status: 'active',
    lastTriggered: 'Never',
  };
}

// ---------------------------------------------------------------------------------------------
// Alerts & Notifications

export type AlertThresholdKey = keyof typeof alertThresholdDefaults;
export type AlertThresholds = Record<AlertThresholdKey, number>;
export type AlertChannel = 'email' | 'sms' | 'slack';

export const alertThresholdKeys = [
  'cpuPercent',
  'memoryPercent',
  'responseSeconds',
] as const satisfies readonly AlertThresholdKey[];

export const alertThresholdFields: Record<AlertThresholdKey, { readonly label: string; readonly unit: string }> = {
  cpuPercent: { label: 'CPU alert threshold', unit: '%' },
  memoryPercent: { label: 'Memory alert threshold', unit: '%' },
  responseSeconds: { label: 'Response time threshold', unit: 'seconds' },
};

export const alertChannels: readonly {
  readonly key: AlertChannel;
  readonly label: string;
  readonly description: string;
}[] = [
  { key: 'email', label: 'Email alerts', description: 'Send an email to the account owner.' },
  { key: 'sms', label: 'SMS alerts', description: 'Text the on-call phone for errors only.' },
  { key: 'slack', label: 'Slack notifications', description: 'Post every alert to your #hosting channel.' },
];

export interface NotificationSettings {
  readonly channels: Readonly<Record<AlertChannel, boolean>>;
  readonly thresholds: Readonly<AlertThresholds>;
}

/** What the form edits: thresholds as typed, so a half-typed or wrong value is never lost. */
export interface NotificationSettingsDraft {
  readonly channels: Readonly<Record<AlertChannel, boolean>>;
  readonly thresholds: Readonly<Record<AlertThresholdKey, string>>;
}

export const defaultNotificationSettings: NotificationSettings = {
  channels: { email: true, sms: false, slack: true },
  thresholds: { ...alertThresholdDefaults },
};

/** Where the browser keeps the saved settings. */
export const notificationSettingsStorageKey = 'lsws.hosting-automation.notifications';

export function draftOf(settings: NotificationSettings): NotificationSettingsDraft {
  return {
    channels: { ...settings.channels },
    thresholds: {
      cpuPercent: String(settings.thresholds.cpuPercent),
      memoryPercent: String(settings.thresholds.memoryPercent),
      responseSeconds: String(settings.thresholds.responseSeconds),
    },
  };
}

/** The helper line under a threshold field: "From 1 to 100." */
export function thresholdRangeText(key: AlertThresholdKey): string {
  const { min, max } = alertThresholdRanges[key];
  return `From ${min} to ${max}.`;
}

/** The message beside a threshold field, or undefined when the value is acceptable. */
export function thresholdError(key: AlertThresholdKey, raw: string): string | undefined {
  const { min, max } = alertThresholdRanges[key];
  const name = alertThresholdFields[key].label;
  const text = raw.trim();
  const between = `between ${min} and ${max}`;
  if (text === '') return `${name} is required: enter a number ${between}.`;
  // Plain decimal numbers only: Number() would also take '0x10', '1e2' or 'Infinity'.
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return `${name} must be a number ${between}.`;
  const value = Number(text);
  if (value < min || value > max) return `${name} must be ${between}.`;
  return undefined;
}

export type ThresholdValidation =
  | { readonly ok: true; readonly settings: NotificationSettings }
  | { readonly ok: false; readonly errors: Partial<Record<AlertThresholdKey, string>> };

/** Checks every threshold at once, so the visitor sees all the problems in one go. */
export function validateNotificationDraft(draft: NotificationSettingsDraft): ThresholdValidation {
  const errors: Partial<Record<AlertThresholdKey, string>> = {};
  for (const key of alertThresholdKeys) {
    const error = thresholdError(key, draft.thresholds[key]);
    if (error) errors[key] = error;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      channels: { ...draft.channels },
      thresholds: {
        cpuPercent: Number(draft.thresholds.cpuPercent.trim()),
        memoryPercent: Number(draft.thresholds.memoryPercent.trim()),
        responseSeconds: Number(draft.thresholds.responseSeconds.trim()),
      },
    },
  };
}

/**
 * Reads settings saved by an earlier visit. Anything unreadable or out of range falls back to
 * the default for that part, so a stale or tampered entry never breaks the page.
 */
export function parseStoredNotificationSettings(stored: string | null): NotificationSettings {
  if (!stored) return defaultNotificationSettings;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return defaultNotificationSettings;
  }
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const channels = record(record(data).channels);
  const thresholds = record(record(data).thresholds);
  const channelOf = (key: AlertChannel) =>
    typeof channels[key] === 'boolean' ? (channels[key] as boolean) : defaultNotificationSettings.channels[key];
  const thresholdOf = (key: AlertThresholdKey) => {
    const value = thresholds[key];
    return typeof value === 'number' && thresholdError(key, String(value)) === undefined
      ? value
      : defaultNotificationSettings.thresholds[key];
  };
  return {
    channels: { email: channelOf('email'), sms: channelOf('sms'), slack: channelOf('slack') },
    thresholds: {
      cpuPercent: thresholdOf('cpuPercent'),
      memoryPercent: thresholdOf('memoryPercent'),
      responseSeconds: thresholdOf('responseSeconds'),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Performance Analytics: sample series (fixed numbers, so every render draws the same chart)

/** The fixed figures of the Performance Analytics tab (hostingAutomationFixed.performance). */
export interface PerformanceFigureSet {
  readonly averageResponse: string;
  readonly uptime: string;
  readonly cpu: number;
  readonly memory: number;
  readonly disk: number;
  readonly pageLoad: string;
  readonly timeToFirstByte: string;
  readonly ssl: string;
  readonly security: string;
  readonly seo: string;
}

export const performanceGroups = {
  server: 'Server performance',
  resources: 'Resource usage',
  site: 'Site health',
} as const;

/** Hourly average response time in seconds over the last 24 hours; the mean is 1.2 s. */
export const sampleResponseTime24h = {
  labels: Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
  // prettier-ignore
  seconds: [
    0.9, 0.8, 0.8, 0.7, 0.8, 0.8, 1.0, 1.2, 1.4, 1.5, 1.4, 1.3,
    1.5, 1.6, 1.4, 1.3, 1.3, 1.4, 1.6, 1.5, 1.3, 1.1, 1.1, 1.1,
  ],
} as const;

/** Daily average CPU and memory use over the last week; the means are 45% and 60%. */
export const sampleResourceWeek = {
  labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  cpu: [48, 52, 50, 47, 49, 36, 33],
  memory: [62, 64, 63, 61, 62, 55, 53],
} as const;

/** Daily median page load time over the last week, in seconds; the mean is 1.2 s. */
export const samplePageLoadWeek = {
  labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  seconds: [1.3, 1.2, 1.2, 1.3, 1.3, 1.1, 1.0],
} as const;

/** Bandwidth served per day over the last week, in GB. */
export const sampleBandwidthWeek = [
  { label: 'Mon', value: 182 },
  { label: 'Tue', value: 196 },
  { label: 'Wed', value: 204 },
  { label: 'Thu', value: 191 },
  { label: 'Fri', value: 226 },
  { label: 'Sat', value: 148 },
  { label: 'Sun', value: 131 },
] as const;
