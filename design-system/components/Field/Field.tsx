import { useId, type ComponentProps, type ReactNode } from 'react';
import { Field as ArkField } from '@ark-ui/react/field';
import * as styles from './Field.css';

interface FieldFrameProps {
  readonly label: ReactNode;
  readonly helperText?: ReactNode;
  /** Shown under the control; also marks it invalid (aria-invalid, red border). */
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  /** Class for the wrapper (label, control and texts). */
  readonly className?: string;
  readonly children: (describedBy: string | undefined) => ReactNode;
}

/**
 * Label, control, helper and error text on Ark Field. The error and helper are linked to the
 * control with aria-describedby (computed from props, so it is the same on server and client).
 */
function FieldFrame({ label, helperText, error, required, disabled, readOnly, className, children }: FieldFrameProps) {
  const helperId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  const describedBy =
    [invalid ? errorId : undefined, helperText ? helperId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <ArkField.Root
      ids={{ helperText: helperId, errorText: errorId }}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ArkField.Label className={styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredIndicator} />
      </ArkField.Label>
      {children(describedBy)}
      {helperText ? <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText> : null}
      <ArkField.ErrorText className={styles.errorText}>{error}</ArkField.ErrorText>
    </ArkField.Root>
  );
}

type NativeInputProps = Omit<ComponentProps<'input'>, 'children' | 'className' | 'disabled' | 'required' | 'readOnly'>;

export interface TextFieldProps extends NativeInputProps, Omit<FieldFrameProps, 'children'> {
  /** Class for the input itself. */
  readonly inputClassName?: string;
}

/** A labelled one-line text input (email, name, threshold numbers...). */
export function TextField({
  label,
  helperText,
  error,
  required,
  disabled,
  readOnly,
  className,
  inputClassName,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldFrame {...{ label, helperText, error, required, disabled, readOnly, className }}>
      {(describedBy) => (
        <ArkField.Input
          {...inputProps}
          aria-describedby={describedBy}
          className={[styles.control({ kind: 'input' }), inputClassName].filter(Boolean).join(' ')}
        />
      )}
    </FieldFrame>
  );
}

type NativeTextareaProps = Omit<ComponentProps<'textarea'>, 'children' | 'className' | 'disabled' | 'required' | 'readOnly'>;

export interface TextAreaProps extends NativeTextareaProps, Omit<FieldFrameProps, 'children'> {
  /** Grow with the text instead of scrolling. */
  readonly autoresize?: boolean;
  readonly textareaClassName?: string;
}

/** A labelled multi-line text input (welcome message, offline message...). */
export function TextArea({
  label,
  helperText,
  error,
  required,
  disabled,
  readOnly,
  className,
  textareaClassName,
  ...textareaProps
}: TextAreaProps) {
  return (
    <FieldFrame {...{ label, helperText, error, required, disabled, readOnly, className }}>
      {(describedBy) => (
        <ArkField.Textarea
          {...textareaProps}
          aria-describedby={describedBy}
          className={[styles.control({ kind: 'textarea' }), textareaClassName].filter(Boolean).join(' ')}
        />
      )}
    </FieldFrame>
  );
}
