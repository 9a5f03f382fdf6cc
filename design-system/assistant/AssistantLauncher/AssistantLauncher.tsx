import { clsx } from 'clsx';
import type { Ref } from 'react';
import { MessageCircleMore } from 'lucide-react';
import { Button, type ButtonProps } from '../../primitives/Button';
import * as styles from './AssistantLauncher.css';

export interface AssistantLauncherProps extends Omit<ButtonProps, 'children' | 'asChild' | 'tone' | 'size'> {
  /** The button's name; shown beside the icon, icon only on a phone. */
  readonly label?: string;
  /** Whether the assistant dialog is open (aria-expanded). */
  readonly expanded?: boolean;
  /** The dialog's code is on its way: a spinner, and clicks wait. */
  readonly loading?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

/**
 * The floating button, bottom right on every page, that opens the AI assistant. Tiny on purpose:
 * it is in every page's first load; the dialog it opens is loaded on the first click.
 */
export function AssistantLauncher({ label = 'Ask our AI assistant', expanded = false, loading = false, className, ...props }: AssistantLauncherProps) {
  return (
    <Button
      {...props}
      size="large"
      loading={loading}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      className={clsx(styles.launcher, className)}
    >
      {loading ? null : <MessageCircleMore className={styles.icon} aria-hidden="true" focusable="false" />}
      <span className={styles.label}>{label}</span>
    </Button>
  );
}
