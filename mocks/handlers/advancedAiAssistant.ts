import { advancedAiAssistantRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { catalogueReply } from '../assistant-reply';
import { failureVariants, mockCall, notConfiguredVariant, rateLimitedVariant, readBody, respond } from '../shared';

const success = mockCall('advancedAiAssistant', async ({ request }) => {
  const body = await readBody(request, advancedAiAssistantRequest);
  if (!body.ok) return body.response;
  return respond('advancedAiAssistant', { response: catalogueReply(body.data.message) });
});

export const advancedAiAssistantHandlers = {
  success,
  ...failureVariants('advancedAiAssistant'),
  notConfigured: notConfiguredVariant('advancedAiAssistant', messages.assistantNotConfigured),
  rateLimited: rateLimitedVariant('advancedAiAssistant'),
  /** 200 with an `error` field: the app must fall back to the basic assistant (spec section 7.8). */
  errorField: mockCall('advancedAiAssistant', () =>
    respond('advancedAiAssistant', { error: messages.assistantModelUnavailable }),
  ),
};
