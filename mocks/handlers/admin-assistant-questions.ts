import type { UnansweredQuestion } from '../../domain/api';
import { unansweredKeepDays } from '../../domain/api';
import { sampleUnansweredQuestions } from '../../domain/samples';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

const answerWith = (questions: readonly UnansweredQuestion[]) =>
  mockCall('adminAssistantQuestions', adminOnly(() => respond('adminAssistantQuestions', { questions: [...questions], keptDays: unansweredKeepDays })));

export const adminAssistantQuestionsHandlers = {
  success: answerWith(sampleUnansweredQuestions),
  ...failureVariants('adminAssistantQuestions'),
  unauthorized: unauthorizedVariant('adminAssistantQuestions'),
  /** The pages have answered everything asked so far. */
  empty: answerWith([]),
};
