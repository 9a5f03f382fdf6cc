import { clsx } from 'clsx';
import type { FormEvent, ReactNode } from 'react';
import { adminPasswordRules } from '../../../domain/admin-sign-in';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/Field';
import { useSubmitChecks, type FieldProblems } from '../../primitives/Field/useSubmitChecks';
import { Heading } from '../../primitives/Heading';
import { NewPasswordFields, newPasswordProblems } from '../NewPasswordFields';
import * as styles from './PasswordChangeForm.css';
import { Form } from '../../primitives/Form';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordChangeFormProps {
  onSubmit: (change: PasswordChange) => void;
  submitting?: boolean;
  /** the server's refusal (wrong current password, too many attempts) */
  error?: { title: string; message?: ReactNode } | null;
  /** after a change: how many other sessions ended */
  changed?: { sessionsEnded: number } | null;
  className?: string;
}

function problemsOf({ current, password: next, confirm }: { current: string; password: string; confirm: string }): FieldProblems<'current' | 'password' | 'confirm'> {
  const objection = next === current ? 'Choose a password different from the current one.' : undefined;
  return {
    ...(current === '' ? { current: 'Enter your current password.' } : {}),
    ...newPasswordProblems(next, confirm, { mismatch: 'The two new passwords are not the same.', objection }),
  };
}

/** Changing the signed-in admin's own password: the current one, then the new one twice. */
export function PasswordChangeForm({ onSubmit, submitting = false, error, changed, className }: PasswordChangeFormProps) {
  const { values, set, field, fieldRef, problems, passes } = useSubmitChecks({ current: '', password: '', confirm: '' }, problemsOf);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !passes()) return;
    onSubmit({ currentPassword: values.current, newPassword: values.password });
  }

  return (
    <Form className={clsx(styles.root, className)} method="post" onSubmit={submit} noValidate aria-labelledby="password-change-heading">
      <Heading level={2} size="large" id="password-change-heading">
        Change your password
      </Heading>
      <p className={styles.detail}>
        At least {adminPasswordRules.minLength} characters. Changing it signs you out everywhere else; this browser stays signed in.
      </p>
      {error ? (
        <Banner tone="critical" title={error.title} role="alert">
          {error.message}
        </Banner>
      ) : null}
      {changed && !error ? (
        <Banner tone="positive" title="Your password is changed." role="status">
          {changed.sessionsEnded === 0
            ? 'You were signed in nowhere else.'
            : `${changed.sessionsEnded} other ${changed.sessionsEnded === 1 ? 'session was' : 'sessions were'} signed out.`}
        </Banner>
      ) : null}
      <TextField {...field('current')} label="Current password" name="current-password" type="password" autoComplete="current-password" required />
      <NewPasswordFields
        label="New password"
        name="new-password"
        password={values.password}
        confirm={values.confirm}
        onPasswordChange={(password) => set('password', password)}
        onConfirmChange={(confirm) => set('confirm', confirm)}
        problems={problems}
        passwordRef={fieldRef('password')}
        confirmRef={fieldRef('confirm')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          Change password
        </Button>
      </div>
    </Form>
  );
}
