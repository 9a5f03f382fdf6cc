import { clsx } from 'clsx';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import * as styles from './Container.css';
import type { ContainerVariants } from './Container.css';

export type ContainerProps = HTMLArkProps<'div'> & ContainerVariants;

/** Centres page content at the content (or prose) width, with the page gutter either side. */
export function Container({ width, className, ...props }: ContainerProps) {
  return <ark.div {...props} className={clsx(styles.container({ width }), className)} />;
}
