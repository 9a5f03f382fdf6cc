import { clsx } from 'clsx';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import * as styles from './Stack.css';
import type { StackVariants } from './Stack.css';

export type StackProps = HTMLArkProps<'div'> & StackVariants;

/** Children one under another with an even gap from the space scale. */
export function Stack({ space, align, className, ...props }: StackProps) {
  return <ark.div {...props} className={clsx(styles.stack({ space, align }), className)} />;
}
