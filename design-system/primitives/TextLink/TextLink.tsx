import { clsx } from 'clsx';
import type { Ref } from 'react';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { ExternalLink } from 'lucide-react';
import * as styles from './TextLink.css';
import type { TextLinkVariants } from './TextLink.css';
import { VisuallyHidden } from '../VisuallyHidden';

export type TextLinkProps = HTMLArkProps<'a'> &
  TextLinkVariants & {
    /**
     * A link to another site: opens in a new tab, safely (`noopener noreferrer`), with an icon
     * and a screen-reader note. Not available with `asChild` (site links are internal).
     */
    external?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

/**
 * A link inside text. For a page of the site pass the design system's `Link` (the app's link
 * component) with `asChild`: `<TextLink asChild><Link href="/privacy">Privacy Policy</Link></TextLink>`.
 */
export function TextLink({ tone, quiet, external = false, asChild, className, children, ...props }: TextLinkProps) {
  const classes = clsx(styles.link({ tone, quiet }), className);
  if (asChild) {
    return (
      <ark.a asChild className={classes} {...props}>
        {children}
      </ark.a>
    );
  }
  if (external) {
    return (
      <ark.a target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {children}
        <ExternalLink className={styles.externalIcon} aria-hidden="true" focusable="false" />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </ark.a>
    );
  }
  return (
    <ark.a className={classes} {...props}>
      {children}
    </ark.a>
  );
}
