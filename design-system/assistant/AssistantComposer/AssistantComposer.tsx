import { clsx } from 'clsx';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/Field';
import * as styles from './AssistantComposer.css';

export interface AssistantComposerProps {
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Called by Enter (without Shift) or the Send button, only when sending is allowed. */
  readonly onSend: () => void;
  /**
   * Whether the connection lets a message go now (online or error, no reply pending). A blank
   * message is never sent whatever this says.
   */
  readonly canSend: boolean;
  /** a reply is on its way: Send shows it and waits */
  readonly pending?: boolean;
  readonly maxLength?: number;
  readonly label?: string;
  readonly hint?: string;
  readonly sendLabel?: string;
  readonly placeholder?: string;
  readonly textareaRef?: Ref<HTMLTextAreaElement>;
  readonly className?: string;
}

/**
 * The assistant's message box: Enter sends, Shift+Enter starts a new line. When sending is not
 * possible the Send button says so (aria-disabled) but keeps its place in the tab order, so
 * focus is never dropped when a reply starts.
 */
export function AssistantComposer({
  value,
  onValueChange,
  onSend,
  canSend,
  pending = false,
  maxLength,
  label = 'Your message',
  hint = 'Enter sends, Shift+Enter adds a new line.',
  sendLabel = 'Send',
  placeholder = 'Ask about plans, prices, hosting…',
  textareaRef,
  className,
}: AssistantComposerProps) {
  const sendable = canSend && !pending && value.trim().length > 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sendable) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME choosing characters) belongs to the IME.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form method="post" className={clsx(styles.form, className)} onSubmit={submit} noValidate>
      <TextArea
        ref={textareaRef}
        label={label}
        hideLabel
        helperText={hint}
        name="message"
        rows={2}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="send"
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={onKeyDown}
        textareaClassName={styles.textarea}
      />
      <Button
        type="submit"
        className={styles.send}
        loading={pending}
        aria-disabled={!sendable || undefined}
        data-disabled={!sendable && !pending ? '' : undefined}
      >
        <SendHorizontal aria-hidden="true" focusable="false" size="1.1em" />
        {sendLabel}
      </Button>
    </form>
  );
}
