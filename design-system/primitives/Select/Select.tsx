import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useFieldDescription } from '../Field/useFieldDescription';
import * as styles from './Select.css';
import type { SelectVariants } from './Select.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends SelectVariants {
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  /**
   * The first, empty option (value ''). Given, it stays selectable when the field is optional (a way back to
   * no choice). Left out, 'Choose…' is shown only while nothing is chosen. Required: never selectable.
   */
  readonly placeholder?: string;
  /** Controlled value ('' for none). */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Shown under the control; also marks it invalid. */
  readonly error?: ReactNode;
  readonly helperText?: ReactNode;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Form field name: the native select carries the value into form submissions. */
  readonly name?: string;
  readonly form?: string;
  /** The select's id, e.g. for an error summary's link to this field. */
  readonly id?: string;
  readonly className?: string;
}

/**
 * A single-choice list (spec: live chat widget position): a label and the platform's own <select>, so the
 * open list is the browser's (the phone's picker on phones) and it works before and without scripts.
 */
export function Select({
  label,
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  error,
  helperText,
  disabled,
  required,
  name,
  form,
  size,
  className,
  id,
}: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const { helperId, errorId, invalid, describedBy } = useFieldDescription(helperText, error);
  const empty = (value ?? defaultValue ?? '') === '';

  return (
    <div className={clsx(styles.root, className)}>
      <label htmlFor={selectId} className={styles.label} data-disabled={disabled || undefined}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMarker}>
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <select
          id={selectId}
          name={name}
          form={form}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          data-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={styles.select({ size })}
          {...(value === undefined ? { defaultValue: defaultValue ?? '' } : { value })}
          onChange={(event) => onValueChange?.(event.currentTarget.value)}
        >
          {placeholder !== undefined || empty ? (
            <option value="" disabled={required} hidden={required}>
              {placeholder ?? 'Choose…'}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" focusable="false" size="1.1em" className={styles.indicator} />
      </div>
      {helperText ? (
        <span id={helperId} className={styles.helperText}>
          {helperText}
        </span>
      ) : null}
      {invalid ? (
        <span id={errorId} className={styles.errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
