import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Heading.css';
import type { HeadingVariants } from './Heading.css';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

const defaultSize: Record<Level, NonNullable<HeadingVariants['size']>> = {
  1: 'display',
  2: 'xxlarge',
  3: 'xlarge',
  4: 'large',
  5: 'standard',
  6: 'standard',
};

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> &
  HeadingVariants & {
    /** The document outline level (h1-h6). */
    level: Level;
    children: ReactNode;
  };

/** A heading whose outline level and visual size are chosen separately. */
export function Heading({ level, size, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag {...props} className={clsx(styles.heading({ size: size ?? defaultSize[level] }), className)} />
  );
}
