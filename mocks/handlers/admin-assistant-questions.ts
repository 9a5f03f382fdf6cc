import type { UnansweredQuestion } from '../../domain/api';
import { unansweredKeepDays } from '../../domain/api';
import { sampleNow } from '../../domain/samples';
import { adminOnly, failureVariants, mockCall, respond, unauthorizedVariant } from '../shared';

const hour = 3_600_000;
const at = (hoursAgo: number) => new Date(sampleNow - hoursAgo * hour).toISOString();

/** Questions the pages do not answer, as the assistant would have kept them (sample data). */
export const sampleUnansweredQuestions: UnansweredQuestion[] = [
  { question: 'Do you offer payroll services?', count: 4, lastAskedAt: at(3) },
  { question: 'Can you print business cards?', count: 2, lastAskedAt: at(30) },
  { question: 'Do you have an office in Lubbock? Call me on [number]', count: 1, lastAskedAt: at(50) },
];

const answerWith = (questions: UnansweredQuestion[]) =>
  mockCall('adminAssistantQuestions', adminOnly(() => respond('adminAssistantQuestions', { questions, keptDays: unansweredKeepDays })));

export const adminAssistantQuestionsHandlers = {
  success: answerWith(sampleUnansweredQuestions),
  ...failureVariants('adminAssistantQuestions'),
  unauthorized: unauthorizedVariant('adminAssistantQuestions'),
  /** The pages have answered everything asked so far. */
  empty: answerWith([]),
};
