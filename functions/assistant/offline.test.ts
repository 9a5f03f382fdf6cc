/**
 * The offline assistant answers from the site index: the evaluation's questions (eval/) at the
 * threshold, answers that quote only what the pages say, and links only to pages that exist.
 */
import { describe, expect, it } from 'vitest';
import { publicPages } from '../../domain';
import { evalQuestions } from './eval/questions';
import { evalThreshold, evaluate, pathsIn, report } from './eval/run';
import { answerFromSite } from './offline';
import { sitePassages } from './passages';

describe('the evaluation (npm run eval:assistant)', () => {
  it(`answers at least ${evalThreshold * 100}% of ${evalQuestions.length} visitors' questions with the facts the pages state`, () => {
    expect(evalQuestions.length).toBeGreaterThanOrEqual(80);
    const result = evaluate();
    // the report names every failure, so a drop says which questions broke
    expect(result.score, report(result)).toBeGreaterThanOrEqual(evalThreshold);
  });

  it('scores a wrong answer as wrong (the evaluation can fail)', () => {
    const result = evaluate(evalQuestions.slice(0, 10), () => 'I do not know.');
    expect(result.passed).toBe(0);
    expect(evaluate([{ question: 'x', facts: ['$1'] }], () => '$1, see /no-such-page').failures[0]!.badLinks).toEqual(['/no-such-page']);
  });
});

describe('answers from the site index', () => {
  it('every passage is on a public page and says something', () => {
    const passages = sitePassages();
    expect(passages.length).toBeGreaterThan(200);
    for (const p of passages) {
      expect(Object.hasOwn(publicPages, p.path)).toBe(true);
      expect(p.text.length).toBeGreaterThan(10);
    }
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
  });

  it('quotes the pages: every dollar figure in an answer is in a passage of the page it links to', () => {
    for (const { question } of evalQuestions) {
      const answer = answerFromSite(question);
      const quoted = answer.passages.map((p) => p.text).join(' ');
      for (const price of answer.text.match(/\$[\d,]+/g) ?? []) expect(quoted, question).toContain(price);
      for (const path of pathsIn(answer.text)) expect(Object.hasOwn(publicPages, path), `${question}: ${path}`).toBe(true);
      if (answer.known && answer.passages.length > 0) expect(pathsIn(answer.text)).toContain(answer.passages[0]!.path);
    }
  });

  it('finds what a page says through synonyms and typos', () => {
    for (const question of ['how much is an online shop', 'ecommerce website price', 'how much for an e-comerce store']) {
      expect(answerFromSite(question).text, question).toContain('$6,500');
    }
    expect(answerFromSite('cheapest hostng plan').text).toContain('$29');
  });

  it('hands over to a person when the pages do not say, and marks the question as unanswered', () => {
    for (const question of ['Do you offer payroll services?', 'What is the capital of Mongolia?', 'zzzz qqqq']) {
      const answer = answerFromSite(question);
      expect(answer.known, question).toBe(false);
      expect(answer.text).toContain('/contact');
      expect(answer.text).toContain('/booking');
    }
  });

  it('a greeting gets a greeting, not a page', () => {
    const answer = answerFromSite('Howdy!');
    expect(answer.known).toBe(true);
    expect(answer.text).toMatch(/^Howdy/);
  });
});
