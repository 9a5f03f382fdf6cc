import { useId } from 'react';
import * as styles from './HoneypotField.css';

export interface HoneypotFieldProps {
  /** What the label says, for the rare visitor whose browser shows it anyway. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field name bots look for; the forms' schemas call it `website`. */
  readonly name?: string;
}

/**
 * A field for bots only. People never meet it: it sits off-screen (not `display: none`, which
 * bots skip), out of the tab order, hidden from assistive technology and from autofill. A value
 * in it marks the submission as spam (the function answers as usual and stores nothing).
 */
export function HoneypotField({ label, value, onChange, name = 'website' }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className={styles.root} aria-hidden="true" data-honeypot="">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name={name}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
