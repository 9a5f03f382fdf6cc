import { useId, useState, type KeyboardEvent } from 'react';
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

/** Up, Down, Home and End move between the questions' buttons (WAI-ARIA accordion pattern). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (i, n) => (i + 1) % n,
    ArrowUp: (i, n) => (i - 1 + n) % n,
    Home: () => 0,
    End: (_i, n) => n - 1,
  };
  const next = keys[event.key];
  if (!next) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(`.${styles.trigger}`));
  const index = buttons.indexOf(event.target as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  buttons[next(index, buttons.length)]?.focus();
}

/**
 * Questions and answers, each answer shown on demand (the WAI-ARIA accordion pattern, written
 * by hand so a marketing page loads no accordion library): each question is a heading holding a
 * button with aria-expanded; Tab reaches each question, Enter or Space opens or closes it, the
 * arrow keys, Home and End move between questions. Several can be open at once, and an open one
 * can be closed. Every answer is in the server's HTML (hidden until opened), so search engines
 * and visitors whose script has not loaded yet still have the text.
 */
export function FaqAccordion({ items, defaultValue = [], headingLevel = 3, className }: FaqAccordionProps) {
  const Question = `h${headingLevel}` as const;
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultValue));
  const toggle = (itemId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} onKeyDown={moveFocus}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const state = expanded ? 'open' : 'closed';
        const triggerId = `${id}-${item.id}-trigger`;
        const contentId = `${id}-${item.id}-content`;
        return (
          <div key={item.id} className={styles.item} data-state={state}>
            <Question className={styles.question}>
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={contentId}
                data-state={state}
                className={styles.trigger}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <span className={styles.indicator} data-state={state} aria-hidden="true">
                  <ChevronDown aria-hidden="true" focusable="false" />
                </span>
              </button>
            </Question>
            <div id={contentId} role="region" aria-labelledby={triggerId} hidden={!expanded} className={styles.content}>
              <div className={styles.answer}>
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
