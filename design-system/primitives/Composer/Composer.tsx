import { clsx } from 'clsx';
import { useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../Button';
import { TextArea } from '../Field';
import * as styles from './Composer.css';
import type { ComposerVariants } from './Composer.css';
import { Form } from '../Form';

export type ComposerProps = ComposerVariants & {
  /** accessible name of the text box ("Message to Maria Gonzalez", "Your message"); shown to screen readers only */
  readonly label: string;
  /** called with the text, trimmed, when it is sent */
  readonly onSend: (text: string) => void;
  /** the text, when the caller keeps it (the assistant keeps a draft across closing its dialog); otherwise the box keeps its own and empties after sending */
  readonly value?: string;
  readonly onValueChange?: (value: string) => void;
  /** whether a message may go now (the connection is up); a blank message never goes, whatever this says */
  readonly canSend?: boolean;
  /** a reply is on its way: Send shows it and waits */
  readonly pending?: boolean;
  /** the whole composer is off (a closed conversation) */
  readonly disabled?: boolean;
  readonly placeholder?: string;
  readonly sendLabel?: string;
  /** how to send, under the box and its description */
  readonly hint?: string;
  readonly maxLength?: number;
  /** the text box, for a page that moves focus here (after choosing a chat, opening the assistant) */
  readonly inputRef?: Ref<HTMLTextAreaElement>;
  readonly className?: string;
};

/**
 * The message box of a chat (live chat's agent, the assistant's visitor). Enter sends, Shift+Enter
 * starts a new line, and Enter while an input method is composing a character is left alone. Send
 * says it cannot send (aria-disabled) while the text is blank after trimming (spec section 5), while
 * `canSend` is false or a reply is pending, but keeps its place in the tab order, so focus is never
 * dropped. After sending, the box keeps the focus.
 */
export function Composer({
  label,
  onSend,
  value,
  onValueChange,
  canSend = true,
  pending = false,
  disabled = false,
  placeholder = 'Type a message…',
  sendLabel = 'Send',
  hint = 'Enter sends, Shift+Enter adds a new line.',
  maxLength,
  inputRef,
  size,
  className,
}: ComposerProps) {
  const [ownText, setOwnText] = useState('');
  const text = value ?? ownText;
  const box = useRef<HTMLTextAreaElement | null>(null);
  useImperativeHandle(inputRef, () => box.current!, []);
  const sendable = canSend && !pending && !disabled && text.trim() !== '';

  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onValueChange?.(next);
  };

  const send = () => {
    if (!sendable) return;
    onSend(text.trim());
    if (value === undefined) setOwnText('');
    box.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Form method="post" className={clsx(styles.root, className)} onSubmit={submit} noValidate>
      <TextArea
        ref={box}
        label={label}
        hideLabel
        helperText={hint}
        name="message"
        rows={size === 'roomy' ? 2 : 1}
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="send"
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        textareaClassName={styles.textarea({ size })}
      />
      <Button
        type="submit"
        className={styles.send({ size })}
        loading={pending}
        disabled={disabled}
        aria-disabled={(!sendable && !disabled) || undefined}
        data-disabled={!sendable && !pending && !disabled ? '' : undefined}
      >
        <SendHorizontal aria-hidden="true" focusable="false" size="1.1em" />
        {sendLabel}
      </Button>
    </Form>
  );
}
