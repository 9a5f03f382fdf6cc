/**
 * The backend contract (api.md) as schemas: one module that the app's client, the functions and
 * the MSW mocks all import, so none of them can drift. Field names the spec fixes are kept as
 * they are (snake_case included).
 */
import { z } from 'zod';
// first: it sets zod's `jitless` before any schema is built (see there)
import {
  adminInvitationRequest,
  adminInvitationResponse,
  adminSessionResponse,
  adminUser,
  bookingSlotsRequest,
  bookingSlotsResponse,
  errorResponse,
  newAdminPassword,
  trimmed,
  type ApiCall,
} from './api-calls';
import { assistantLimits, chatHistoryLimit, checkoutSessionIdPattern, customersTimeframe } from './constants';
import { subscriptionPriceIds, workflowPlanTypes, hostingAddOnIds, hostingPlanIds } from './plans';
import { serviceTopics, fieldMessages, nameProblem } from './form-fields';
import { securityEventTypes } from './security-events';
import { portalLinkMessages } from './messages';
import { adminMonitoringIncidentRequest, adminMonitoringIncidentResponse, adminMonitoringSiteRequest, adminMonitoringSiteResponse, adminMonitoringSitesRequest, adminMonitoringSitesResponse, monitorTickResponse } from './monitoring';

// The paths, who may call, the error body and the schemas of the calls a page makes before it needs
// the rest (the free slots, an invitation): `./api-calls`, which such a page loads alone.
export * from './api-calls';

const email = z.string().trim().max(254).pipe(z.email());
/** A URL or a site-relative path; whether it is on the site's origin is the server's check. */
const returnUrl = z.string().min(1).max(2048);

// --- payments ---------------------------------------------------------------------------

export const createPaymentRequest = z.strictObject({
  priceId: z.enum(subscriptionPriceIds),
  mode: z.literal('subscription'),
  successUrl: returnUrl,
  cancelUrl: returnUrl,
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;
export const createPaymentResponse = z.object({ url: z.url() });
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

export const createWorkflowSubscriptionRequest = z.strictObject({
  planType: z.enum(workflowPlanTypes),
  returnUrl,
});
export type CreateWorkflowSubscriptionRequest = z.infer<typeof createWorkflowSubscriptionRequest>;
const createWorkflowSubscriptionResponse = z.object({ checkoutUrl: z.url() });

const stripeWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean().optional() });

/** A Stripe Checkout Session id, as Stripe writes it into the success URL (`cs_test_...`). */
const checkoutSessionId = z.string().regex(checkoutSessionIdPattern, 'must be a Stripe Checkout Session id (cs_...)');

/** checkout-session (added): what /payment-success asks about the session it came back with. */
export const checkoutSessionRequest = z.strictObject({ sessionId: checkoutSessionId });
/** The plan bought, from the domain tables by the Stripe price's lookup key. */
const purchasedPlan = z.object({
  /** the lookup key */
  id: z.string(),
  /** e.g. 'A/B Testing Pro' */
  name: z.string(),
  /** e.g. '$29/month' */
  priceText: z.string(),
  /** the page that sells it */
  pagePath: z.string().startsWith('/'),
});
export const checkoutSessionResponse = z.object({
  sessionId: checkoutSessionId,
  /** Stripe's session status: `open` means not paid yet (or still confirming) */
  status: z.enum(['open', 'complete', 'expired']),
  paymentStatus: z.enum(['paid', 'unpaid', 'no_payment_required']),
  /** null when the session bought something the site does not sell */
  plan: purchasedPlan.nullable(),
  /** what Stripe charged, in cents; null when Stripe did not say */
  amountTotal: z.number().int().nonnegative().nullable(),
  /** ISO 4217, lower case, e.g. 'usd' */
  currency: z.string().nullable(),
  /** a billing-portal session can be opened for it (complete, with a customer) */
  canManage: z.boolean(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;

/** billing-portal (added): Stripe's page where a customer manages the subscription. */
export const billingPortalRequest = z.strictObject({ sessionId: checkoutSessionId, returnUrl });
const billingPortalResponse = z.object({ url: z.url() });

// --- admin ------------------------------------------------------------------------------

export const adminLoginRequest = z.strictObject({
  email,
  password: z.string().min(1).max(1024),
  /** optional: the known-device value of an earlier good sign-in (lets this device through first under load) */
  knownDevice: z.string().max(200).optional(),
});

// --- second factor (issue 14) -------------------------------------------------------------

export const secondFactorMethods = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** WebAuthn options and answers travel as the JSON of @simplewebauthn; the server checks them. */
const webauthnJson = z.record(z.string().max(100), z.unknown());
const base64url = z.string().max(8192).regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');
/** A passkey's answer to a sign-in challenge (AuthenticationResponseJSON). */
const passkeyAssertion = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: webauthnJson,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
/** A new passkey's answer to a registration challenge (RegistrationResponseJSON). */
const passkeyAttestation = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(40)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  clientExtensionResults: webauthnJson,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** The right password of an admin with a second factor: no session yet, a pending sign-in. */
export const secondFactorChallenge = z.object({
  secondFactorRequired: z.literal(true),
  /** sent back with the second factor; 5 minutes, at most 5 tries */
  pendingToken: z.string().min(22).max(64),
  methods: z.array(z.enum(secondFactorMethods)).min(1),
  /** ISO timestamp: the pending sign-in ends then */
  expiresAt: z.iso.datetime(),
  /** when the admin has passkeys: PublicKeyCredentialRequestOptionsJSON for startAuthentication */
  passkeyOptions: webauthnJson.optional(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

export const adminLoginResponse = z.union([adminSessionResponse, secondFactorChallenge]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

const totpCode = z.string().trim().regex(/^\d{6}$/, 'must be the 6 digits your app shows');
/** Recovery codes are 10 letters and digits, shown as xxxxx-xxxxx; case, spaces and dashes are ignored. */
const recoveryCode = z.string().trim().min(10).max(40);
export const adminLoginSecondFactorRequest = z.discriminatedUnion('method', [
  z.strictObject({ pendingToken: z.string().min(1).max(64), method: z.literal('totp'), code: totpCode }),
  z.strictObject({ pendingToken: z.string().min(1).max(64), method: z.literal('recovery'), code: recoveryCode }),
  z.strictObject({ pendingToken: z.string().min(1).max(64), method: z.literal('passkey'), assertion: passkeyAssertion }),
]);

export const passkeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;
const passkeyName = z.string().trim().min(1).max(60);
export const adminSecondFactorRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('status') }),
  z.strictObject({ action: z.literal('totp_begin') }),
  z.strictObject({ action: z.literal('totp_confirm'), code: totpCode }),
  z.strictObject({ action: z.literal('totp_remove') }),
  z.strictObject({ action: z.literal('recovery_regenerate') }),
  z.strictObject({ action: z.literal('passkey_options') }),
  z.strictObject({ action: z.literal('passkey_register'), name: passkeyName, attestation: passkeyAttestation }),
  z.strictObject({ action: z.literal('passkey_rename'), id: z.number().int().positive(), name: passkeyName }),
  z.strictObject({ action: z.literal('passkey_remove'), id: z.number().int().positive() }),
]);
export type AdminSecondFactorRequest = z.input<typeof adminSecondFactorRequest>;
export const adminSecondFactorResponse = z.object({
  totp: z.object({ enrolled: z.boolean(), confirmedAt: z.string().nullable() }),
  passkeys: z.array(passkeySummary),
  recoveryCodes: z.object({ remaining: z.number().int().nonnegative() }),
  /** after totp_begin: the secret to enter in the app (base32), its otpauth:// URI, and the URI as a QR code (an SVG data URL) */
  totpSetup: z.object({ secret: z.string(), uri: z.string().startsWith('otpauth://'), qrCode: z.string().startsWith('data:image/svg+xml') }).optional(),
  /** after the first factor is enrolled, or recovery_regenerate: shown once, never again */
  newRecoveryCodes: z.array(z.string()).optional(),
  /** after passkey_options: PublicKeyCredentialCreationOptionsJSON for startRegistration */
  passkeyOptions: webauthnJson.optional(),
  /** an invited admin without a factor yet: the rest of the admin area is closed until one is set up (added) */
  enrolmentRequired: z.boolean().optional(),
});
export type AdminSecondFactorResponse = z.infer<typeof adminSecondFactorResponse>;

/** Step-up ("confirm it's you", added): the password or a code from the authenticator app, again. */
export const adminStepUpRequest = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('password'), password: z.string().min(1).max(1024) }),
  z.strictObject({ method: z.literal('totp'), code: totpCode }),
]);
export const adminStepUpResponse = z.object({
  /** ISO timestamp: account changes need no confirmation until then */
  confirmedUntil: z.iso.datetime(),
});
export type AdminStepUpResponse = z.infer<typeof adminStepUpResponse>;

const adminLogoutResponse = z.object({ ok: z.literal(true) });

export const adminVerifyRequest = z.strictObject({
  token: z.string().min(1).max(512),
  location: z.string().max(2048),
  timestamp: z.iso.datetime(),
});
const adminVerifyResponse = z.object({ valid: z.boolean() });

const dashboardAutomationRule = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  triggers: z.number().int().nonnegative(),
  actions: z.number().int().nonnegative(),
});

export const hostingAutomationMonitorRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('get_metrics') }),
  z.strictObject({
    action: z.literal('toggle_automation'),
    ruleId: z.string().min(1).max(100),
    enabled: z.boolean(),
  }),
]);
export type HostingAutomationMonitorRequest = z.infer<typeof hostingAutomationMonitorRequest>;
/** Server (spec section 3). */
const serverSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  cpu: z.number().min(0).max(100),
  memory: z.number().min(0).max(100),
  disk: z.number().min(0).max(100),
  uptime: z.string(),
  lastCheck: z.string(),
  client: z.string(),
  plan: z.string(),
});
/** A change of an automation rule, for "recent automation actions" (added). */
export const automationAction = z.object({
  ruleId: z.string(),
  ruleName: z.string(),
  enabled: z.boolean(),
  by: z.string(),
  at: z.iso.datetime(),
});
export type AutomationAction = z.infer<typeof automationAction>;
export const hostingMetricsResponse = z.object({
  totalServers: z.number().int().nonnegative(),
  /** whole US dollars per month from active subscriptions */
  monthlyRevenue: z.number().nonnegative(),
  runningServers: z.number().int().nonnegative(),
  rules: z.array(dashboardAutomationRule),
  /** added: the server health list and the recent rule changes of the Overview tab */
  servers: z.array(serverSchema),
  recentActions: z.array(automationAction),
});
export type HostingMetricsResponse = z.infer<typeof hostingMetricsResponse>;
export const toggleAutomationResponse = z.object({ rule: dashboardAutomationRule });
export type ToggleAutomationResponse = z.infer<typeof toggleAutomationResponse>;

const healthCheck = z.object({
  name: z.string(),
  status: z.enum(['healthy', 'warning', 'error']),
  detail: z.string(),
});
/** A real-time figure on the Monitoring tab (added). */
const liveMetric = z.object({
  label: z.string(),
  value: z.string(),
  status: z.enum(['healthy', 'warning', 'error']),
});
/** Alert (spec section 3: type, message, time, action). */
const alertItem = z.object({
  type: z.enum(['info', 'warning', 'success', 'error']),
  message: z.string(),
  time: z.string(),
  action: z.string(),
});
export const systemHealthResponse = z.object({
  /** e.g. '99.98%' over the recorded checks */
  uptime: z.string().regex(/^\d{1,3}(\.\d+)?%$/),
  /** added: the first check the uptime covers (a new server's history is minutes, not 30 days) */
  uptimeSince: z.iso.datetime().nullable().optional(),
  status: z.enum(['healthy', 'warning', 'error']),
  checks: z.array(healthCheck),
  checkedAt: z.iso.datetime(),
  /** added: real-time metrics and security alerts for the Monitoring tab */
  metrics: z.array(liveMetric),
  alerts: z.array(alertItem),
});
export type SystemHealthResponse = z.infer<typeof systemHealthResponse>;

export const adminAnalyticsRequest = z.strictObject({
  action: z.literal('get_hosting_customers'),
  timeframe: z.literal(customersTimeframe),
});
const customerRow = z.object({
  name: z.string(),
  email: z.string(),
  plan: z.string(),
  status: z.enum(['active', 'trial', 'past_due', 'canceled']),
  usage: z.number().min(0).max(100),
  revenue: z.number().nonnegative(),
});
export const adminAnalyticsResponse = z.object({
  activeCustomers: z.number().int().nonnegative(),
  customers: z.array(customerRow),
  /** added: true when `customers` is the spec's sample table (no subscription recorded yet), to be labelled as such */
  sample: z.boolean(),
});
export type AdminAnalyticsResponse = z.infer<typeof adminAnalyticsResponse>;

// --- admin pages (added): integrations, form submissions, health history, maintenance ---------

/** Whether a dependency is configured and answers; never a key or any part of one. */
export const integrationStatus = z.object({
  id: z.enum(['database', 'stripe', 'stripeWebhook', 'openai']),
  name: z.string(),
  configured: z.boolean(),
  /** null when there is nothing to reach (not configured, or nothing to call) */
  reachable: z.boolean().nullable(),
  /** 'test' or 'live' for Stripe keys (read from the key's published prefix) */
  mode: z.enum(['test', 'live']).nullable(),
  latencyMs: z.number().int().nonnegative().nullable(),
  detail: z.string(),
});
export type IntegrationStatus = z.infer<typeof integrationStatus>;
export const adminIntegrationsResponse = z.object({
  integrations: z.array(integrationStatus),
  checkedAt: z.iso.datetime(),
});

export const submissionKinds = ['contact', 'booking', 'lead_magnet', 'website_audit'] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
/** Where a lead stands (added): the owner moves each submission through these. */
export const leadStatuses = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Readonly<Record<LeadStatus, string>> = { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' };
export const leadNoteMaxChars = 1000;
/** One change of a lead's status, as kept in its history. */
const leadStatusChange = z.object({
  status: z.enum(leadStatuses),
  note: z.string().nullable(),
  /** the email of the admin who made the change, as it was then */
  changedBy: z.string(),
  changedAt: z.iso.datetime(),
});
/** A lead's current status, the version a change must name, and every change, newest first. */
export const leadState = z.object({
  reference: z.string(),
  status: z.enum(leadStatuses),
  version: z.number().int().nonnegative(),
  history: z.array(leadStatusChange),
});
export type LeadState = z.infer<typeof leadState>;

export const adminSubmissionsRequest = z.strictObject({
  kind: z.enum(submissionKinds).optional(),
  /** added: only leads with this status */
  status: z.enum(leadStatuses).optional(),
  /** matched against the reference and every field, case-insensitively */
  query: z.string().trim().max(200).optional(),
  limit: z.number().int().min(1).max(500).optional(),
});
export const submissionRow = z.object({
  reference: z.string(),
  kind: z.enum(submissionKinds),
  createdAt: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  /** one line: the message, the booked slot, the audited URL... */
  summary: z.string(),
  /** every field as sent, labelled, for the detail view and the CSV */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** added: where the lead stands, the version a change must name, and its changes, newest first */
  status: z.enum(leadStatuses),
  version: z.number().int().nonnegative(),
  history: z.array(leadStatusChange),
});
export type SubmissionRow = z.infer<typeof submissionRow>;
export const adminSubmissionsResponse = z.object({
  submissions: z.array(submissionRow),
  /** how many match, before the limit */
  total: z.number().int().nonnegative(),
  /** added: how many match the kind and search in each status (the status filter left out) */
  statusCounts: z.object({ new: z.number().int().nonnegative(), contacted: z.number().int().nonnegative(), won: z.number().int().nonnegative(), lost: z.number().int().nonnegative() }),
});

export const adminHealthHistoryRequest = z.strictObject({ days: z.number().int().min(1).max(30) });
const uptimeText = z.string().regex(/^\d{1,3}(\.\d+)?%$/);
export const healthHistoryDay = z.object({
  /** YYYY-MM-DD (UTC) */
  date: z.iso.date(),
  checks: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** null on a day without checks */
  uptimePercent: z.number().min(0).max(100).nullable(),
  averageResponseMs: z.number().nonnegative().nullable(),
});
export type HealthHistoryDay = z.infer<typeof healthHistoryDay>;
export const recordedHealthCheck = z.object({
  checkedAt: z.iso.datetime(),
  ok: z.boolean(),
  responseMs: z.number().int().nonnegative(),
  detail: z.string(),
});
export type RecordedHealthCheck = z.infer<typeof recordedHealthCheck>;
const nonNegative = z.number().nonnegative();
/** added (issue 20): what the running server counts about itself since it started (functions/metrics.ts) */
export const liveFigures = z.object({
  /** when this server process started counting */
  since: z.iso.datetime(),
  requests: nonNegative,
  serverErrors: nonNegative,
  /** null before the first request */
  averageResponseMs: nonNegative.nullable(),
  rateLimited: nonNegative,
  /** messages waiting in the outbox, and given up on; null when the database did not answer */
  outboxQueued: z.number().int().nonnegative().nullable(),
  outboxFailed: z.number().int().nonnegative().nullable(),
  mailFailedAttempts: nonNegative,
  averageQueryMs: nonNegative.nullable(),
  /** the event loop's 99th-percentile delay; null before it is measured */
  eventLoopLagMs: nonNegative.nullable(),
  /** the newest backup in the backup folder; null when there is none */
  lastBackup: z.object({ file: z.string(), at: z.iso.datetime(), bytes: z.number().int().nonnegative() }).nullable(),
});
export type LiveFigures = z.infer<typeof liveFigures>;
export const adminHealthHistoryResponse = z.object({
  live: liveFigures,
  /** over the requested days */
  uptime: uptimeText,
  /** added: the oldest check kept, where the history starts; null before the first check */
  since: z.iso.datetime().nullable(),
  days: z.array(healthHistoryDay),
  /** newest first */
  recent: z.array(recordedHealthCheck),
  failures: z.array(recordedHealthCheck),
});
export type AdminHealthHistoryResponse = z.infer<typeof adminHealthHistoryResponse>;

export const adminMaintenanceRequest = z.discriminatedUnion('action', [
  /** deletes ended sessions, spent rate-limit windows and health checks older than the kept history */
  z.strictObject({ action: z.literal('purge_expired') }),
  /** ends every session of the calling admin except the one making the call */
  z.strictObject({ action: z.literal('revoke_other_sessions') }),
]);
export type AdminMaintenanceRequest = z.infer<typeof adminMaintenanceRequest>;
export const adminMaintenanceResponse = z.object({
  action: z.enum(['purge_expired', 'revoke_other_sessions']),
  /** what was removed, by kind: sessions, rateLimitWindows, healthChecks, portalLinks */
  removed: z.record(z.string(), z.number().int().nonnegative()),
});
export type AdminMaintenanceResponse = z.infer<typeof adminMaintenanceResponse>;

/** The mail outbox (/admin/email): list it, or queue a failed message again. */
const mailOutboxStatuses = ['queued', 'sent', 'failed'] as const;
export const adminMailOutboxRequest = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('list'),
    status: z.enum(mailOutboxStatuses).optional(),
    limit: z.number().int().min(1).max(200).default(50),
  }),
  z.strictObject({ action: z.literal('retry'), id: z.number().int().positive() }),
]);
export const outboxMessage = z.object({
  id: z.number().int(),
  reference: z.string().nullable(),
  template: z.string(),
  audience: z.enum(['owner', 'visitor']),
  /** the visitor's address; null for the owner's copy (sent to NOTIFY_EMAIL) */
  to: z.string().nullable(),
  subject: z.string(),
  status: z.enum(mailOutboxStatuses),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const adminMailOutboxResponse = z.object({
  /** SMTP_URL is set: a sender runs */
  configured: z.boolean(),
  /** NOTIFY_EMAIL (or ADMIN_EMAIL) is set: the owner's copies have somewhere to go */
  ownerAddressSet: z.boolean(),
  counts: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  messages: z.array(outboxMessage),
  /** after `retry`: the message queued again */
  retried: z.number().int().optional(),
});
export type AdminMailOutboxResponse = z.infer<typeof adminMailOutboxResponse>;

/** The security event log (/admin/security): newest first, optionally one type, older pages by `before`. */
export const adminSecurityEventsRequest = z.strictObject({
  type: z.enum(securityEventTypes).optional(),
  /** only events of this client: the start of its address hash, as the log shows it */
  client: z.string().regex(/^[0-9a-f]{1,32}$/).optional(),
  /** only events before this id (the last one of the previous page) */
  before: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export const securityEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  type: z.enum(securityEventTypes),
  /** the first 8 characters of the client's salted hash: enough to see the same client again */
  client: z.string().nullable(),
  /** the first 8 characters of the account's salted hash */
  account: z.string().nullable(),
  /** the admin who acted (their email), when signed in */
  admin: z.string().nullable(),
  call: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** how many times it happened: refusals are counted per client and minute in one event; absent means once */
  count: z.number().int().positive().optional(),
});
export type SecurityEventRow = z.infer<typeof securityEvent>;
export const adminSecurityEventsResponse = z.object({
  events: z.array(securityEvent),
  /** events of each type in the last 24 hours */
  lastDay: z.record(z.string(), z.number().int().nonnegative()),
});
export type AdminSecurityEventsResponse = z.infer<typeof adminSecurityEventsResponse>;

// --- assistant --------------------------------------------------------------------------

export const conversationMessage = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(assistantLimits.historyItemMaxChars),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;
const conversationHistory = z.array(conversationMessage).max(chatHistoryLimit);
const assistantMessage = trimmed(assistantLimits.messageMaxChars);

export const openaiAssistantRequest = z.strictObject({
  message: assistantMessage,
  context: z.enum(['connection_test', 'general']),
  conversation_history: conversationHistory.optional(),
});
/**
 * Added: `signature`, the server's HMAC of the reply. The browser sends the signatures of the
 * replies in its history back in `X-Assistant-Signatures`; a reply "from the assistant" without
 * a valid one never reaches the model, so nobody can put words in the assistant's mouth.
 */
export const assistantSignaturesHeader = 'X-Assistant-Signatures';
export const openaiAssistantResponse = z.object({ response: z.string(), signature: z.string().optional() });
export type OpenaiAssistantResponse = z.infer<typeof openaiAssistantResponse>;

export const advancedAiAssistantRequest = z.strictObject({
  message: assistantMessage,
  context: z.literal('general'),
  conversation_history: conversationHistory,
  user_data: z.strictObject({
    website_url: z.string().max(2048),
    business_type: z.string().max(100),
  }),
});
export const advancedAiAssistantResponse = z.object({ response: z.string().optional(), error: z.string().optional(), signature: z.string().optional() });
export type AdvancedAiAssistantResponse = z.infer<typeof advancedAiAssistantResponse>;

/**
 * Added: the assistants' answer as Server-Sent Events, for a request with
 * `Accept: text/event-stream` (without it, the JSON above, unchanged). Events, in order:
 * - `delta` `{ text }`: the next piece of the reply, as the model writes it;
 * - then one of `answer`: the JSON object the call returns (the whole reply, possibly completed
 *   with a page link, and its signature), or `error` `{ status, error, retryAfter? }`: what the
 *   JSON answer would have been (the basic assistant 503 with Retry-After; the advanced one 200,
 *   so `{ error }`).
 * Refusals before the answer starts (400, 413, 415, 429) are JSON, as without streaming.
 */
export const assistantStreamDelta = z.object({ text: z.string() });
export const assistantStreamError = z.object({ status: z.number().int(), error: z.string(), retryAfter: z.number().optional() });

export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * The events of a `text/event-stream` body as they arrive (the WHATWG format: `event:` and
 * `data:` fields, a blank line ends an event, `:` lines are comments).
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
    }
  } finally {
    // A reader that stops early lets the server know the rest is not wanted (not awaited: a
    // source may settle its cancellation only later).
    reader.cancel().catch(() => {});
  }
}

// --- forms (added) ----------------------------------------------------------------------
// Each field carries the message a visitor reads beside it (domain/forms.ts): the browser checks
// with these schemas before sending, and the functions answer a 400 with the same messages in
// `fields`, so what the form says never depends on which side refused.

/** Honeypot: a field people never see; anything in it marks the submission as spam. */
const honeypot = z.string().max(200, fieldMessages.honeypotTooLong).optional();

/** A required line of text: missing, blank and too long each say so. */
const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong).optional();
/** A visitor's name: no link and no control character (nameProblem in form-fields.ts), whoever checks it. */
const nameRules = <T extends z.ZodType<string | undefined>>(field: T) =>
  field
    .refine((name) => name === undefined || nameProblem(name) !== 'control', fieldMessages.nameHasControl)
    .refine((name) => name === undefined || nameProblem(name) !== 'link', fieldMessages.nameHasLink);
const formEmail = z
  .string({ error: fieldMessages.emailMissing })
  .trim()
  .min(1, fieldMessages.emailMissing)
  .max(254, fieldMessages.emailInvalid)
  .pipe(z.email(fieldMessages.emailInvalid));

/** The lists the forms offer live in forms.ts, so a page can show them without loading zod. */
export { serviceTopics } from './form-fields';

export const contactRequest = z.strictObject({
  name: nameRules(requiredText(120, fieldMessages.nameMissing, fieldMessages.nameTooLong)),
  email: formEmail,
  company: optionalText(160, fieldMessages.companyTooLong),
  interest: z.enum(serviceTopics, { error: fieldMessages.interestMissing }),
  message: requiredText(5000, fieldMessages.messageMissing, fieldMessages.messageTooLong),
  plan: z.enum(hostingPlanIds, { error: fieldMessages.planInvalid }).optional(),
  /** hosting add-on ids, comma-separated ('cdn,backup'), carried from /hosting */
  addOns: z
    .string({ error: fieldMessages.addOnsInvalid })
    .max(100, fieldMessages.addOnsInvalid)
    .refine((list) => list.split(',').every((id) => (hostingAddOnIds as readonly string[]).includes(id.trim())), fieldMessages.addOnsInvalid)
    .optional(),
  website: honeypot,
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** Whether the slot is in the future and on a working day is checked with the clock (domain/booking.ts). */
export const bookingRequest = z.strictObject({
  service: z.enum(serviceTopics, { error: fieldMessages.serviceMissing }),
  /** YYYY-MM-DD, a working day in Central time */
  date: z.iso.date({ error: fieldMessages.dateMissing }),
  /** HH:MM, 24-hour, Central time */
  time: z.string({ error: fieldMessages.timeMissing }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, fieldMessages.timeMissing),
  name: nameRules(requiredText(120, fieldMessages.nameMissing, fieldMessages.nameTooLong)),
  email: formEmail,
  phone: optionalText(40, fieldMessages.phoneTooLong),
  notes: optionalText(2000, fieldMessages.notesTooLong),
  website: honeypot,
});
export type BookingRequest = z.infer<typeof bookingRequest>;

export const leadMagnetRequest = z.strictObject({
  email: formEmail,
  name: nameRules(optionalText(120, fieldMessages.nameTooLong)),
  website: honeypot,
});
export type LeadMagnetRequest = z.infer<typeof leadMagnetRequest>;

/**
 * request-portal-link (added): a customer asks for a one-time link to Stripe's billing portal by
 * the email used at checkout. The answer is the same whether or not a subscription has that
 * address (202), so nobody learns who is a customer.
 */
export const requestPortalLinkRequest = z.strictObject({ email: formEmail, website: honeypot });
const requestPortalLinkResponse = z.object({ message: z.literal(portalLinkMessages.requested) });

export const websiteAuditRequest = z.strictObject({
  /** an http(s) address with a real domain name (no bare hosts like `localhost`) */
  url: z
    .string({ error: fieldMessages.urlMissing })
    .trim()
    .min(1, fieldMessages.urlMissing)
    .max(2048, fieldMessages.urlInvalid)
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: fieldMessages.urlInvalid })),
  email: formEmail,
  website: honeypot,
});
export type WebsiteAuditRequest = z.infer<typeof websiteAuditRequest>;


/** The admin area's calls (added): upcoming calls, cancelling one, blocking and freeing days. */
export const adminBookingsRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('list'), includeCancelled: z.boolean().default(false) }),
  z.strictObject({ action: z.literal('cancel'), reference: z.string().trim().min(6).max(20) }),
  z.strictObject({ action: z.literal('block'), date: z.iso.date(), note: z.string().trim().max(200).optional() }),
  z.strictObject({ action: z.literal('unblock'), date: z.iso.date() }),
]);
export type AdminBookingsRequest = z.input<typeof adminBookingsRequest>;
export const bookedCall = z.object({
  reference: z.string(),
  date: z.iso.date(),
  time: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  service: z.string(),
  status: z.enum(['booked', 'cancelled']),
  bookedAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type BookedCall = z.infer<typeof bookedCall>;
export const adminBookingsResponse = z.object({
  /** from today on, in date order */
  calls: z.array(bookedCall),
  blockedDays: z.array(z.object({ date: z.iso.date(), note: z.string().nullable() })),
  /** after `cancel`: the call cancelled (the visitor is emailed) */
  cancelled: z.string().optional(),
});
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponse>;

/**
 * Changing a lead's status (added). `version` is the one the admin saw: if someone changed the
 * lead since, nothing is written and the answer is 409 with the lead as it now stands
 * (`leadStatusConflict`), so no change is lost without the admin knowing.
 */
export const adminLeadStatusRequest = z.strictObject({
  reference: z.string().trim().min(6).max(20),
  status: z.enum(leadStatuses),
  note: z.string().trim().max(leadNoteMaxChars).optional(),
  /** an integer column: a larger number is a 400, not a failed query */
  version: z.number().int().nonnegative().max(2_147_483_647),
});
export type AdminLeadStatusRequest = z.input<typeof adminLeadStatusRequest>;
export const adminLeadStatusResponse = z.object({ lead: leadState });
export type AdminLeadStatusResponse = z.infer<typeof adminLeadStatusResponse>;
/** The 409's body: the usual `error`, plus the lead as it stands now. */
export const leadStatusConflict = errorResponse.extend({ current: leadState });
export type LeadStatusConflict = z.infer<typeof leadStatusConflict>;

/** The subscriptions the Stripe webhook recorded (added, /admin/subscriptions), newest first. */
export const subscriptionRecord = z.object({
  /** Stripe's subscription id */
  id: z.string(),
  customerName: z.string().nullable(),
  email: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  /** the catalogue's name for the plan, or its lookup key if the catalogue does not know it */
  plan: z.string(),
  /** Stripe's status as recorded: active, trialing, past_due, canceled... */
  status: z.string(),
  /** per billing period, in the currency's smallest unit */
  amountCents: z.number().int().nonnegative(),
  /** lower-case ISO code ('usd'); null when the webhook did not say */
  currency: z.string().nullable(),
  /** 'month', 'year'...; null when the webhook did not say */
  interval: z.string().nullable(),
  /** the end of the current period: the renewal date, or the end if it is set to cancel */
  currentPeriodEnd: z.iso.datetime().nullable(),
  /** null when not recorded (events before migration 014) */
  cancelAtPeriodEnd: z.boolean().nullable(),
  startedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecord>;
export const adminSubscriptionsResponse = z.object({
  subscriptions: z.array(subscriptionRecord),
  /** STRIPE_WEBHOOK_SECRET is set: the webhook can record anything at all */
  webhookConfigured: z.boolean(),
});
export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponse>;

/** Unanswered assistant questions are kept this many days (migration 018). */
export const unansweredKeepDays = 90;

/** A question visitors asked the assistant that no page answers (added, /admin/tools), with how often. */
export const unansweredQuestion = z.object({
  /** the question's words only; email addresses and phone numbers in it are masked */
  question: z.string().min(1),
  /** how many times it was asked (the same words, whatever their case) in the days kept */
  count: z.number().int().positive(),
  lastAskedAt: z.iso.datetime(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestion>;
export const adminAssistantQuestionsResponse = z.object({
  questions: z.array(unansweredQuestion),
  keptDays: z.number().int().positive(),
});
export type AdminAssistantQuestionsResponse = z.infer<typeof adminAssistantQuestionsResponse>;
// --- admin users (added): the signed-in admin's password and sessions, other admins, invitations ---

/** An invitation or session id: a positive integer, as text (bigserial). */
const rowId = z.string().regex(/^[1-9]\d{0,17}$/);

export const adminAccountRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('overview') }),
  /** a wrong current password counts as a failed sign-in; the new one ends every other session */
  z.strictObject({ action: z.literal('change_password'), currentPassword: z.string().min(1).max(1024), newPassword: newAdminPassword }),
  /** one of the caller's own sessions (its id from `sessions`) */
  z.strictObject({ action: z.literal('end_session'), sessionId: rowId }),
  z.strictObject({ action: z.literal('end_other_sessions') }),
  /** a one-time link for 72 hours; inviting the same email again replaces the pending link */
  z.strictObject({ action: z.literal('invite'), email, name: z.string().trim().max(100).default('') }),
  z.strictObject({ action: z.literal('revoke_invitation'), invitationId: rowId }),
]);
export type AdminAccountRequest = z.input<typeof adminAccountRequest>;
export const adminSessionSummary = z.object({
  id: z.string(),
  startedAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** "Firefox on Windows", from the User-Agent at sign-in; null when there was none */
  browser: z.string().nullable(),
  /** the session making this call */
  current: z.boolean(),
});
export type AdminSessionSummary = z.infer<typeof adminSessionSummary>;
export const adminSummary = z.object({ email: z.string(), name: z.string(), since: z.iso.datetime(), you: z.boolean() });
export type AdminSummary = z.infer<typeof adminSummary>;
export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  invitedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** the inviting admin's name, null when they were removed */
  invitedBy: z.string().nullable(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;
export const adminAccountResponse = z.object({
  me: adminUser,
  /** the caller's live sessions, newest first */
  sessions: z.array(adminSessionSummary),
  admins: z.array(adminSummary),
  /** not yet used or withdrawn (expired ones too, marked, until withdrawn or replaced) */
  invitations: z.array(pendingInvitation),
  /** after `invite`: the link, shown once; `emailed` is false when email is not configured (it waits in the outbox) */
  invited: z.object({ email: z.string(), link: z.url(), expiresAt: z.iso.datetime(), emailed: z.boolean() }).optional(),
  /** after `change_password`, `end_session`, `end_other_sessions`: how many sessions ended */
  sessionsEnded: z.number().int().min(0).optional(),
});
export type AdminAccountResponse = z.infer<typeof adminAccountResponse>;


const submissionResponse = z.object({ reference: z.string().min(6) });
const leadMagnetResponse = submissionResponse.extend({ downloadUrl: z.string() });

/**
 * One message per top-level field (the first issue wins), as the 400 of a form call carries it
 * and as the browser shows it beside the field. Issues about the body as a whole are left out.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

/** Request and response schemas by call, for handlers, mocks and the contract test. */
export const contract = {
  createPayment: { request: createPaymentRequest, response: createPaymentResponse },
  createWorkflowSubscription: { request: createWorkflowSubscriptionRequest, response: createWorkflowSubscriptionResponse },
  stripeWebhook: { request: null, response: stripeWebhookResponse },
  adminLogin: { request: adminLoginRequest, response: adminLoginResponse },
  adminLoginSecondFactor: { request: adminLoginSecondFactorRequest, response: adminSessionResponse },
  adminLogout: { request: null, response: adminLogoutResponse },
  adminVerify: { request: adminVerifyRequest, response: adminVerifyResponse },
  hostingAutomationMonitor: {
    request: hostingAutomationMonitorRequest,
    response: z.union([hostingMetricsResponse, toggleAutomationResponse]),
  },
  systemHealthCheck: { request: null, response: systemHealthResponse },
  adminAnalytics: { request: adminAnalyticsRequest, response: adminAnalyticsResponse },
  openaiAssistant: { request: openaiAssistantRequest, response: openaiAssistantResponse },
  advancedAiAssistant: { request: advancedAiAssistantRequest, response: advancedAiAssistantResponse },
  contact: { request: contactRequest, response: submissionResponse },
  booking: { request: bookingRequest, response: submissionResponse },
  leadMagnet: { request: leadMagnetRequest, response: leadMagnetResponse },
  websiteAudit: { request: websiteAuditRequest, response: submissionResponse },
  health: { request: null, response: healthResponse },
  checkoutSession: { request: checkoutSessionRequest, response: checkoutSessionResponse },
  billingPortal: { request: billingPortalRequest, response: billingPortalResponse },
  adminIntegrations: { request: null, response: adminIntegrationsResponse },
  adminSubmissions: { request: adminSubmissionsRequest, response: adminSubmissionsResponse },
  adminHealthHistory: { request: adminHealthHistoryRequest, response: adminHealthHistoryResponse },
  adminMaintenance: { request: adminMaintenanceRequest, response: adminMaintenanceResponse },
  adminMailOutbox: { request: adminMailOutboxRequest, response: adminMailOutboxResponse },
  adminSecurityEvents: { request: adminSecurityEventsRequest, response: adminSecurityEventsResponse },
  bookingSlots: { request: bookingSlotsRequest, response: bookingSlotsResponse },
  adminBookings: { request: adminBookingsRequest, response: adminBookingsResponse },
  adminLeadStatus: { request: adminLeadStatusRequest, response: adminLeadStatusResponse },
  adminSubscriptions: { request: null, response: adminSubscriptionsResponse },
  adminAssistantQuestions: { request: null, response: adminAssistantQuestionsResponse },
  adminAccount: { request: adminAccountRequest, response: adminAccountResponse },
  adminInvitation: { request: adminInvitationRequest, response: adminInvitationResponse },
  adminSecondFactor: { request: adminSecondFactorRequest, response: adminSecondFactorResponse },
  adminStepUp: { request: adminStepUpRequest, response: adminStepUpResponse },
  requestPortalLink: { request: requestPortalLinkRequest, response: requestPortalLinkResponse },
  adminMonitoringSites: { request: adminMonitoringSitesRequest, response: adminMonitoringSitesResponse },
  adminMonitoringSite: { request: adminMonitoringSiteRequest, response: adminMonitoringSiteResponse },
  adminMonitoringIncident: { request: adminMonitoringIncidentRequest, response: adminMonitoringIncidentResponse },
  monitorTick: { request: null, response: monitorTickResponse },
} as const satisfies Record<ApiCall, { request: z.ZodType | null; response: z.ZodType }>;
