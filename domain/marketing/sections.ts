/**
 * Builders for the sections every marketing page writes the same way: the steps of how we work
 * and the questions and answers. A page gives only its words; the builders give the shape.
 */
import type { FaqItem, MarketingSection, SectionCopy } from './types';

type SectionHead = SectionCopy | string;

const head = (section: SectionHead): SectionCopy => (typeof section === 'string' ? { title: section } : section);

/** A step as its title and its text: `['Brief', 'You tell us about your business…']`. */
export type StepEntry = readonly [title: string, text: string];

/** "How we work": numbered steps under a heading (a title alone, or a whole SectionCopy). */
export const stepsSection = (section: SectionHead, steps: readonly StepEntry[]) =>
  ({ kind: 'steps', section: head(section), steps: steps.map(([title, text]) => ({ title, text })) }) satisfies MarketingSection;

/** One question and its answer, in one or more paragraphs. */
export const qa = (id: string, question: string, ...answer: readonly string[]): FaqItem => ({ id, question, answer });

/** Questions and answers under a heading (a title alone, or a whole SectionCopy). */
export const faqSection = (section: SectionHead, items: readonly FaqItem[]) =>
  ({ kind: 'faq', section: head(section), items }) satisfies MarketingSection;
