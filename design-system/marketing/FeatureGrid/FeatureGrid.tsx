import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Link, TextLink } from '../../primitives/TextLink';
import * as styles from './FeatureGrid.css';
import type { FeatureGridVariants } from './FeatureGrid.css';

export interface FeatureItem {
  readonly id: string;
  readonly title: string;
  readonly description: ReactNode;
  /** Decorative icon (hidden from screen readers). */
  readonly icon?: ReactNode;
  /** A link onwards under the sentence; its text should make sense on its own. */
  readonly link?: { readonly label: string; readonly to: string };
  /** Makes the whole card a link to this address, with the title as the link's text (the admin overview's areas). */
  readonly to?: string;
  /** A key figure under the sentence ("99.98% uptime"). */
  readonly figure?: ReactNode;
}

export type FeatureGridProps = FeatureGridVariants & {
  readonly items: readonly FeatureItem[];
  /** Outline level of each item's title; the section heading above is one level up. */
  readonly headingLevel?: 3 | 4;
  /** Names the list for screen readers, where more than one list is on the page. */
  readonly label?: string;
  readonly className?: string;
};

/**
 * Short facts or benefits, each an icon, a title and a sentence, in a responsive grid; or, with `to`,
 * cards that each lead somewhere, the whole card the link's target.
 */
export function FeatureGrid({ items, headingLevel = 3, tone, columns, label, className }: FeatureGridProps) {
  return (
    <ul className={clsx(styles.grid({ columns }), styles.svgHolder, className)} role="list" aria-label={label}>
      {items.map((item) => (
        <Card
          key={item.id}
          as="li"
          tone={tone === 'muted' ? 'muted' : 'default'}
          className={clsx(styles.item, item.to !== undefined && styles.linkedItem)}
          bodyClassName={styles.itemBody}
        >
          {item.icon ? (
            <span className={styles.icon({ tone })} aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <Heading level={headingLevel} size="standard">
            {item.to !== undefined ? (
              <Link href={item.to} className={styles.cardLink}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </Heading>
          <p className={styles.description}>{item.description}</p>
          {item.figure !== undefined ? <p className={styles.figure}>{item.figure}</p> : null}
          {item.link ? (
            <p className={styles.link}>
              <TextLink asChild>
                <Link href={item.link.to}>{item.link.label}</Link>
              </TextLink>
            </p>
          ) : null}
        </Card>
      ))}
    </ul>
  );
}
