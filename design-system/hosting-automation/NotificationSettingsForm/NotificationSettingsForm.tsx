import { clsx } from 'clsx';
import { useRef, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import {
  alertChannels,
  alertThresholdFields,
  alertThresholdKeys,
  hostingAutomationText,
  thresholdError,
  thresholdRangeText,
  validateNotificationDraft,
  type AlertThresholdKey,
  type NotificationSettings,
  type NotificationSettingsDraft,
} from '../../../domain/hosting-automation';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field';
import { Switch } from '../../primitives/Switch';
import * as styles from './NotificationSettingsForm.css';
import { Form } from '../../primitives/Form';

export type NotificationSettingsStatus = 'idle' | 'saved' | 'invalid' | 'storage-failed';

export interface NotificationSettingsFormProps {
  /** The settings as being edited: thresholds as typed, so nothing is lost while invalid. */
  readonly value: NotificationSettingsDraft;
  readonly onChange: (draft: NotificationSettingsDraft) => void;
  /** Called with checked, numeric settings; never with invalid ones. */
  readonly onSave: (settings: NotificationSettings) => void;
  /** Shown (and announced) beside the Save button: "Saved" after a save. */
  readonly status?: NotificationSettingsStatus;
  /** Called when a save was refused because a threshold is wrong. */
  readonly onInvalid?: () => void;
  readonly className?: string;
}

type Errors = Partial<Record<AlertThresholdKey, string>>;

/**
 * Email / SMS / Slack switches and the CPU, memory and response-time thresholds, with Save
 * Settings. Thresholds are checked against the domain ranges on save: each wrong field gets its
 * message beside it and focus goes to the first, and what was typed stays as typed. After a
 * refused save, fields are checked again as they change, so a message clears once fixed.
 */
export function NotificationSettingsForm({
  value,
  onChange,
  onSave,
  status = 'idle',
  onInvalid,
  className,
}: NotificationSettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [checkAsTyped, setCheckAsTyped] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateNotificationDraft(value);
    if (result.ok) {
      setErrors({});
      setCheckAsTyped(false);
      onSave(result.settings);
      return;
    }
    setErrors(result.errors);
    setCheckAsTyped(true);
    const first = alertThresholdKeys.find((key) => result.errors[key]);
    const field = formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`);
    // Centred, so a sticky page header cannot cover the field that now has focus (WCAG 2.4.11).
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
    onInvalid?.();
  };

  const changeThreshold = (key: AlertThresholdKey, text: string) => {
    onChange({ ...value, thresholds: { ...value.thresholds, [key]: text } });
    if (checkAsTyped) setErrors((current) => ({ ...current, [key]: thresholdError(key, text) }));
  };

  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className={clsx(styles.form, className)}
      aria-label="Alert settings"
    >
      <div className={styles.groups}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Notification channels</legend>
          <p className={styles.legendNote}>Where alerts are sent when a rule fires or a threshold is crossed.</p>
          {alertChannels.map((channel) => (
            <Switch
              key={channel.key}
              name={channel.key}
              placement="end"
              label={channel.label}
              description={channel.description}
              checked={value.channels[channel.key]}
              onCheckedChange={(checked) =>
                onChange({ ...value, channels: { ...value.channels, [channel.key]: checked } })
              }
            />
          ))}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Alert thresholds</legend>
          <p className={styles.legendNote}>An alert is raised when a server stays above these values.</p>
          {alertThresholdKeys.map((key) => {
            const { label, unit } = alertThresholdFields[key];
            return (
              <TextField
                key={key}
                name={key}
                label={`${label} (${unit})`}
                helperText={thresholdRangeText(key)}
                inputMode="decimal"
                inputClassName={styles.thresholdInput}
                autoComplete="off"
                value={value.thresholds[key]}
                error={errors[key]}
                onChange={(event) => changeThreshold(key, event.currentTarget.value)}
              />
            );
          })}
        </fieldset>
      </div>
      <div className={styles.footer}>
        <Button type="submit">{hostingAutomationText.saveSettings}</Button>
        <p role="status" className={styles.status} data-status={status}>
          {status === 'saved' ? (
            <>
              <CircleCheck className={styles.statusIcon} aria-hidden="true" focusable="false" />
              <span>
                <strong>{hostingAutomationText.saved}.</strong> {hostingAutomationText.savedDetail}
              </span>
            </>
          ) : status === 'invalid' || status === 'storage-failed' ? (
            <>
              <CircleAlert className={styles.statusErrorIcon} aria-hidden="true" focusable="false" />
              <span>{status === 'invalid' ? hostingAutomationText.notSaved : hostingAutomationText.storageFailed}</span>
            </>
          ) : null}
        </p>
      </div>
    </Form>
  );
}
