import { Accordion } from '@ark-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../../domain/marketing/types';
import * as styles from './FaqAccordion.css';

export interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  /** questions open at first (by id); none by default */
  readonly defaultValue?: readonly string[];
  /** outline level of each question; 3 under a section's h2 */
  readonly headingLevel?: 3 | 4;
  readonly className?: string;
}

/**
 * Questions and answers, each answer shown on demand. Ark's accordion gives the keyboard
 * pattern: Tab reaches each question, Enter or Space opens or closes it, the arrow keys, Home
 * and End move between questions. Several can be open at once, and an open one can be closed.
 * Every answer is in the server's HTML (hidden until opened), so search engines and visitors
 * whose script has not loaded yet still have the text.
 */
export function FaqAccordion({ items, defaultValue = [], headingLevel = 3, className }: FaqAccordionProps) {
  const Question = `h${headingLevel}` as const;
  return (
    <Accordion.Root
      multiple
      collapsible
      defaultValue={[...defaultValue]}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={styles.item}>
          <Question className={styles.question}>
            <Accordion.ItemTrigger className={styles.trigger}>
              <span>{item.question}</span>
              <Accordion.ItemIndicator className={styles.indicator}>
                <ChevronDown aria-hidden="true" focusable="false" />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Question>
          <Accordion.ItemContent className={styles.content}>
            <div className={styles.answer}>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
