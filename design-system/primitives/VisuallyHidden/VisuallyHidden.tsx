import { clsx } from 'clsx';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import * as styles from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLArkProps<'span'>;

/** Text for assistive technology only: a label for an icon, extra context for a link. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <ark.span {...props} className={clsx(styles.root, className)} />;
}
