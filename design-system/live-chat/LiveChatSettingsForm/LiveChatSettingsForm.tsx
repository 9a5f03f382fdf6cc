import { clsx } from 'clsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  normalizeHexColor,
  type LiveChatSettings,
  type LiveChatSettingsLabels,
  type WidgetPosition,
} from '../../../domain/live-chat';
import { Button } from '../../primitives/Button';
import { TextArea, TextField } from '../../primitives/Field';
import { Select } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import * as styles from './LiveChatSettingsForm.css';
import { Form } from '../../primitives/Form';

export type SettingsSaveStatus = 'idle' | 'saved' | 'failed';

export interface LiveChatSettingsFormProps {
  /** the settings as they stand (the preview shows the same) */
  readonly settings: LiveChatSettings;
  /** every valid change, as it happens */
  readonly onChange: (settings: LiveChatSettings) => void;
  /** Save Settings, only with a valid colour */
  readonly onSave: (settings: LiveChatSettings) => void;
  /** what became of the last save, announced in a polite live region */
  readonly status?: SettingsSaveStatus;
  readonly labels: LiveChatSettingsLabels;
  readonly positions: ReadonlyArray<{ readonly value: WidgetPosition; readonly label: string }>;
  readonly className?: string;
}

/**
 * The live chat widget's settings (spec section 2): two switches, the widget position, the
 * primary colour (a colour picker and a hex text box that must hold a valid colour) and the
 * welcome and offline messages, with Save Settings.
 */
export function LiveChatSettingsForm({
  settings,
  onChange,
  onSave,
  status = 'idle',
  labels,
  positions,
  className,
}: LiveChatSettingsFormProps) {
  // the text box may hold a half-typed colour; only valid colours reach `settings`
  const [colorText, setColorText] = useState(settings.primaryColor);
  const [colorTouched, setColorTouched] = useState(false);
  const colorRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // settings replaced from outside (loaded from storage): show their colour
    setColorText((text) => (normalizeHexColor(text) === settings.primaryColor ? text : settings.primaryColor));
  }, [settings.primaryColor]);

  const colorValid = normalizeHexColor(colorText) !== null;
  const colorError = colorTouched && !colorValid ? labels.primaryColorError : undefined;
  const update = (change: Partial<LiveChatSettings>) => onChange({ ...settings, ...change });

  const handleColorText = (text: string) => {
    setColorText(text);
    const color = normalizeHexColor(text);
    if (color) update({ primaryColor: color });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!colorValid) {
      setColorTouched(true);
      colorRef.current?.focus();
      return;
    }
    onSave(settings);
  };

  return (
    <Form method="post" className={clsx(styles.form, className)} onSubmit={handleSubmit} noValidate>
      <div className={styles.switches}>
        <Switch
          label={labels.enabled}
          description={labels.enabledDescription}
          checked={settings.enabled}
          onCheckedChange={(enabled) => update({ enabled })}
          placement="end"
        />
        <Switch
          label={labels.autoAssign}
          description={labels.autoAssignDescription}
          checked={settings.autoAssign}
          onCheckedChange={(autoAssign) => update({ autoAssign })}
          placement="end"
        />
      </div>
      <Select
        label={labels.position}
        options={positions}
        value={settings.position}
        onValueChange={(value) => {
          const position = positions.find((option) => option.value === value);
          if (position) update({ position: position.value });
        }}
      />
      <div className={styles.colorRow}>
        <input
          type="color"
          className={styles.swatch}
          aria-label={labels.primaryColorPicker}
          value={settings.primaryColor}
          onChange={(event) => {
            setColorTouched(false);
            handleColorText(event.target.value);
          }}
        />
        <TextField
          ref={colorRef}
          label={labels.primaryColor}
          helperText={labels.primaryColorHelp}
          error={colorError}
          value={colorText}
          onChange={(event) => handleColorText(event.target.value)}
          onBlur={() => setColorTouched(true)}
          inputClassName={styles.colorInput}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <TextArea
        label={labels.welcomeMessage}
        value={settings.welcomeMessage}
        onChange={(event) => update({ welcomeMessage: event.target.value })}
        rows={3}
      />
      <TextArea
        label={labels.offlineMessage}
        value={settings.offlineMessage}
        onChange={(event) => update({ offlineMessage: event.target.value })}
        rows={3}
      />
      <div className={styles.actions}>
        <Button type="submit">{labels.save}</Button>
        <p role="status" className={styles.status}>
          {status === 'saved' ? (
            <>
              <span className={styles.saved}>
                <CircleCheck className={styles.statusIcon} aria-hidden="true" focusable="false" />
                {labels.saved}
              </span>
              <span>{labels.savedDetail}</span>
            </>
          ) : status === 'failed' ? (
            <span className={styles.failed}>{labels.storageFailed}</span>
          ) : null}
        </p>
      </div>
    </Form>
  );
}
