import { clsx } from 'clsx';
import { useId, useImperativeHandle, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../../primitives/Button';
import * as styles from './Composer.css';

export interface ComposerProps {
  /** accessible name of the text box, e.g. "Message to Maria Gonzalez" */
  readonly label: string;
  /** called with the text, trimmed, when the agent sends it */
  readonly onSend: (text: string) => void;
  readonly placeholder?: string;
  readonly sendLabel?: string;
  readonly hint?: string;
  readonly disabled?: boolean;
  /** the text box, for a page that moves focus here (e.g. after choosing a chat) */
  readonly inputRef?: Ref<HTMLTextAreaElement>;
  readonly className?: string;
}

/**
 * The message box of a chat. Enter sends, Shift+Enter starts a new line (and Enter while an
 * input method is composing a character is left alone). Send is disabled while the text is blank
 * after trimming (spec section 5). After sending, the box empties and keeps the focus.
 */
export function Composer({
  label,
  onSend,
  placeholder = 'Type a message…',
  sendLabel = 'Send',
  hint = 'Enter to send, Shift+Enter for a new line',
  disabled = false,
  inputRef,
  className,
}: ComposerProps) {
  const [text, setText] = useState('');
  const hintId = useId();
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const blank = text.trim() === '';

  useImperativeHandle(inputRef, () => ownRef.current!, []);

  const send = () => {
    if (blank || disabled) return;
    onSend(text.trim());
    setText('');
    ownRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form method="post" className={clsx(styles.root, className)} onSubmit={handleSubmit}>
      <textarea
        ref={ownRef}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        aria-label={label}
        aria-describedby={hintId}
        placeholder={placeholder}
        rows={1}
        disabled={disabled}
        enterKeyHint="send"
      />
      <Button type="submit" className={styles.send} disabled={blank || disabled}>
        <SendHorizontal aria-hidden="true" focusable="false" size="1.1em" />
        {sendLabel}
      </Button>
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
    </form>
  );
}
