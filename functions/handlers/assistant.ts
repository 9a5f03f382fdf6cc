/**
 * openai-assistant and advanced-ai-assistant. Without OPENAI_API_KEY (or when the model fails)
 * the answer comes from the catalogue, offline. Limited per IP: 20 per 10 minutes.
 */
import { advancedAiAssistantRequest, openaiAssistantRequest } from '../../domain';
import { connectionTestReply, offlineAnswer } from '../assistant/offline';
import { createModel, type AskModel } from '../assistant/model';
import { clientIp, json, readJson, withErrorHandling, type Handler } from '../http';
import { hashIp, hit, rateLimits } from '../rate-limit';
import { clockOf, type HandlerDeps } from './deps';

type AssistantDeps = HandlerDeps & { model?: AskModel | null };

async function answer(model: AskModel | null, message: string, history: Parameters<AskModel>[1], extra?: string): Promise<string> {
  if (!model) return offlineAnswer(message);
  try {
    return await model(message, history, extra);
  } catch (error) {
    console.error('[assistant] model call failed, answering offline:', error instanceof Error ? error.message : error);
    return offlineAnswer(message);
  }
}

export function createOpenaiAssistantHandler(deps: AssistantDeps): Handler {
  const model = deps.model !== undefined ? deps.model : createModel(deps.env);
  const now = clockOf(deps);
  return withErrorHandling('openai-assistant', async (request, context) => {
    const body = await readJson(request, openaiAssistantRequest);
    await hit(deps.db, `assistant:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`, rateLimits.assistant, now());
    if (body.context === 'connection_test') return json({ response: connectionTestReply });
    return json({ response: await answer(model, body.message, body.conversation_history ?? []) });
  });
}

export function createAdvancedAiAssistantHandler(deps: AssistantDeps): Handler {
  const model = deps.model !== undefined ? deps.model : createModel(deps.env);
  const now = clockOf(deps);
  return withErrorHandling('advanced-ai-assistant', async (request, context) => {
    const body = await readJson(request, advancedAiAssistantRequest);
    await hit(deps.db, `assistant:ip:${hashIp(clientIp(request, context), deps.env.IP_HASH_SALT)}`, rateLimits.assistant, now());
    const extra = body.user_data.business_type ? `The visitor's business type: ${body.user_data.business_type.slice(0, 100)}.` : undefined;
    return json({ response: await answer(model, body.message, body.conversation_history, extra) });
  });
}
