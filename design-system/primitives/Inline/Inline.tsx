import { clsx } from 'clsx';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import * as styles from './Inline.css';
import type { InlineVariants } from './Inline.css';

export type InlineProps = HTMLArkProps<'div'> & InlineVariants;

/** Children side by side, wrapping onto new lines on narrow screens. */
export function Inline({ space, align, alignY, className, ...props }: InlineProps) {
  return (
    <ark.div {...props} className={clsx(styles.inline({ space, align, alignY }), className)} />
  );
}
