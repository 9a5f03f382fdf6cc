/**
 * Every backend call's mock. `handlers` (the success variants) is what `npm run dev`, Storybook
 * and tests start with; a story or test swaps in a variant, e.g.
 * `parameters: { msw: { handlers: [createPaymentHandlers.error] } }` or
 * `server.use(openaiAssistantHandlers.rateLimited)`.
 */
import type { HttpHandler } from 'msw';
import type { ApiCall } from '../../domain/api';
import { adminAnalyticsHandlers } from './admin-analytics';
import { adminLoginHandlers } from './admin-login';
import { adminLogoutHandlers } from './admin-logout';
import { adminVerifyHandlers } from './admin-verify';
import { advancedAiAssistantHandlers } from './advanced-ai-assistant';
import { bookingHandlers } from './booking';
import { contactHandlers } from './contact';
import { createPaymentHandlers } from './create-payment';
import { createWorkflowSubscriptionHandlers } from './create-workflow-subscription';
import { healthHandlers } from './health';
import { hostingAutomationMonitorHandlers, hostingAutomationRuleStore } from './hosting-automation-monitor';
import { leadMagnetHandlers } from './lead-magnet';
import { openaiAssistantHandlers } from './openai-assistant';
import { stripeWebhookHandlers } from './stripe-webhook';
import { systemHealthCheckHandlers } from './system-health-check';
import { websiteAuditHandlers } from './website-audit';
import { checkoutSessionHandlers } from './checkout-session';
import { billingPortalHandlers } from './billing-portal';
import { adminIntegrationsHandlers } from './admin-integrations';
import { adminSubmissionsHandlers } from './admin-submissions';
import { adminHealthHistoryHandlers } from './admin-health-history';
import { adminMaintenanceHandlers } from './admin-maintenance';
import { adminMailOutboxHandlers } from './admin-mail-outbox';
import { adminSecurityEventsHandlers } from './admin-security-events';
import { adminBookingsHandlers } from './admin-bookings';
import { adminLeadStatusHandlers } from './admin-lead-status';
import { adminSubscriptionsHandlers } from './admin-subscriptions';
import { adminAssistantQuestionsHandlers } from './admin-assistant-questions';
import { leadStore } from './admin-submissions';
import { adminLoginSecondFactorHandlers } from './admin-login-second-factor';
import { adminSecondFactorHandlers, resetSecondFactorMocks } from './admin-second-factor';
import { adminStepUpHandlers } from './admin-step-up';
import { mockStepUp } from '../step-up';
import { bookingSlotsHandlers, takenSlots } from './booking-slots';
import { adminAccountHandlers } from './admin-account';
import { adminInvitationHandlers } from './admin-invitation';
import { requestPortalLinkHandlers } from './request-portal-link';
import { adminMonitoringSitesHandlers, monitoredSiteStore } from './admin-monitoring-sites';
import { adminMonitoringSiteHandlers } from './admin-monitoring-site';
import { adminMonitoringIncidentHandlers } from './admin-monitoring-incident';
import { monitorTickHandlers } from './monitor-tick';

export { adminAnalyticsHandlers, sampleHostingCustomers } from './admin-analytics';
export { adminLoginHandlers } from './admin-login';
export { advancedAiAssistantHandlers } from './advanced-ai-assistant';
export { bookingHandlers } from './booking';
export { contactHandlers } from './contact';
export { createPaymentHandlers } from './create-payment';
export { createWorkflowSubscriptionHandlers } from './create-workflow-subscription';
export {
  createHostingAutomationMonitorHandlers,
  createRuleStore,
  hostingAutomationMonitorHandlers,
  sampleHostingMetrics,
} from './hosting-automation-monitor';
export { leadMagnetHandlers } from './lead-magnet';
export { openaiAssistantHandlers } from './openai-assistant';
export { systemHealthCheckHandlers } from './system-health-check';
export { demoInvitationToken, sampleSystemHealth, sampleSystemHealthDown } from '../../domain/samples/admin';
export { websiteAuditHandlers } from './website-audit';
export { demoAdmin } from '../demo-admin';
export { confirmingCheckoutSession } from './checkout-session';
export { billingPortalHandlers } from './billing-portal';
export {
  adminIntegrationsHandlers,
} from './admin-integrations';
export { adminSubmissionsHandlers } from './admin-submissions';
export { adminLeadStatusHandlers } from './admin-lead-status';
export { adminSubscriptionsHandlers } from './admin-subscriptions';
export { adminAssistantQuestionsHandlers } from './admin-assistant-questions';
export { adminHealthHistoryHandlers } from './admin-health-history';
export { adminMaintenanceHandlers } from './admin-maintenance';
export { bookingSlotsHandlers } from './booking-slots';
export { adminAccountHandlers } from './admin-account';
export { adminInvitationHandlers } from './admin-invitation';
export { adminLoginSecondFactorHandlers } from './admin-login-second-factor';
export { adminSecondFactorHandlers } from './admin-second-factor';
export { adminStepUpHandlers } from './admin-step-up';

/** Each call's variants, by call: adding a call to `apiPaths` fails to compile until it has a mock. */
export const handlerSets = {
  createPayment: createPaymentHandlers,
  createWorkflowSubscription: createWorkflowSubscriptionHandlers,
  stripeWebhook: stripeWebhookHandlers,
  adminLogin: adminLoginHandlers,
  adminLogout: adminLogoutHandlers,
  adminVerify: adminVerifyHandlers,
  hostingAutomationMonitor: hostingAutomationMonitorHandlers,
  systemHealthCheck: systemHealthCheckHandlers,
  adminAnalytics: adminAnalyticsHandlers,
  openaiAssistant: openaiAssistantHandlers,
  advancedAiAssistant: advancedAiAssistantHandlers,
  contact: contactHandlers,
  booking: bookingHandlers,
  leadMagnet: leadMagnetHandlers,
  websiteAudit: websiteAuditHandlers,
  health: healthHandlers,
  checkoutSession: checkoutSessionHandlers,
  billingPortal: billingPortalHandlers,
  adminIntegrations: adminIntegrationsHandlers,
  adminSubmissions: adminSubmissionsHandlers,
  adminHealthHistory: adminHealthHistoryHandlers,
  adminMaintenance: adminMaintenanceHandlers,
  adminMailOutbox: adminMailOutboxHandlers,
  adminSecurityEvents: adminSecurityEventsHandlers,
  bookingSlots: bookingSlotsHandlers,
  adminBookings: adminBookingsHandlers,
  adminLeadStatus: adminLeadStatusHandlers,
  adminSubscriptions: adminSubscriptionsHandlers,
  adminAssistantQuestions: adminAssistantQuestionsHandlers,
  adminAccount: adminAccountHandlers,
  adminInvitation: adminInvitationHandlers,
  adminLoginSecondFactor: adminLoginSecondFactorHandlers,
  adminSecondFactor: adminSecondFactorHandlers,
  adminStepUp: adminStepUpHandlers,
  requestPortalLink: requestPortalLinkHandlers,
  adminMonitoringSites: adminMonitoringSitesHandlers,
  adminMonitoringSite: adminMonitoringSiteHandlers,
  adminMonitoringIncident: adminMonitoringIncidentHandlers,
  monitorTick: monitorTickHandlers,
} as const satisfies Record<ApiCall, { success: HttpHandler; error: HttpHandler; slow: HttpHandler; offline: HttpHandler }>;

/** The success variant of every call. */
export const handlers: HttpHandler[] = Object.values(handlerSets).map((set) => set.success);

/** Back to the sample data: call between tests or stories that change mock state. */
export function resetMockState(): void {
  hostingAutomationRuleStore.reset();
  monitoredSiteStore.reset();
  takenSlots.clear();
  leadStore.reset();
  resetSecondFactorMocks();
  mockStepUp.reset();
}
