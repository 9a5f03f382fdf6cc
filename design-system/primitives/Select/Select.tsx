import { clsx } from 'clsx';
import { useMemo, type ReactNode } from 'react';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
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
  /** Form field name: a hidden native select carries the value into form submissions. */
  readonly name?: string;
  readonly form?: string;
  /** The trigger's id, e.g. for an error summary's link to this field. */
  readonly id?: string;
  readonly className?: string;
}

const toArray = (value: string | undefined) =>
  value === undefined ? undefined : value === '' ? [] : [value];

/** A single-choice list (spec: live chat widget position). */
export function Select({
  label,
  options,
  placeholder = 'Choose…',
  value,
  defaultValue,
  onValueChange,
  error,
  helperText,
  required,
  size,
  className,
  id,
  ...rootProps
}: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection<SelectOption>({
        items: [...options],
        itemToValue: (option) => option.value,
        itemToString: (option) => option.label,
        isItemDisabled: (option) => Boolean(option.disabled),
      }),
    [options],
  );
  const { helperId, errorId, invalid, describedBy } = useFieldDescription(helperText, error);

  return (
    <ArkSelect.Root
      {...rootProps}
      collection={collection}
      {...(id ? { ids: { trigger: id } } : {})}
      required={required}
      invalid={invalid}
      {...(value === undefined ? { defaultValue: toArray(defaultValue) } : { value: toArray(value) })}
      onValueChange={onValueChange ? (details) => onValueChange(details.value[0] ?? '') : undefined}
      positioning={{ sameWidth: true }}
      className={clsx(styles.root, className)}
    >
      <ArkSelect.Label className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMarker}>
            *
          </span>
        ) : null}
      </ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={styles.trigger({ size })} aria-describedby={describedBy}>
          <ArkSelect.ValueText placeholder={placeholder} className={styles.valueText} />
          <ArkSelect.Indicator className={styles.indicator}>
            <ChevronDown aria-hidden="true" focusable="false" size="1.1em" />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <ArkSelect.Positioner className={styles.positioner}>
        <ArkSelect.Content className={styles.content}>
          {collection.items.map((option) => (
            <ArkSelect.Item key={option.value} item={option} className={styles.item}>
              <ArkSelect.ItemText>{option.label}</ArkSelect.ItemText>
              <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                <Check aria-hidden="true" focusable="false" size="1em" />
              </ArkSelect.ItemIndicator>
            </ArkSelect.Item>
          ))}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
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
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
