/**
 * The assistant's evaluation: every question of questions.ts asked offline, each answer checked
 * for the facts it must contain and for links only to pages that exist. `npm run eval:assistant`
 * prints the score and the failures; the unit test asserts the threshold.
 */
import { publicPages } from '../../../domain';
import { answerFromSite } from '../offline';
import { evalQuestions, type EvalQuestion } from './questions';

/** Offline, at least this share of the questions must be answered right. */
export const evalThreshold = 0.95;

export interface EvalFailure {
  readonly question: string;
  readonly missing: readonly string[];
  readonly badLinks: readonly string[];
  readonly answer: string;
}

export interface EvalResult {
  readonly total: number;
  readonly passed: number;
  readonly score: number;
  readonly failures: readonly EvalFailure[];
}

/** Site paths an answer names ("/services/ecommerce"), as the assistant dialog finds them. */
export function pathsIn(answer: string): string[] {
  return [...answer.matchAll(/(?<=^|[\s(])(\/[a-z0-9-]*(?:\/[a-z0-9-]+)*)(?=$|[\s).,;:!?])/gi)].map((m) => m[1]!);
}

export function evaluate(questions: readonly EvalQuestion[] = evalQuestions, answer = (q: string) => answerFromSite(q).text): EvalResult {
  const failures: EvalFailure[] = [];
  for (const { question, facts } of questions) {
    const text = answer(question);
    const missing = facts.filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()));
    const badLinks = pathsIn(text).filter((path) => !Object.hasOwn(publicPages, path));
    if (missing.length > 0 || badLinks.length > 0) failures.push({ question, missing, badLinks, answer: text });
  }
  const passed = questions.length - failures.length;
  return { total: questions.length, passed, score: passed / questions.length, failures };
}

export function report(result: EvalResult): string {
  const lines = [`Assistant evaluation (offline): ${result.passed}/${result.total} answered correctly (${(result.score * 100).toFixed(1)}%, threshold ${evalThreshold * 100}%)`];
  for (const f of result.failures) {
    lines.push('', `FAIL ${f.question}`);
    if (f.missing.length > 0) lines.push(`  missing: ${f.missing.join(', ')}`);
    if (f.badLinks.length > 0) lines.push(`  links to no page: ${f.badLinks.join(', ')}`);
    lines.push(...f.answer.split('\n').filter(Boolean).map((l) => `  | ${l}`));
  }
  return lines.join('\n');
}
