/**
 * Builders for the sections every marketing page writes the same way: feature grids, the steps of
 * how we work, case studies, questions and answers and the closing band. A page gives only its
 * words; the builders give the shape.
 */
import type { CallToAction, CaseStudy, FaqItem, MarketingFeature, MarketingIcon, MarketingSection, SectionCopy } from './types';

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

/** One point of a feature grid: its id, icon, title and sentence, perhaps a link onwards. */
export const feature = (id: string, icon: MarketingIcon, title: string, description: string, link?: CallToAction): MarketingFeature =>
  link ? { id, icon, title, description, link } : { id, icon, title, description };

/** A grid of features under a heading; `columns` says about how many fit a row. */
export const featuresSection = (section: SectionHead, features: readonly MarketingFeature[], columns?: 'three' | 'four') =>
  ({ kind: 'features', section: head(section), features, ...(columns ? { columns } : {}) }) satisfies MarketingSection;

/** Projects from the portfolio under a heading. */
export const caseStudiesSection = (section: SectionHead, studies: readonly CaseStudy[]) =>
  ({ kind: 'case-studies', section: head(section), studies }) satisfies MarketingSection;

/** The closing band: a title, a sentence and its actions. */
export const ctaSection = (title: string, body: string, actions: readonly CallToAction[]) =>
  ({ kind: 'cta', cta: { title, body, actions } }) satisfies MarketingSection;
