/**
 * Sample records of the admin API (domain/api.ts): what the mock handlers (mocks/handlers/) answer
 * offline and what the design system's stories show, read from this one home. Times are offsets
 * from `sampleNow` (domain/samples/clock.ts), so labels like "5m ago" stay meaningful.
 */
import type {
  AdminAccountResponse,
  AutomationAction,
  BookedCall,
  IntegrationStatus,
  OutboxMessage,
  PasskeySummary,
  SecurityEventRow,
  SubmissionRow,
  SubscriptionRecord,
  UnansweredQuestion,
} from '../api';
import { addDays, zonedNow } from '../booking';
import { dashboardFallbacks } from '../constants';
import { hostingPlans } from '../plans';
import { sampleNow } from './clock';
import { alertStatusItem, overallStatus } from '../system-status';

const at = (minutesAgo: number) => new Date(sampleNow - minutesAgo * 60_000).toISOString();

/** The demonstration admin (the mocks sign in as this one: mocks/demo-admin.ts). */
export const sampleAdmin = { email: 'admin@example.com', name: 'Demo Admin' } as const;

/** The one invitation link the mocks know (/admin/invite#token=...), offline and in stories. */
export const demoInvitationToken = 'demo-invitation-token-0123456789abcdefghijk';

// The admin account page (adminAccount)
const hours = 60;

/** The demo admin's sessions, the admins and an invitation (sample data for stories and offline development). */
export const sampleAccount: AdminAccountResponse = {
  me: { email: sampleAdmin.email, name: sampleAdmin.name },
  sessions: [
    { id: '41', startedAt: at(12), lastUsedAt: at(0), browser: 'Firefox on Windows', current: true },
    { id: '38', startedAt: at(5 * hours), lastUsedAt: at(20), browser: 'Safari on iOS', current: false },
    { id: '35', startedAt: at(9 * hours), lastUsedAt: at(25), browser: null, current: false },
  ],
  admins: [
    { email: sampleAdmin.email, name: sampleAdmin.name, since: at(90 * 24 * hours), you: true },
    { email: 'maria@lonestarweb.example', name: 'Maria Lopez', since: at(30 * 24 * hours), you: false },
  ],
  invitations: [
    { id: '7', email: 'dale@example.com', name: 'Dale Whitaker', invitedAt: at(26 * hours), expiresAt: at(-46 * hours), invitedBy: sampleAdmin.name, expired: false },
    { id: '5', email: 'old-invite@example.com', name: '', invitedAt: at(100 * hours), expiresAt: at(28 * hours), invitedBy: 'Maria Lopez', expired: true },
  ],
};

// Booked calls (adminBookings)
const today = zonedNow(new Date(sampleNow)).date;
const bookedAt = (daysAgo: number) => new Date(sampleNow - daysAgo * 86_400_000).toISOString();

/** Three calls in the coming days (sample data for stories and offline development). */
export const sampleCalls: BookedCall[] = [
  { reference: 'LS-9QF3H2JN', date: addDays(today, 1), time: '10:00', name: 'Ben Cole', email: 'ben@example.com', phone: '(512) 555-0188', service: 'AI web design', status: 'booked', bookedAt: bookedAt(1), cancelledAt: null },
  { reference: 'LS-4HX7M2PA', date: addDays(today, 1), time: '14:30', name: 'Maria Lopez', email: 'maria@example.com', phone: null, service: 'Hosting', status: 'booked', bookedAt: bookedAt(2), cancelledAt: null },
  { reference: 'LS-T8W3K6RD', date: addDays(today, 6), time: '09:00', name: 'Dale Whitaker', email: 'dale@example.com', phone: null, service: 'Website audit', status: 'booked', bookedAt: bookedAt(0), cancelledAt: null },
];

// The mail outbox (adminMailOutbox)
/** A small outbox: a booking's two messages sent, a contact's waiting, one failed after its last try. */
export const sampleOutbox: OutboxMessage[] = [
  { id: 6, reference: 'LS-7K3M9QXA', template: 'contact.visitor', audience: 'visitor', to: 'maria@example.com', subject: 'We received your message (LS-7K3M9QXA)', status: 'queued', attempts: 2, lastError: '451 Mailbox temporarily unavailable', createdAt: at(4), nextAttemptAt: at(-1), sentAt: null },
  { id: 5, reference: 'LS-7K3M9QXA', template: 'contact.owner', audience: 'owner', to: null, subject: 'New contact message from Maria Lopez (LS-7K3M9QXA)', status: 'queued', attempts: 2, lastError: '451 Mailbox temporarily unavailable', createdAt: at(4), nextAttemptAt: at(-1), sentAt: null },
  { id: 4, reference: 'LS-2B8D4WRT', template: 'website_audit.visitor', audience: 'visitor', to: 'office@example.com', subject: 'We received your audit request (LS-2B8D4WRT)', status: 'failed', attempts: 8, lastError: '550 No such user here', createdAt: at(600), nextAttemptAt: at(30), sentAt: null },
  { id: 2, reference: 'LS-9QF3H2JN', template: 'booking.owner', audience: 'owner', to: null, subject: 'New call booked: Ben Cole, Tuesday, December 1, 2026 at 10:00 am Central time (LS-9QF3H2JN)', status: 'sent', attempts: 1, lastError: null, createdAt: at(1440), nextAttemptAt: at(1440), sentAt: at(1439) },
  { id: 1, reference: 'LS-9QF3H2JN', template: 'booking.visitor', audience: 'visitor', to: 'ben@example.com', subject: 'Your call is booked: Tuesday, December 1, 2026 at 10:00 am Central time (LS-9QF3H2JN)', status: 'sent', attempts: 1, lastError: null, createdAt: at(1440), nextAttemptAt: at(1440), sentAt: at(1439) },
];

// Integrations (adminIntegrations)

/** Everything configured and answering, in Stripe's test mode. */
export const sampleIntegrations: IntegrationStatus[] = [
  { id: 'database', name: 'Embedded database (PGlite)', configured: true, reachable: true, mode: null, latencyMs: 3, detail: 'Database answered in 3 ms.' },
  { id: 'stripe', name: 'Stripe payments', configured: true, reachable: true, mode: 'test', latencyMs: 212, detail: 'Stripe answered in 212 ms.' },
  { id: 'stripeWebhook', name: 'Stripe webhook', configured: true, reachable: true, mode: null, latencyMs: null, detail: 'Last event received 2h ago.' },
  { id: 'openai', name: 'OpenAI assistant', configured: true, reachable: true, mode: null, latencyMs: 340, detail: 'The model API answered in 340 ms.' },
];

/** A fresh install: nothing but the database. */
export const sampleIntegrationsUnconfigured: IntegrationStatus[] = [
  sampleIntegrations[0]!,
  { id: 'stripe', name: 'Stripe payments', configured: false, reachable: null, mode: null, latencyMs: null, detail: 'STRIPE_SECRET_KEY is not set: checkout answers 503 until it is.' },
  { id: 'stripeWebhook', name: 'Stripe webhook', configured: false, reachable: null, mode: null, latencyMs: null, detail: 'STRIPE_WEBHOOK_SECRET is not set: subscriptions are not recorded.' },
  { id: 'openai', name: 'OpenAI assistant', configured: false, reachable: null, mode: null, latencyMs: null, detail: 'OPENAI_API_KEY is not set: the assistant answers from the site catalogue, offline.' },
];

/** Configured, but Stripe refuses the key and OpenAI does not answer. */
export const sampleIntegrationsFailing: IntegrationStatus[] = [
  sampleIntegrations[0]!,
  { id: 'stripe', name: 'Stripe payments', configured: true, reachable: false, mode: 'live', latencyMs: null, detail: 'Stripe is configured but the key was refused.' },
  { id: 'stripeWebhook', name: 'Stripe webhook', configured: true, reachable: false, mode: null, latencyMs: null, detail: 'Configured; no event has arrived yet.' },
  { id: 'openai', name: 'OpenAI assistant', configured: true, reachable: false, mode: null, latencyMs: null, detail: 'OpenAI is configured but it could not be reached; the assistant falls back to the catalogue.' },
];

// Security events (adminSecurityEvents)
/** An afternoon: the owner signed in; someone guessed from one client until it was refused; a script hit checkout. */
export const sampleSecurityEvents: SecurityEventRow[] = [
  { id: 9, at: at(2), type: 'admin.action', client: '5c1e09aa', account: null, admin: 'owner@lonestarweb.studio', call: 'hostingAutomationMonitor', detail: { action: 'toggle_automation', ruleId: 'rule-2', enabled: false } },
  { id: 8, at: at(3), type: 'sign_in.succeeded', client: '5c1e09aa', account: '0b7f31d2', admin: 'owner@lonestarweb.studio', call: 'adminLogin', detail: {} },
  { id: 7, at: at(20), type: 'rate_limited', client: 'e41a7730', account: null, admin: null, call: 'createPayment', detail: { status: 429 }, count: 143 },
  { id: 6, at: at(41), type: 'sign_in.throttled', client: '9d02c6f4', account: '0b7f31d2', admin: null, call: 'adminLogin', detail: { limit: 'account and client' } },
  { id: 5, at: at(42), type: 'sign_in.failed', client: '9d02c6f4', account: '0b7f31d2', admin: null, call: 'adminLogin', detail: { accountFailuresLastHour: 5 } },
  { id: 4, at: at(43), type: 'sign_in.failed', client: '9d02c6f4', account: '0b7f31d2', admin: null, call: 'adminLogin', detail: { accountFailuresLastHour: 4 } },
  { id: 3, at: at(44), type: 'admin.unauthorized', client: '9d02c6f4', account: null, admin: null, call: 'adminSubmissions', detail: { status: 401 }, count: 12 },
];

// Form submissions (adminSubmissions)
/** Form submissions as the function lists them, newest first. */
export const sampleSubmissions: SubmissionRow[] = [
  {
    reference: 'LS-7K3M9QXA',
    kind: 'booking',
    createdAt: at(12),
    name: 'James Whitfield',
    email: 'james@whitfieldlaw.com',
    summary: 'Discovery call on 2026-11-24 at 10:30 Central',
    fields: [
      { label: 'Service', value: 'Discovery call' },
      { label: 'Date', value: '2026-11-24' },
      { label: 'Time (Central)', value: '10:30' },
      { label: 'Name', value: 'James Whitfield' },
      { label: 'Email', value: 'james@whitfieldlaw.com' },
      { label: 'Phone', value: '(214) 555-0199' },
    ],
    status: 'new',
    version: 0,
    history: [],
  },
  {
    reference: 'LS-2H8D4RWB',
    kind: 'contact',
    createdAt: at(95),
    name: 'Maria Gonzalez',
    email: 'maria@hillcountrybakery.com',
    summary: 'Hosting: We need online ordering before the holidays, can you help?',
    fields: [
      { label: 'Name', value: 'Maria Gonzalez' },
      { label: 'Email', value: 'maria@hillcountrybakery.com' },
      { label: 'Company', value: 'Hill Country Bakery' },
      { label: 'Interested in', value: 'Hosting' },
      { label: 'Message', value: 'We need online ordering before the holidays, can you help?' },
    ],
    status: 'contacted',
    version: 1,
    history: [{ status: 'contacted', note: 'Called her back; sending a quote for online ordering on Friday.', changedBy: 'ana@lonestarwebstudio.com', changedAt: at(30) }],
  },
  {
    reference: 'LS-9P1V6ZTC',
    kind: 'website_audit',
    createdAt: at(60 * 5),
    name: '',
    email: 'travis@boonehvac.com',
    summary: 'Audit of https://boonehvac.com',
    fields: [
      { label: 'Website', value: 'https://boonehvac.com' },
      { label: 'Email', value: 'travis@boonehvac.com' },
    ],
    status: 'new',
    version: 0,
    history: [],
  },
  {
    reference: 'LS-4F5G7JKE',
    kind: 'lead_magnet',
    createdAt: at(60 * 26),
    name: 'Lena Novak',
    email: 'lena@novakdesignhouse.com',
    summary: 'Downloaded the website checklist',
    fields: [
      { label: 'Email', value: 'lena@novakdesignhouse.com' },
      { label: 'Name', value: 'Lena Novak' },
    ],
    status: 'lost',
    version: 2,
    history: [
      { status: 'lost', note: 'Chose a template builder for now.', changedBy: 'admin@example.com', changedAt: at(60 * 3) },
      { status: 'contacted', note: null, changedBy: 'ana@lonestarwebstudio.com', changedAt: at(60 * 20) },
    ],
  },
  {
    reference: 'LS-0QW3ERTY',
    kind: 'contact',
    createdAt: at(60 * 50),
    name: 'Priya Raman',
    email: 'priya@ramanpediatrics.com',
    summary: 'AI web design: A friendlier site for parents, with "book online" on every page',
    fields: [
      { label: 'Name', value: 'Priya Raman' },
      { label: 'Email', value: 'priya@ramanpediatrics.com' },
      { label: 'Interested in', value: 'AI web design' },
      { label: 'Message', value: 'A friendlier site for parents, with "book online" on every page' },
    ],
    status: 'won',
    version: 2,
    history: [
      { status: 'won', note: 'Signed the Growth plan.', changedBy: 'admin@example.com', changedAt: at(60 * 24) },
      { status: 'contacted', note: 'Discovery call booked.', changedBy: 'admin@example.com', changedAt: at(60 * 40) },
    ],
  },
];

/** The function's filter: kind, then a case-insensitive match on the reference or any field. */
export function filterSubmissions(rows: readonly SubmissionRow[], kind?: string, query?: string): SubmissionRow[] {
  const needle = query?.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!kind || row.kind === kind) &&
      (!needle || row.reference.toLowerCase().includes(needle) || row.fields.some((f) => f.value.toLowerCase().includes(needle))),
  );
}


// Subscriptions (adminSubscriptions)
const day = 86_400_000;
const inDays = (daysFromNow: number) => new Date(sampleNow + daysFromNow * day).toISOString();
const plan = (id: string) => {
  const found = hostingPlans.find((p) => p.id === id)!;
  return { plan: found.name, amountCents: found.price * 100 };
};

/** Subscriptions as the webhook would have recorded them (sample data for stories and offline development). */
export const sampleSubscriptions: SubscriptionRecord[] = [
  {
    id: 'sub_1QxHillCountry',
    customerName: 'Maria Gonzalez',
    email: 'maria@hillcountrybakery.com',
    stripeCustomerId: 'cus_R8hillcountry',
    ...plan('business'),
    status: 'active',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: inDays(12),
    cancelAtPeriodEnd: false,
    startedAt: inDays(-48),
    updatedAt: inDays(-18),
  },
  {
    id: 'sub_1QxRamanPeds',
    customerName: 'Priya Raman',
    email: 'priya@ramanpediatrics.com',
    stripeCustomerId: 'cus_R8raman',
    ...plan('professional'),
    status: 'trialing',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: inDays(9),
    cancelAtPeriodEnd: false,
    startedAt: inDays(-5),
    updatedAt: inDays(-5),
  },
  {
    id: 'sub_1QxBooneHvac',
    customerName: null,
    email: 'travis@boonehvac.com',
    stripeCustomerId: 'cus_R8boone',
    ...plan('starter'),
    status: 'active',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: inDays(3),
    cancelAtPeriodEnd: true,
    startedAt: inDays(-120),
    updatedAt: inDays(-2),
  },
  {
    id: 'sub_1QxWhitfield',
    customerName: 'James Whitfield',
    email: 'james@whitfieldlaw.com',
    stripeCustomerId: 'cus_R8whitfield',
    ...plan('professional'),
    status: 'canceled',
    currency: 'usd',
    interval: 'month',
    currentPeriodEnd: inDays(-20),
    cancelAtPeriodEnd: null,
    startedAt: inDays(-200),
    updatedAt: inDays(-20),
  },
];

// The system health check (systemHealthCheck)
type Status = 'healthy' | 'warning' | 'error';

// As the function answers (functions/handlers/system-health-check.ts): the server's own checks
// and figures, never the sample servers (issue 33); alerts from real events only.
const checks: { name: string; status: Status; detail: string }[] = [
  { name: 'Database', status: 'healthy', detail: 'Connected (mock)' },
  { name: 'Web server', status: 'healthy', detail: 'Serving requests (mock)' },
  { name: 'Payments', status: 'healthy', detail: 'Stripe test mode (mock)' },
  { name: 'AI assistant', status: 'healthy', detail: 'Answering from the site catalogue (mock)' },
];

const metrics: { label: string; value: string; status: Status }[] = [
  { label: 'Database response', value: '3 ms', status: 'healthy' },
  { label: 'Health checks, last 24 hours', value: '288 recorded, 0 failed', status: 'healthy' },
  { label: 'Average check time, last 24 hours', value: '4 ms', status: 'healthy' },
  { label: 'Admin sessions active', value: '1', status: 'healthy' },
];

const alerts: { type: 'error' | 'warning' | 'info' | 'success'; message: string; time: string; action: string }[] = [
  { type: 'success', message: 'No failed sign-ins or failed health checks in the last 24 hours', time: 'Now', action: 'None needed' },
];

/** As the function does: the worst of the checks, metrics and alerts it answers. */
const statusOf = (answer: { checks: typeof checks; metrics: typeof metrics; alerts: typeof alerts }): Status =>
  overallStatus([...answer.checks, ...answer.metrics.map((m) => ({ name: m.label, status: m.status })), ...answer.alerts.map(alertStatusItem)]).status;

export const sampleSystemHealth = {
  uptime: dashboardFallbacks.uptime,
  status: statusOf({ checks, metrics, alerts }),
  checks,
  // Pinned to the sample instant so screenshots do not change from run to run.
  checkedAt: new Date(sampleNow).toISOString(),
  metrics,
  alerts,
};

/** The database is down: the dashboard must say so instead of "All Systems Operational". */
export const sampleSystemHealthDown = {
  ...sampleSystemHealth,
  uptime: '97.42%',
  status: 'error' as Status,
  checks: checks.map((c) => (c.name === 'Database' ? { ...c, status: 'error' as Status, detail: 'Database unreachable: connection refused (mock)' } : c)),
};

/** All is well and no alert is open: every check, metric and alert is healthy. */
export const sampleSystemHealthQuiet = {
  ...sampleSystemHealth,
  status: 'healthy' as Status,
  checks: checks.map((c) => ({ ...c, status: 'healthy' as Status })),
  metrics: metrics.map((m) => ({ ...m, status: 'healthy' as Status })),
  alerts: [{ type: 'success' as const, message: 'No failed sign-ins or failed health checks in the last 24 hours', time: 'Now', action: 'None needed' }],
};

/** The ten recovery codes a first second factor gets (shown once); the mock sign-in accepts the first. */
export const sampleRecoveryCodes = [
  'abcde-23456',
  'fghjk-34567',
  'mnpqr-45678',
  'stuvw-56789',
  'xyzab-67892',
  'cdefg-78923',
  'hjkmn-89234',
  'pqrst-92345',
  'uvwxy-23457',
  'zabcd-34568',
] as const;

/** The sample admin's passkeys on /admin/two-factor. */
export const samplePasskeys: readonly PasskeySummary[] = [
  { id: 1, name: 'MacBook Touch ID', createdAt: at(20 * 24 * hours), lastUsedAt: at(24 * hours) },
  { id: 2, name: 'YubiKey 5C', createdAt: at(9 * 24 * hours), lastUsedAt: null },
];

/** Questions the pages do not answer, as the assistant would have kept them (/admin/tools). */
export const sampleUnansweredQuestions: readonly UnansweredQuestion[] = [
  { question: 'Do you offer payroll services?', count: 4, lastAskedAt: at(3 * hours) },
  { question: 'Can you print business cards?', count: 2, lastAskedAt: at(30 * hours) },
  { question: 'Do you have an office in Lubbock? Call me on [number]', count: 1, lastAskedAt: at(50 * hours) },
];

/** Two rule changes at fixed times: the hosting dashboard's "recent automation actions". */
export const sampleAutomationActions: readonly AutomationAction[] = [
  { ruleId: 'rule-4', ruleName: 'Slow response recovery', enabled: false, by: sampleAdmin.email, at: at(25) },
  { ruleId: 'rule-1', ruleName: 'Auto-scaling', enabled: true, by: sampleAdmin.email, at: at(3 * hours) },
];
