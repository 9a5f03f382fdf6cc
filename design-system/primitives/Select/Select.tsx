import { Field as ArkField } from '@ark-ui/react/field';
import { ChevronDown } from 'lucide-react';
import { FieldFrame, type FieldFrameProps } from '../Field/Field';
import * as styles from './Select.css';
import type { SelectVariants } from './Select.css';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectProps extends SelectVariants, FieldFrameProps {
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
  /** Form field name: the native select carries the value into form submissions. */
  readonly name?: string;
  readonly form?: string;
  /** The select's id, e.g. for an error summary's link to this field. */
  readonly id?: string;
}

/**
 * A single-choice list (spec: live chat widget position): a label and the platform's own <select>, so the
 * open list is the browser's (the phone's picker on phones) and it works before and without scripts.
 * Its label, required marker, helper and error texts are the same frame as TextField's.
 */
export function Select({ options, placeholder, value, defaultValue, onValueChange, name, form, size, ...frame }: SelectProps) {
  const empty = (value ?? defaultValue ?? '') === '';
  return (
    <FieldFrame fieldProps={frame}>
      {(controlProps) => (
        <div className={styles.control}>
          <ArkField.Select
            {...controlProps}
            name={name}
            form={form}
            className={styles.select({ size })}
            {...(value === undefined ? { defaultValue: defaultValue ?? '' } : { value })}
            onChange={(event) => onValueChange?.(event.currentTarget.value)}
          >
            {placeholder !== undefined || empty ? (
              <option value="" disabled={frame.required} hidden={frame.required}>
                {placeholder ?? 'Choose…'}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </ArkField.Select>
          <ChevronDown aria-hidden="true" focusable="false" size="1.1em" className={styles.indicator} />
        </div>
      )}
    </FieldFrame>
  );
}
