/**
 * The one typed client for the backend (api.md). Requests are checked against the contract's
 * schemas before they leave, so a bug shows up in development rather than as a 400; answers are
 * checked too, so a drifting server fails loudly here instead of deep in a component.
 *
 * Nothing runs at import time and `fetch` is looked up per call: the module is safe to import
 * during server rendering, and MSW (which patches `fetch`) intercepts it in tests.
 */
import type { z } from 'zod';
import {
  apiPaths,
  callMethod,
  contract,
  isAdminCall,
  assistantStreamDelta,
  assistantStreamError,
  readEventStream,
  hostingMetricsResponse,
  toggleAutomationResponse,
  type ApiCall,
  type HostingAutomationMonitorRequest,
  type HostingMetricsResponse,
  type ToggleAutomationResponse,
} from '../../domain/api';
import { ApiError } from './errors';
import { describeIssues, readAnswer, send, type CallOptions } from './request';

/** Stripe calls the webhook and a platform's cron the monitor tick, never the browser: the client has no use for them. */
export type ClientCall = Exclude<ApiCall, 'stripeWebhook' | 'monitorTick'>;

type Contract = typeof contract;
export type ApiRequest<C extends ApiCall> = Contract[C]['request'] extends z.ZodType ? z.input<Contract[C]['request']> : undefined;
export type ApiResponse<C extends ApiCall> = z.output<Contract[C]['response']>;

/** The assistants' calls can stream their answer (api.md: Server-Sent Events). */
export interface AssistantCallOptions extends CallOptions {
  /**
   * Asks for the answer as it is written (`Accept: text/event-stream`) and gets each piece here.
   * The promise still resolves with the contract's JSON answer; a server that answers JSON
   * instead is read as JSON.
   */
  onDelta?: (text: string) => void;
}
export interface AdminCallOptions extends CallOptions {
  token: string;
}

export { ApiError, type ApiErrorKind } from './errors';
export { parseRetryAfter, type CallOptions } from './request';

function responseSchema(call: ClientCall, body: unknown): z.ZodType {
  // One path, two answers: pick the schema by action so callers get the exact type.
  if (call === 'hostingAutomationMonitor') {
    return (body as HostingAutomationMonitorRequest).action === 'get_metrics' ? hostingMetricsResponse : toggleAutomationResponse;
  }
  return contract[call].response;
}

export interface ApiClientOptions {
  /** Prefix for the API paths: '' (same origin) in the browser, the site's origin on a server. */
  baseUrl?: string;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: typeof fetch;
}

export function createApiClient({ baseUrl = '', fetch: fetchImpl }: ApiClientOptions = {}) {
  async function callApi<C extends ClientCall>(call: C, body: ApiRequest<C>, options: AssistantCallOptions = {}): Promise<ApiResponse<C>> {
    const endpoint = { call, path: apiPaths[call], method: callMethod(call), request: contract[call].request, admin: isAdminCall(call) };
    const accept = options.onDelta ? 'text/event-stream, application/json' : 'application/json';
    const { response, payload } = await send(endpoint, body, { ...options, accept }, { baseUrl, fetch: fetchImpl });
    if (options.onDelta && response.ok && response.headers.get('content-type')?.startsWith('text/event-stream')) {
      return readStreamedAnswer(call, payload, response, options.onDelta, options.signal);
    }
    return (await readAnswer(call, response, responseSchema(call, payload))) as ApiResponse<C>;
  }

  /** `delta` pieces to `onDelta`; `answer` is the JSON answer; `error` is what the JSON answer would have been. */
  async function readStreamedAnswer<C extends ClientCall>(
    call: C,
    payload: unknown,
    response: Response,
    onDelta: (text: string) => void,
    signal: AbortSignal | undefined,
  ): Promise<ApiResponse<C>> {
    const broken = (message: string, cause?: unknown) => new ApiError(call, 'invalid-response', response.status, `Unexpected ${call} stream: ${message}`, { cause });
    try {
      for await (const { event, data } of readEventStream(response.body!)) {
        let value: unknown;
        try {
          value = JSON.parse(data);
        } catch (cause) {
          throw broken(`${event} is not JSON`, cause);
        }
        if (event === 'delta') {
          const delta = assistantStreamDelta.safeParse(value);
          if (delta.success) onDelta(delta.data.text);
        } else if (event === 'error') {
          const failure = assistantStreamError.safeParse(value);
          if (!failure.success) throw broken(describeIssues(failure.error), failure.error);
          const { status, error, retryAfter } = failure.data;
          if (status >= 400) throw new ApiError(call, 'http', status, error, { retryAfter, body: { error } });
          value = { error };
        }
        if (event === 'answer' || event === 'error') {
          const parsed = responseSchema(call, payload).safeParse(value);
          if (!parsed.success) throw broken(describeIssues(parsed.error), parsed.error);
          return parsed.data as ApiResponse<C>;
        }
      }
    } catch (cause) {
      if (cause instanceof ApiError || signal?.aborted) throw cause;
      // The connection broke mid-answer: as if no answer had come.
      throw new ApiError(call, 'network', 0, `${call} was cut off before its answer.`, { cause });
    }
    throw broken('it ended without an answer');
  }

  const calls = {
    createPayment: (body: ApiRequest<'createPayment'>, options?: CallOptions) => callApi('createPayment', body, options),
    createWorkflowSubscription: (body: ApiRequest<'createWorkflowSubscription'>, options?: CallOptions) =>
      callApi('createWorkflowSubscription', body, options),
    adminLogin: (body: ApiRequest<'adminLogin'>, options?: CallOptions) => callApi('adminLogin', body, options),
    adminLoginSecondFactor: (body: ApiRequest<'adminLoginSecondFactor'>, options?: CallOptions) => callApi('adminLoginSecondFactor', body, options),
    adminLogout: (options: AdminCallOptions) => callApi('adminLogout', undefined, options),
    adminVerify: (body: ApiRequest<'adminVerify'>, options?: CallOptions) => callApi('adminVerify', body, options),
    hostingAutomationMonitor: <B extends HostingAutomationMonitorRequest>(body: B, options: AdminCallOptions) =>
      callApi('hostingAutomationMonitor', body, options) as Promise<
        B extends { action: 'get_metrics' } ? HostingMetricsResponse : ToggleAutomationResponse
      >,
    systemHealthCheck: (options: AdminCallOptions) => callApi('systemHealthCheck', undefined, options),
    adminAnalytics: (body: ApiRequest<'adminAnalytics'>, options: AdminCallOptions) => callApi('adminAnalytics', body, options),
    openaiAssistant: (body: ApiRequest<'openaiAssistant'>, options?: AssistantCallOptions) => callApi('openaiAssistant', body, options),
    advancedAiAssistant: (body: ApiRequest<'advancedAiAssistant'>, options?: AssistantCallOptions) =>
      callApi('advancedAiAssistant', body, options),
    contact: (body: ApiRequest<'contact'>, options?: CallOptions) => callApi('contact', body, options),
    booking: (body: ApiRequest<'booking'>, options?: CallOptions) => callApi('booking', body, options),
    leadMagnet: (body: ApiRequest<'leadMagnet'>, options?: CallOptions) => callApi('leadMagnet', body, options),
    websiteAudit: (body: ApiRequest<'websiteAudit'>, options?: CallOptions) => callApi('websiteAudit', body, options),
    health: (options?: CallOptions) => callApi('health', undefined, options),
    checkoutSession: (body: ApiRequest<'checkoutSession'>, options?: CallOptions) => callApi('checkoutSession', body, options),
    billingPortal: (body: ApiRequest<'billingPortal'>, options?: CallOptions) => callApi('billingPortal', body, options),
    adminIntegrations: (options: AdminCallOptions) => callApi('adminIntegrations', undefined, options),
    adminSubmissions: (body: ApiRequest<'adminSubmissions'>, options: AdminCallOptions) => callApi('adminSubmissions', body, options),
    adminHealthHistory: (body: ApiRequest<'adminHealthHistory'>, options: AdminCallOptions) => callApi('adminHealthHistory', body, options),
    adminMaintenance: (body: ApiRequest<'adminMaintenance'>, options: AdminCallOptions) => callApi('adminMaintenance', body, options),
    adminMailOutbox: (body: ApiRequest<'adminMailOutbox'>, options: AdminCallOptions) => callApi('adminMailOutbox', body, options),
    adminSecurityEvents: (body: ApiRequest<'adminSecurityEvents'>, options: AdminCallOptions) => callApi('adminSecurityEvents', body, options),
    bookingSlots: (body: ApiRequest<'bookingSlots'>, options?: CallOptions) => callApi('bookingSlots', body, options),
    adminBookings: (body: ApiRequest<'adminBookings'>, options: AdminCallOptions) => callApi('adminBookings', body, options),
    adminLeadStatus: (body: ApiRequest<'adminLeadStatus'>, options: AdminCallOptions) => callApi('adminLeadStatus', body, options),
    adminSubscriptions: (options: AdminCallOptions) => callApi('adminSubscriptions', undefined, options),
    adminAssistantQuestions: (options: AdminCallOptions) => callApi('adminAssistantQuestions', undefined, options),
    adminAccount: (body: ApiRequest<'adminAccount'>, options: AdminCallOptions) => callApi('adminAccount', body, options),
    adminInvitation: (body: ApiRequest<'adminInvitation'>, options?: CallOptions) => callApi('adminInvitation', body, options),
    adminSecondFactor: (body: ApiRequest<'adminSecondFactor'>, options: AdminCallOptions) => callApi('adminSecondFactor', body, options),
    adminStepUp: (body: ApiRequest<'adminStepUp'>, options: AdminCallOptions) => callApi('adminStepUp', body, options),
    requestPortalLink: (body: ApiRequest<'requestPortalLink'>, options?: CallOptions) => callApi('requestPortalLink', body, options),
    adminMonitoringSites: (body: ApiRequest<'adminMonitoringSites'>, options: AdminCallOptions) => callApi('adminMonitoringSites', body, options),
    adminMonitoringSite: (body: ApiRequest<'adminMonitoringSite'>, options: AdminCallOptions) => callApi('adminMonitoringSite', body, options),
    adminMonitoringIncident: (body: ApiRequest<'adminMonitoringIncident'>, options: AdminCallOptions) => callApi('adminMonitoringIncident', body, options),
  } satisfies Record<ClientCall, (...args: never[]) => Promise<unknown>>;

  return {
    callApi,
    ...calls,
    /** hosting-automation-monitor `get_metrics` (spec section 7.3). */
    getHostingMetrics: (options: AdminCallOptions) => calls.hostingAutomationMonitor({ action: 'get_metrics' }, options),
    /** hosting-automation-monitor `toggle_automation` (spec section 7.4); answers the stored rule. */
    toggleAutomation: ({ ruleId, enabled }: { ruleId: string; enabled: boolean }, options: AdminCallOptions) =>
      calls.hostingAutomationMonitor({ action: 'toggle_automation', ruleId, enabled }, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The site's client: relative URLs, same origin. */
export const api: ApiClient = createApiClient();
