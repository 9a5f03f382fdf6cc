import { clsx } from 'clsx';
import type { AnchorHTMLAttributes } from 'react';
import * as styles from './SkipLink.css';

export type SkipLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: `#${string}` };

/** Lets keyboard users jump past the header to the page's main content. */
export function SkipLink({ className, ...props }: SkipLinkProps) {
  return <a {...props} className={clsx(styles.root, className)} />;
}
