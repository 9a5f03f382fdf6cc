import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';
import type { CardVariants } from './Card.css';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  CardVariants & {
    /** Top slot: usually a Heading, perhaps a Badge. */
    header?: ReactNode;
    /** Bottom slot on a tinted band: actions or small print. */
    footer?: ReactNode;
    /** Lays out the body, e.g. a column whose last part sits at the bottom of equal-height cards. */
    bodyClassName?: string;
    /** `article` for self-contained items (a plan, a post), `li` inside a list. */
    as?: 'div' | 'article' | 'section' | 'li';
  };

/** A raised surface grouping related content. */
export function Card({ header, footer, tone, edge, status, lift, padding, as: Tag = 'div', className, bodyClassName, children, ...props }: CardProps) {
  return (
    <Tag {...props} className={clsx(styles.root({ tone, edge, status, lift, padding }), className)}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <div className={clsx(styles.body, bodyClassName)}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Tag>
  );
}
