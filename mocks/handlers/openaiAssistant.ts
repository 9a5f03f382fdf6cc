import { openaiAssistantRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { catalogueReply, connectionTestReply } from '../assistant-reply';
import { errorJson, failureVariants, mockCall, mockRetryAfterSeconds, notConfiguredVariant, rateLimitedVariant, readBody, respond } from '../shared';

const success = mockCall('openaiAssistant', async ({ request }) => {
  const body = await readBody(request, openaiAssistantRequest);
  if (!body.ok) return body.response;
  const response = body.data.context === 'connection_test' ? connectionTestReply() : catalogueReply(body.data.message);
  return respond('openaiAssistant', { response });
});

export const openaiAssistantHandlers = {
  success,
  ...failureVariants('openaiAssistant'),
  notConfigured: notConfiguredVariant('openaiAssistant', messages.assistantNotConfigured),
  rateLimited: rateLimitedVariant('openaiAssistant'),
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
