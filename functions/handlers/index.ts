import type { ApiCall } from '../../domain';
import type { Handler } from '../http';
import { createAdminAnalyticsHandler } from './admin-analytics';
import { createAdminLoginHandler } from './admin-login';
import { createAdminLogoutHandler } from './admin-logout';
import { createAdminVerifyHandler } from './admin-verify';
import { createAdvancedAiAssistantHandler, createOpenaiAssistantHandler } from './assistant';
import { createPaymentHandler } from './create-payment';
import { createWorkflowSubscriptionHandler } from './create-workflow-subscription';
import type { HandlerDeps } from './deps';
import { createHealthHandler } from './health';
import { createHostingAutomationMonitorHandler } from './hosting-automation-monitor';
import { createStripeWebhookHandler } from './stripe-webhook';
import { createBookingHandler, createContactHandler, createLeadMagnetHandler, createWebsiteAuditHandler } from './submissions';
import { createSystemHealthCheckHandler } from './system-health-check';
import { createCheckoutSessionHandler } from './checkout-session';
import { createBillingPortalHandler } from './billing-portal';
import { createAdminIntegrationsHandler } from './admin-integrations';
import { createAdminSubmissionsHandler } from './admin-submissions';
import { createAdminHealthHistoryHandler } from './admin-health-history';
import { createAdminMaintenanceHandler } from './admin-maintenance';
import { createAdminMailOutboxHandler } from './admin-mail-outbox';
import { createAdminSecurityEventsHandler } from './admin-security-events';
import { createAdminBookingsHandler } from './admin-bookings';
import { createAdminLeadStatusHandler } from './admin-lead-status';
import { createAdminSubscriptionsHandler } from './admin-subscriptions';
import { createAdminAssistantQuestionsHandler } from './admin-assistant-questions';
import { createBookingSlotsHandler } from './booking-slots';
import { createAdminAccountHandler } from './admin-account';
import { createAdminInvitationHandler } from './admin-invitation';
import { createAdminLoginSecondFactorHandler } from './admin-login-second-factor';
import { createAdminSecondFactorHandler } from './admin-second-factor';
import { createAdminStepUpHandler } from './admin-step-up';
import { createRequestPortalLinkHandler } from './request-portal-link';
import { createAdminMonitoringSitesHandler } from './admin-monitoring-sites';
import { createAdminMonitoringSiteHandler } from './admin-monitoring-site';
import { createAdminMonitoringIncidentHandler } from './admin-monitoring-incident';
import { createMonitorTickHandler } from './monitor-tick';

export type { HandlerDeps } from './deps';

/** One Web-standard handler per call of api.md. */
export function createHandlers(deps: HandlerDeps): Record<ApiCall, Handler> {
  return {
    createPayment: createPaymentHandler(deps),
    createWorkflowSubscription: createWorkflowSubscriptionHandler(deps),
    stripeWebhook: createStripeWebhookHandler(deps),
    adminLogin: createAdminLoginHandler(deps),
    adminLogout: createAdminLogoutHandler(deps),
    adminVerify: createAdminVerifyHandler(deps),
    hostingAutomationMonitor: createHostingAutomationMonitorHandler(deps),
    systemHealthCheck: createSystemHealthCheckHandler(deps),
    adminAnalytics: createAdminAnalyticsHandler(deps),
    openaiAssistant: createOpenaiAssistantHandler(deps),
    advancedAiAssistant: createAdvancedAiAssistantHandler(deps),
    contact: createContactHandler(deps),
    booking: createBookingHandler(deps),
    leadMagnet: createLeadMagnetHandler(deps),
    websiteAudit: createWebsiteAuditHandler(deps),
    health: createHealthHandler(deps),
    checkoutSession: createCheckoutSessionHandler(deps),
    billingPortal: createBillingPortalHandler(deps),
    adminIntegrations: createAdminIntegrationsHandler(deps),
    adminSubmissions: createAdminSubmissionsHandler(deps),
    adminHealthHistory: createAdminHealthHistoryHandler(deps),
    adminMaintenance: createAdminMaintenanceHandler(deps),
    adminMailOutbox: createAdminMailOutboxHandler(deps),
    adminSecurityEvents: createAdminSecurityEventsHandler(deps),
    bookingSlots: createBookingSlotsHandler(deps),
    adminBookings: createAdminBookingsHandler(deps),
    adminLeadStatus: createAdminLeadStatusHandler(deps),
    adminSubscriptions: createAdminSubscriptionsHandler(deps),
    adminAssistantQuestions: createAdminAssistantQuestionsHandler(deps),
    adminAccount: createAdminAccountHandler(deps),
    adminInvitation: createAdminInvitationHandler(deps),
    adminLoginSecondFactor: createAdminLoginSecondFactorHandler(deps),
    adminSecondFactor: createAdminSecondFactorHandler(deps),
    adminStepUp: createAdminStepUpHandler(deps),
    requestPortalLink: createRequestPortalLinkHandler(deps),
    adminMonitoringSites: createAdminMonitoringSitesHandler(deps),
    adminMonitoringSite: createAdminMonitoringSiteHandler(deps),
    adminMonitoringIncident: createAdminMonitoringIncidentHandler(deps),
    monitorTick: createMonitorTickHandler(deps),
  };
}
