import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';
import type { BadgeVariants } from './Badge.css';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> &
  BadgeVariants & {
    /** A small decorative icon before the text (hidden from screen readers). */
    icon?: ReactNode;
  };

/** A short status or category label. The text itself must carry the meaning, not the colour. */
export function Badge({ tone, emphasis, icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={clsx(styles.badge({ tone, emphasis }), className)}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </span>
  );
}
