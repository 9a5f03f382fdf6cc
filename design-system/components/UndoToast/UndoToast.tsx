import type { KeyboardEvent, ReactNode } from 'react';
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
  readonly className?: string;
}

/**
 * A short notice with an Undo, for reversible actions such as deleting a workflow. The message is
 * a polite live region that is always in the page (so screen readers announce each new message);
 * the toast stays until it is dismissed or replaced: no timer hurries anyone (WCAG 2.2.1).
 * Put it in the DOM just before the list it acts on, so Undo is one Shift+Tab away from there.
 */
export function UndoToast({ message, onUndo, onDismiss, undoLabel = 'Undo', placement = 'fixed', className }: UndoToastProps) {
  const open = message !== null && message !== undefined && message !== false;
  const dismissOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onDismiss();
    }
  };
  return (
    <div
      className={[styles.root({ placement }), className].filter(Boolean).join(' ')}
      data-open={open || undefined}
      onKeyDown={dismissOnEscape}
    >
      <div role="status" className={styles.message}>
        {open ? message : null}
      </div>
      {open ? (
        <div className={styles.actions}>
          <Button size="small" tone="secondary" onClick={onUndo}>
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
