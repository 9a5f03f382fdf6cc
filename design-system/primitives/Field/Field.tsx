import { clsx } from 'clsx';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Field as ArkField } from '@ark-ui/react/field';
import * as styles from './Field.css';
import * as hidden from '../VisuallyHidden/VisuallyHidden.css';
import { useFieldDescription } from './useFieldDescription';
import { useKeepEarlyInput } from '../Form/keepEarlyInput';

export interface FieldFrameProps {
  readonly label: ReactNode;
  readonly helperText?: ReactNode;
  /** Shown under the control; also marks it invalid (aria-invalid, red border). */
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  /**
   * Keep the label for screen readers only, where the surroundings already say what the field
   * is for (a chat composer under its conversation).
   */
  readonly hideLabel?: boolean;
  /** Class for the wrapper (label, control and texts). */
  readonly className?: string;
}

type ControlProps<P> = Omit<P, keyof FieldFrameProps | 'id'> & { 'aria-describedby': string | undefined };

/**
 * Label, control, helper and error text on Ark Field. Takes the whole props of a field, keeps its
 * own and hands the rest to the control, with aria-describedby linking the error and helper.
 * The control is Ark's `Field.Input`, `Field.Textarea` or `Field.Select`, which take their id,
 * required, disabled and invalid state from the frame. What was typed or chosen in it before the
 * scripts arrived joins the state once hydrated (keepEarlyInput), in a form or not.
 */
export function FieldFrame<P extends FieldFrameProps & { id?: string | undefined }>({
  fieldProps: { label, helperText, error, required, disabled, readOnly, hideLabel, className, id, ...rest },
  children,
}: {
  readonly fieldProps: P;
  readonly children: (controlProps: ControlProps<P>) => ReactNode;
}) {
  const { helperId, errorId, invalid, describedBy } = useFieldDescription(helperText, error);
  const root = useRef<HTMLDivElement>(null);
  useKeepEarlyInput(root);
  return (
    <ArkField.Root
      ref={root}
      // An `id` names the control itself (the label follows), e.g. for an error summary's link.
      id={id}
      ids={{ helperText: helperId, errorText: errorId }}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      className={clsx(styles.root, className)}
    >
      <ArkField.Label className={hideLabel ? `${styles.label} ${hidden.root}` : styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredIndicator} />
      </ArkField.Label>
      {children({ ...rest, 'aria-describedby': describedBy })}
      {helperText ? <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText> : null}
      <ArkField.ErrorText className={styles.errorText}>{error}</ArkField.ErrorText>
    </ArkField.Root>
  );
}

type NativeInputProps = Omit<ComponentProps<'input'>, 'children' | 'className' | 'disabled' | 'required' | 'readOnly'>;

export interface TextFieldProps extends NativeInputProps, FieldFrameProps {
  /** Class for the input itself. */
  readonly inputClassName?: string;
}

/** A labelled one-line text input (email, name, threshold numbers...). */
export function TextField({ inputClassName, ...props }: TextFieldProps) {
  const controlClassName = clsx(styles.control({ kind: 'input' }), inputClassName);
  return (
    <FieldFrame fieldProps={props}>
      {(inputProps) => <ArkField.Input {...inputProps} className={controlClassName} />}
    </FieldFrame>
  );
}

type NativeTextareaProps = Omit<ComponentProps<'textarea'>, 'children' | 'className' | 'disabled' | 'required' | 'readOnly'>;

export interface TextAreaProps extends NativeTextareaProps, FieldFrameProps {
  /** Grow with the text instead of scrolling. */
  readonly autoresize?: boolean;
  readonly textareaClassName?: string;
}

/** A labelled multi-line text input (welcome message, offline message...). */
export function TextArea({ textareaClassName, ...props }: TextAreaProps) {
  const controlClassName = clsx(styles.control({ kind: 'textarea' }), textareaClassName);
  return (
    <FieldFrame fieldProps={props}>
      {(textareaProps) => <ArkField.Textarea {...textareaProps} className={controlClassName} />}
    </FieldFrame>
  );
}
