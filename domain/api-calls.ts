/**
 * The part of the backend contract (api.md) that a page needs before it needs the rest: the
 * paths, who may call, the error body, the free slots' schemas (/booking reads them as soon as it
 * has hydrated) and the invitation's (/admin/invite checks its link as soon as it has hydrated). Building every schema of `./api.ts` costs tens of milliseconds of main
 * thread on a phone; this module builds three. `./api.ts` re-exports all of it: import from there
 * unless a page's first call is the reason.
 */
import { z } from 'zod';
import { adminPasswordRules } from './admin-sign-in';

// Parsers are not compiled with `new Function`: the pages' CSP has no 'unsafe-eval', and zod's
// probe for it (a caught `new Function('')`, run when the first object schema is built) is still
// a violation the browser reports (Lighthouse's best-practices issues; e2e/browser.ts
// `watchErrors`). This module and `./api.ts` (which imports it first) are the ones that build
// schemas in the browser, so the setting comes before the first schema. Interpreted parsing is
// also what runs wherever eval is not allowed.
z.config({ jitless: true });

export const apiPaths = {
  createPayment: '/api/create-payment',
  createWorkflowSubscription: '/api/create-workflow-subscription',
  stripeWebhook: '/api/stripe-webhook',
  adminLogin: '/functions/v1/admin-login',
  adminLoginSecondFactor: '/functions/v1/admin-login-second-factor',
  adminLogout: '/functions/v1/admin-logout',
  adminVerify: '/functions/v1/admin-verify',
  hostingAutomationMonitor: '/functions/v1/hosting-automation-monitor',
  systemHealthCheck: '/functions/v1/system-health-check',
  adminAnalytics: '/functions/v1/admin-analytics',
  openaiAssistant: '/functions/v1/openai-assistant',
  advancedAiAssistant: '/functions/v1/advanced-ai-assistant',
  contact: '/functions/v1/contact',
  booking: '/functions/v1/booking',
  leadMagnet: '/functions/v1/lead-magnet',
  websiteAudit: '/functions/v1/website-audit',
  health: '/functions/v1/health',
  checkoutSession: '/api/checkout-session',
  billingPortal: '/api/billing-portal',
  adminIntegrations: '/functions/v1/admin-integrations',
  adminSubmissions: '/functions/v1/admin-submissions',
  adminHealthHistory: '/functions/v1/admin-health-history',
  adminMaintenance: '/functions/v1/admin-maintenance',
  adminMailOutbox: '/functions/v1/admin-mail-outbox',
  adminSecurityEvents: '/functions/v1/admin-security-events',
  bookingSlots: '/functions/v1/booking-slots',
  adminBookings: '/functions/v1/admin-bookings',
  adminLeadStatus: '/functions/v1/admin-lead-status',
  adminSubscriptions: '/functions/v1/admin-subscriptions',
  adminAssistantQuestions: '/functions/v1/admin-assistant-questions',
  adminAccount: '/functions/v1/admin-account',
  adminInvitation: '/functions/v1/admin-invitation',
  adminSecondFactor: '/functions/v1/admin-second-factor',
  adminStepUp: '/functions/v1/admin-step-up',
  requestPortalLink: '/api/request-portal-link',
  adminMonitoringSites: '/functions/v1/admin-monitoring-sites',
  adminMonitoringSite: '/functions/v1/admin-monitoring-site',
  adminMonitoringIncident: '/functions/v1/admin-monitoring-incident',
  monitorTick: '/functions/v1/monitor-tick',
} as const;
export type ApiCall = keyof typeof apiPaths;

/** Calls that need `Authorization: Bearer <admin session token>` (api.md, "who may call"). */
export const adminCalls = [
  'adminLogout',
  'hostingAutomationMonitor',
  'systemHealthCheck',
  'adminAnalytics',
  'adminIntegrations',
  'adminSubmissions',
  'adminHealthHistory',
  'adminMaintenance',
  'adminMailOutbox',
  'adminSecurityEvents',
  'adminBookings',
  'adminLeadStatus',
  'adminSubscriptions',
  'adminAssistantQuestions',
  'adminAccount',
  'adminSecondFactor',
  'adminStepUp',
  'adminMonitoringSites',
  'adminMonitoringSite',
  'adminMonitoringIncident',
] as const satisfies readonly ApiCall[];
export type AdminCall = (typeof adminCalls)[number];
const adminCallSet: ReadonlySet<ApiCall> = new Set(adminCalls);
export const isAdminCall = (call: ApiCall): call is AdminCall => adminCallSet.has(call);

/** Health is read with GET (and HEAD); api.md gives every other call as POST. */
export const callMethod = (call: ApiCall): 'GET' | 'POST' => (call === 'health' ? 'GET' : 'POST');

/**
 * Every error body: `{ error: "<human-readable message>" }`. A form call's 400 adds `fields`:
 * the message for each refused field, by field name (added).
 */
export const errorResponse = z.object({
  error: z.string().min(1),
  fields: z.record(z.string(), z.string()).optional(),
  /** a machine-readable reason a client acts on (added): `adminRefusalReasons` */
  reason: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** The free call slots (added): each open day from `from` (default today) for `days` calendar days. */
export const bookingSlotsRequest = z.strictObject({
  from: z.iso.date().optional(),
  days: z.number().int().min(1).max(62).default(31),
});
export const bookingSlotsResponse = z.object({
  timeZone: z.string(),
  /** open days (no weekend, holiday or blocked day) with the times still free, HH:MM */
  days: z.array(z.object({ date: z.iso.date(), slots: z.array(z.string()) })),
});
export type BookingSlotsResponse = z.infer<typeof bookingSlotsResponse>;

/** A required text, trimmed, of at most `max` characters. */
export const trimmed = (max: number) => z.string().trim().min(1).max(max);

export const adminUser = z.object({ email: z.string(), name: z.string() });
export const adminSessionResponse = z.object({
  token: z.string().min(22),
  user: adminUser,
  /** ISO timestamp of the absolute expiry */
  expiresAt: z.iso.datetime(),
  /** a signed "known device" value the browser keeps and sends with its next sign-in (90 days) */
  knownDevice: z.string().max(200).optional(),
});
export type AdminSessionResponse = z.infer<typeof adminSessionResponse>;

export const newAdminPassword = z
  .string()
  .min(adminPasswordRules.minLength, `The password must be at least ${adminPasswordRules.minLength} characters.`)
  .max(adminPasswordRules.maxLength, 'The password is too long.');
/** The one-time token of an invitation link: 32 random bytes, base64url. */
const invitationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is not complete. Open the link from the email again.');

/** The public side of an invitation (/admin/invite): `check` a link, `accept` it with a name and a password. */
export const adminInvitationRequest = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('check'), token: invitationToken }),
  z.strictObject({ action: z.literal('accept'), token: invitationToken, name: trimmed(100), password: newAdminPassword }),
]);
export const adminInvitationResponse = z.object({
  email: z.string(),
  name: z.string(),
  expiresAt: z.iso.datetime(),
  /** after `accept`: the new admin is signed in */
  session: adminSessionResponse.optional(),
});
export type AdminInvitationResponse = z.infer<typeof adminInvitationResponse>;
