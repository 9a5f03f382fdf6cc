import { clsx } from 'clsx';
import { useId, type KeyboardEvent } from 'react';
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

/** Up, Down, Home and End move between the questions (WAI-ARIA accordion pattern), once scripts run. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (i, n) => (i + 1) % n,
    ArrowUp: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  const next = keys[event.key];
  if (!next) return;
  const questions = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary'));
  const index = questions.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  questions[next(index, questions.length)]?.focus();
}

/**
 * Questions and answers, each answer shown on demand, made of `<details>` and `<summary>`: the
 * browser opens and closes them by pointer, Enter and Space, with or without the page's scripts
 * (a document page ships none; docs/performance.md), and tells assistive technology whether each
 * is expanded. Each question is a heading inside its summary; Tab reaches each question. Once
 * scripts run, the arrow keys, Home and End also move between questions. Several can be open at
 * once, and an open one can be closed. Every answer is in the server's HTML (hidden until
 * opened, yet found by the browser's find in page), so search engines have the text.
 */
export function FaqAccordion({ items, defaultValue = [], headingLevel = 3, className }: FaqAccordionProps) {
  const Question = `h${headingLevel}` as const;
  const id = useId();

  return (
    <div className={clsx(styles.root, className)} onKeyDown={moveFocus}>
      {items.map((item) => {
        const triggerId = `${id}-${item.id}-trigger`;
        return (
          // `open` only sets the first state: the browser owns it afterwards (React leaves an
          // unchanged prop alone).
          <details key={item.id} className={styles.item} open={defaultValue.includes(item.id) || undefined}>
            <summary id={triggerId} className={styles.trigger}>
              <Question className={styles.question}>{item.question}</Question>
              <span className={styles.indicator} aria-hidden="true">
                <ChevronDown aria-hidden="true" focusable="false" />
              </span>
            </summary>
            <div role="region" aria-labelledby={triggerId} className={styles.answer}>
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
