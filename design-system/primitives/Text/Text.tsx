import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import * as styles from './Text.css';
import type { TextVariants } from './Text.css';

export type TextProps = HTMLAttributes<HTMLElement> &
  TextVariants & {
    /** `p` for a paragraph (default), `span` inside other text, `div` around blocks. */
    as?: 'p' | 'span' | 'div' | 'small' | 'strong';
  };

/** Body text in one of the tones and sizes of the scale. */
export function Text({ as: Tag = 'p', tone, size, weight, className, ...props }: TextProps) {
  return <Tag {...props} className={clsx(styles.text({ tone, size, weight }), className)} />;
}
