import { advancedAiAssistantRequest } from '../../domain/api';
import { messages } from '../../domain/messages';
import { catalogueReply, longCatalogueReply } from '../assistant-reply';
import { assistantAnswer, failureVariants, mockCall, notConfiguredVariant, rateLimitedVariant, readBody, respond } from '../shared';

const answering = (options: { writing?: boolean; reply?: (message: string) => string } = {}) =>
  mockCall('advancedAiAssistant', async ({ request }) => {
    const body = await readBody(request, advancedAiAssistantRequest);
    if (!body.ok) return body.response;
    // Streamed when the request asks for it, as the function does.
    return assistantAnswer(request, 'advancedAiAssistant', { response: (options.reply ?? catalogueReply)(body.data.message) }, options);
  });

const success = answering();

export const advancedAiAssistantHandlers = {
  success,
  ...failureVariants('advancedAiAssistant'),
  notConfigured: notConfiguredVariant('advancedAiAssistant', messages.assistantNotConfigured),
  rateLimited: rateLimitedVariant('advancedAiAssistant'),
  /** A streamed reply that stops before its last piece and never ends: the reply being written. */
  writing: answering({ writing: true }),
  /** A long reply (several paragraphs) being written: its start must stay in view as it grows. */
  writingLong: answering({ writing: true, reply: longCatalogueReply }),
  /** 200 with an `error` field: the app must fall back to the basic assistant (spec section 7.8). */
  errorField: mockCall('advancedAiAssistant', () =>
    respond('advancedAiAssistant', { error: messages.assistantModelUnavailable }),
  ),
};
