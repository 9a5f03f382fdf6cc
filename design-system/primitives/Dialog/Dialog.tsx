import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import * as styles from './Dialog.css';
import type { DialogVariants } from './Dialog.css';


export type DialogRootProps = ComponentProps<typeof ArkDialog.Root>;

/**
 * Ark Dialog root. Content mounts on first open and unmounts on close by default, so a closed
 * dialog costs nothing in the page's HTML. Focus moves in on open, is trapped, and returns to
 * the trigger on close; Escape and a click outside close it.
 */
export function DialogRoot({ lazyMount = true, unmountOnExit = true, ...props }: DialogRootProps) {
  return <ArkDialog.Root lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />;
}

/** Use `asChild` to make any button (e.g. the design-system `Button`) the trigger. */
const DialogTrigger = ArkDialog.Trigger;

export type DialogContentProps = ComponentProps<typeof ArkDialog.Content> & DialogVariants;

/** Portal, backdrop, positioner and the panel itself, in one part. */
export function DialogContent({ size, fullScreenOnMobile, className, ...props }: DialogContentProps) {
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles.backdrop} />
      <ArkDialog.Positioner className={styles.positioner({ fullScreenOnMobile })}>
        <ArkDialog.Content
          {...props}
          className={clsx(styles.content({ size, fullScreenOnMobile }), className)}
        />
      </ArkDialog.Positioner>
    </Portal>
  );
}

/** The top row: `DialogHeadings` (title, description) on one side, `DialogCloseTrigger` on the other. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.header, className)} />;
}

/** The title and description, stacked. */
export function DialogHeadings({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.headings, className)} />;
}

export type DialogTitleProps = ComponentProps<typeof ArkDialog.Title>;

export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return <ArkDialog.Title {...props} className={clsx(styles.title, className)} />;
}

export type DialogDescriptionProps = ComponentProps<typeof ArkDialog.Description>;

export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return <ArkDialog.Description {...props} className={clsx(styles.description, className)} />;
}

export interface DialogCloseTriggerProps extends Omit<ComponentProps<typeof ArkDialog.CloseTrigger>, 'children'> {
  /** Accessible name of the icon button. */
  readonly label?: string;
}

/** The X icon button in the corner. For a text button ("Maybe Later") use `DialogClose asChild`. */
export function DialogCloseTrigger({ label = 'Close', className, ...props }: DialogCloseTriggerProps) {
  return (
    <ArkDialog.CloseTrigger {...props} aria-label={label} className={clsx(styles.closeTrigger, className)}>
      <X aria-hidden="true" focusable="false" size="1.25em" />
    </ArkDialog.CloseTrigger>
  );
}

/** Unstyled close trigger: wrap any button with `asChild`. */
export const DialogClose = ArkDialog.CloseTrigger;

/**
 * The part that scrolls when the content is long. While it overflows it joins the tab order,
 * so keyboard users can scroll text that has no links or fields in it (WCAG 2.1.1).
 */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const body = ref.current;
    if (!body) return;
    const measure = () => setOverflowing(body.scrollHeight > body.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      tabIndex={overflowing ? 0 : undefined}
      {...props}
      ref={ref}
      className={clsx(styles.body, className)}
    />
  );
}

function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.footer, className)} />;
}

export interface DialogProps extends Omit<DialogRootProps, 'children' | 'onOpenChange'>, DialogVariants {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Element that opens the dialog (rendered through `DialogTrigger asChild`). */
  readonly trigger?: ReactElement;
  readonly children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  readonly footer?: ReactNode;
  readonly closeLabel?: string;
  readonly onOpenChange?: (open: boolean) => void;
  readonly contentClassName?: string;
}

/**
 * The usual dialog in one element: title, optional description, body, footer and an X button.
 * Controlled with `open` + `onOpenChange`, or left to its `trigger`.
 */
export function Dialog({
  title,
  description,
  trigger,
  children,
  footer,
  closeLabel,
  size,
  fullScreenOnMobile,
  onOpenChange,
  contentClassName,
  ...rootProps
}: DialogProps) {
  return (
    <DialogRoot
      {...rootProps}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent size={size} fullScreenOnMobile={fullScreenOnMobile} className={contentClassName}>
        <DialogHeader>
          <DialogHeadings>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeadings>
          <DialogCloseTrigger label={closeLabel} />
        </DialogHeader>
        {children ? <DialogBody>{children}</DialogBody> : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </DialogRoot>
  );
}
