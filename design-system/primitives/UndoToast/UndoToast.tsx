import { clsx } from 'clsx';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Undo2, X } from 'lucide-react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './UndoToast.css';

export interface UndoToastProps {
  /** What just happened ("Deleted “Review Request”."); null hides the toast. */
  readonly message: ReactNode | null;
  readonly onUndo: () => void;
  readonly onDismiss: () => void;
  readonly undoLabel?: string;
  /** `fixed` floats at the bottom of the viewport; `inline` sits in the flow (stories, tight spots). */
  readonly placement?: 'fixed' | 'inline';
  /**
   * Move focus to Undo whenever a new message opens the toast: right after the action, when the
   * control that did it has gone (a deleted card), Undo is the natural next stop. Escape or
   * Dismiss closes it; the page decides where focus goes then.
   */
  readonly focusUndoOnOpen?: boolean;
  readonly className?: string;
}

/**
 * A short notice with an Undo, for reversible actions such as deleting a workflow. The message is
 * a polite live region that is always in the page (so screen readers announce each new message);
 * the toast stays until it is dismissed or replaced: no timer hurries anyone (WCAG 2.2.1).
 */
export function UndoToast({
  message,
  onUndo,
  onDismiss,
  undoLabel = 'Undo',
  placement = 'fixed',
  focusUndoOnOpen = false,
  className,
}: UndoToastProps) {
  const open = message !== null && message !== undefined && message !== false;
  const messageId = useId();
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open && focusUndoOnOpen) undoRef.current?.focus();
  }, [message, open, focusUndoOnOpen]);
  const dismissOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onDismiss();
    }
  };
  return (
    <div
      className={clsx(styles.root({ placement }), className)}
      data-open={open || undefined}
      onKeyDown={dismissOnEscape}
    >
      <div role="status" id={messageId} className={styles.message}>
        {open ? message : null}
      </div>
      {open ? (
        <div className={styles.actions}>
          <Button ref={undoRef} size="small" tone="secondary" onClick={onUndo} aria-describedby={messageId}>
            <Undo2 size="1em" aria-hidden="true" focusable="false" />
            {undoLabel}
          </Button>
          <Button size="small" tone="ghost" onClick={onDismiss} className={styles.dismiss}>
            <X size="1em" aria-hidden="true" focusable="false" />
            <VisuallyHidden>Dismiss</VisuallyHidden>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
