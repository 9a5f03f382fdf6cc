import { useRef, useState, type FormEvent } from 'react';
import {
  automationRuleFieldMaxChars,
  automationRuleFields,
  validateAutomationRuleDraft,
  type AutomationRuleDraft,
} from '../../../domain/hosting-automation';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field';
import * as styles from './AutomationRuleForm.css';
import { Form } from '../../primitives/Form';

type Key = keyof AutomationRuleDraft;
const keys: readonly Key[] = ['name', 'trigger', 'action'];
const empty: AutomationRuleDraft = { name: '', trigger: '', action: '' };

export interface AutomationRuleFormProps {
  /** The rule being edited; empty for a new rule. */
  readonly defaultValue?: AutomationRuleDraft;
  readonly submitLabel: string;
  /** Called with trimmed, checked fields. */
  readonly onSubmit: (draft: AutomationRuleDraft) => void;
  /** Shows a Cancel button when given. */
  readonly onCancel?: () => void;
  /** Accessible name of the form ("Add New Rule"). */
  readonly label: string;
}

/**
 * Name, trigger and action of a hosting automation rule. Every field is required and short;
 * on a refused submit each wrong field says why beside it and focus goes to the first.
 */
export function AutomationRuleForm({
  defaultValue = empty,
  submitLabel,
  onSubmit,
  onCancel,
  label,
}: AutomationRuleFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<AutomationRuleDraft>(defaultValue);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [checkAsTyped, setCheckAsTyped] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAutomationRuleDraft(draft);
    const first = keys.find((key) => found[key]);
    if (first) {
      setErrors(found);
      setCheckAsTyped(true);
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    onSubmit({ name: draft.name.trim(), trigger: draft.trigger.trim(), action: draft.action.trim() });
  };

  const change = (key: Key, text: string) => {
    const next = { ...draft, [key]: text };
    setDraft(next);
    if (checkAsTyped) setErrors(validateAutomationRuleDraft(next));
  };

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={submit} className={styles.form} aria-label={label}>
      {keys.map((key) => (
        <TextField
          key={key}
          name={key}
          label={automationRuleFields[key].label}
          helperText={automationRuleFields[key].hint}
          required
          autoComplete="off"
          maxLength={automationRuleFieldMaxChars * 2}
          value={draft[key]}
          error={errors[key]}
          onChange={(event) => change(key, event.currentTarget.value)}
        />
      ))}
      <div className={styles.actions}>
        {onCancel ? (
          <Button tone="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit">{submitLabel}</Button>
      </div>
    </Form>
  );
}
