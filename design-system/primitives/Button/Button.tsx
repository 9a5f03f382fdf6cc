import { clsx } from 'clsx';
import type { MouseEvent, Ref } from 'react';
import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import * as styles from './Button.css';
import type { ButtonVariants } from './Button.css';
import { Spinner } from '../Spinner';

export type ButtonProps = HTMLArkProps<'button'> &
  ButtonVariants & {
    /**
     * Shows a spinner, sets aria-busy and ignores clicks. The button keeps focus (aria-disabled
     * rather than disabled) so a keyboard user is not thrown back to the top of the page.
     */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * The one button. To make a link look like a button, pass the link as the only child with
 * `asChild`: `<Button asChild><Link to="/contact">Get Started</Link></Button>`.
 */
export function Button({
  tone,
  size,
  fullWidth,
  loading = false,
  asChild,
  className,
  children,
  onClick,
  type,
  disabled,
  ...props
}: ButtonProps) {
  const classes = clsx(styles.button({ tone, size, fullWidth }), className);

  if (asChild) {
    return (
      <ark.button asChild className={classes} onClick={onClick} {...props}>
        {children}
      </ark.button>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <ark.button
      type={type ?? 'button'}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={classes}
      onClick={handleClick}
      {...props}
    >
      {loading ? <Spinner size="small" decorative /> : null}
      {children}
    </ark.button>
  );
}
