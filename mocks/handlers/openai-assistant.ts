import { openaiAssistantRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { catalogueReply, connectionTestReply } from '../assistant-reply';
import { assistantAnswer, errorJson, failureVariants, mockCall, mockRetryAfterSeconds, notConfiguredVariant, rateLimitedVariant, readBody, respond } from '../shared';

const answering = (options: { writing?: boolean } = {}) =>
  mockCall('openaiAssistant', async ({ request }) => {
    const body = await readBody(request, openaiAssistantRequest);
    if (!body.ok) return body.response;
    if (body.data.context === 'connection_test') return respond('openaiAssistant', { response: connectionTestReply() });
    // Streamed when the request asks for it, as the function does.
    return assistantAnswer(request, 'openaiAssistant', { response: catalogueReply(body.data.message) }, options);
  });

const success = answering();

export const openaiAssistantHandlers = {
  success,
  ...failureVariants('openaiAssistant'),
  notConfigured: notConfiguredVariant('openaiAssistant', messages.assistantNotConfigured),
  rateLimited: rateLimitedVariant('openaiAssistant'),
  /** A streamed reply that stops before its last piece and never ends: the reply being written. */
  writing: answering({ writing: true }),
  /**
   * The connection test answers OK but questions get 503, as when the model behind the
   * assistant is down: with the advanced assistant's `errorField`, the chat goes offline.
   */
  questionsUnavailable: mockCall('openaiAssistant', async ({ request }) => {
    const body = await readBody(request, openaiAssistantRequest);
    if (!body.ok) return body.response;
    if (body.data.context === 'connection_test') return respond('openaiAssistant', { response: connectionTestReply() });
    return errorJson(503, messages.assistantModelUnavailable, { 'Retry-After': String(mockRetryAfterSeconds) });
  }),
};
