import { unansweredKeepDays, type AdminAssistantQuestionsResponse } from '../../domain';
import { unansweredQuestions } from '../assistant/unanswered';
import { requireAdmin } from '../auth/sessions';
import { json, withErrorHandling, type Handler } from '../http';
import { clockOf, type HandlerDeps } from './deps';

/** What visitors asked the assistant that the pages do not answer, most asked first (/admin/tools). */
export function createAdminAssistantQuestionsHandler(deps: HandlerDeps): Handler {
  const now = clockOf(deps);
  return withErrorHandling('admin-assistant-questions', async (request) => {
    const at = now();
    await requireAdmin(deps.db, request, at);
    const answer: AdminAssistantQuestionsResponse = { questions: await unansweredQuestions(deps.db, at), keptDays: unansweredKeepDays };
    return json(answer);
  });
}
