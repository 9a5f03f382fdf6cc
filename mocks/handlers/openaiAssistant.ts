import { openaiAssistantRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { catalogueReply, connectionTestReply } from '../assistant-reply';
import { failureVariants, mockCall, notConfiguredVariant, rateLimitedVariant, readBody, respond } from '../shared';

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
};

export default success;
