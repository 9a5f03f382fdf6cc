import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import * as styles from './Switch.css';
import type { SwitchVariants } from './Switch.css';

export interface SwitchProps extends SwitchVariants {
  readonly label: ReactNode;
  /** A line under the label, announced as the switch's description. */
  readonly description?: ReactNode;
  readonly checked?: boolean;
  readonly defaultChecked?: boolean;
  readonly onCheckedChange?: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly required?: boolean;
  /** Form field name; the switch submits `value` (default "on") when checked. */
  readonly name?: string;
  readonly value?: string;
  readonly className?: string;
}

/** An on/off setting (spec: Enable Live Chat, Auto-assign, alert channels, automation rules). */
export function Switch({
  label,
  description,
  onCheckedChange,
  placement,
  className,
  ...rootProps
}: SwitchProps) {
  const descriptionId = useId();
  return (
    <ArkSwitch.Root
      {...rootProps}
      onCheckedChange={onCheckedChange ? (details) => onCheckedChange(details.checked) : undefined}
      className={clsx(styles.root({ placement }), className)}
    >
      <ArkSwitch.HiddenInput role="switch" aria-describedby={description ? descriptionId : undefined} />
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <span className={styles.text}>
        <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </ArkSwitch.Root>
  );
}
