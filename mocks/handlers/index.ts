/**
 * Every backend call's mock. `handlers` (the success variants) is what `npm run dev`, Storybook
 * and tests start with; a story or test swaps in a variant, e.g.
 * `parameters: { msw: { handlers: [createPaymentHandlers.error] } }` or
 * `server.use(openaiAssistantHandlers.rateLimited)`.
 */
import type { HttpHandler } from 'msw';
import type { ApiCall } from '../../domain/api';
import { adminAnalyticsHandlers } from './adminAnalytics';
import { adminLoginHandlers } from './adminLogin';
import { adminLogoutHandlers } from './adminLogout';
import { adminVerifyHandlers } from './adminVerify';
import { advancedAiAssistantHandlers } from './advancedAiAssistant';
import { bookingHandlers } from './booking';
import { contactHandlers } from './contact';
import { createPaymentHandlers } from './createPayment';
import { createWorkflowSubscriptionHandlers } from './createWorkflowSubscription';
import { healthHandlers } from './health';
import { hostingAutomationMonitorHandlers, hostingAutomationRuleStore } from './hostingAutomationMonitor';
import { leadMagnetHandlers } from './leadMagnet';
import { openaiAssistantHandlers } from './openaiAssistant';
import { stripeWebhookHandlers } from './stripeWebhook';
import { systemHealthCheckHandlers } from './systemHealthCheck';
import { websiteAuditHandlers } from './websiteAudit';
import { checkoutSessionHandlers } from './checkoutSession';
import { billingPortalHandlers } from './billingPortal';
import { adminIntegrationsHandlers } from './adminIntegrations';
import { adminSubmissionsHandlers } from './adminSubmissions';
import { adminHealthHistoryHandlers } from './adminHealthHistory';
import { adminMaintenanceHandlers } from './adminMaintenance';
import { adminMailOutboxHandlers } from './adminMailOutbox';
import { adminSecurityEventsHandlers } from './adminSecurityEvents';
import { adminBookingsHandlers } from './adminBookings';
import { adminLeadStatusHandlers } from './adminLeadStatus';
import { adminSubscriptionsHandlers } from './adminSubscriptions';
import { adminAssistantQuestionsHandlers } from './adminAssistantQuestions';
import { leadStore } from './adminSubmissions';
import { adminLoginSecondFactorHandlers } from './adminLoginSecondFactor';
import { adminSecondFactorHandlers, resetSecondFactorMocks } from './adminSecondFactor';
import { bookingSlotsHandlers, takenSlots } from './bookingSlots';
import { adminAccountHandlers } from './adminAccount';
import { adminInvitationHandlers } from './adminInvitation';
import { requestPortalLinkHandlers } from './requestPortalLink';

export { adminAnalyticsHandlers, sampleHostingCustomers } from './adminAnalytics';
export { adminLoginHandlers } from './adminLogin';
export { advancedAiAssistantHandlers } from './advancedAiAssistant';
export { bookingHandlers } from './booking';
export { contactHandlers } from './contact';
export { createPaymentHandlers } from './createPayment';
export { createWorkflowSubscriptionHandlers } from './createWorkflowSubscription';
export {
  createHostingAutomationMonitorHandlers,
  createRuleStore,
  hostingAutomationMonitorHandlers,
  sampleHostingMetrics,
} from './hostingAutomationMonitor';
export { leadMagnetHandlers } from './leadMagnet';
export { openaiAssistantHandlers } from './openaiAssistant';
export { systemHealthCheckHandlers } from './systemHealthCheck';
export { demoInvitationToken, sampleSystemHealth, sampleSystemHealthDown } from '../../domain/samples/admin';
export { websiteAuditHandlers } from './websiteAudit';
export { demoAdmin } from '../demo-admin';
export { confirmingCheckoutSession } from './checkoutSession';
export { billingPortalHandlers } from './billingPortal';
export {
  adminIntegrationsHandlers,
} from './adminIntegrations';
export { adminSubmissionsHandlers } from './adminSubmissions';
export { adminLeadStatusHandlers } from './adminLeadStatus';
export { adminSubscriptionsHandlers } from './adminSubscriptions';
export { adminAssistantQuestionsHandlers, sampleUnansweredQuestions } from './adminAssistantQuestions';
export { adminHealthHistoryHandlers } from './adminHealthHistory';
export { adminMaintenanceHandlers } from './adminMaintenance';
export { bookingSlotsHandlers } from './bookingSlots';
export { adminAccountHandlers } from './adminAccount';
export { adminInvitationHandlers } from './adminInvitation';
export { adminLoginSecondFactorHandlers } from './adminLoginSecondFactor';
export { adminSecondFactorHandlers, sampleRecoveryCodes } from './adminSecondFactor';

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
  requestPortalLink: requestPortalLinkHandlers,
} as const satisfies Record<ApiCall, { success: HttpHandler; error: HttpHandler; slow: HttpHandler; offline: HttpHandler }>;

/** The success variant of every call. */
export const handlers: HttpHandler[] = Object.values(handlerSets).map((set) => set.success);

/** Back to the sample data: call between tests or stories that change mock state. */
export function resetMockState(): void {
  hostingAutomationRuleStore.reset();
  takenSlots.clear();
  leadStore.reset();
  resetSecondFactorMocks();
}
