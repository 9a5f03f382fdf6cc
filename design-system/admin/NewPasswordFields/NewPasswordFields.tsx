import type { Ref } from 'react';
import { adminPasswordRules } from '../../../domain/admin-sign-in';
import { TextField } from '../../primitives/Field';

export interface NewPasswordProblems {
  password?: string;
  confirm?: string;
}

/**
 * The checks of a new admin password: its length, then the form's own objection to it (if any),
 * then the confirmation, judged only once the password itself is fine.
 */
export function newPasswordProblems(
  password: string,
  confirm: string,
  { mismatch, objection }: { /** the message when the two differ */ mismatch: string; objection?: string | undefined },
): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (password.length < adminPasswordRules.minLength) problems.password = `Use at least ${adminPasswordRules.minLength} characters.`;
  else if (password.length > adminPasswordRules.maxLength) problems.password = 'The password is too long.';
  else if (objection) problems.password = objection;
  if (!problems.password && confirm !== password) problems.confirm = mismatch;
  return problems;
}

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
  /** shown under each field (and marking it invalid) */
  problems?: NewPasswordProblems;
  /** e.g. 'New password'; the confirmation is labelled '<label> again' */
  label?: string;
  /** the form field name of the password (the confirmation's is 'confirm-password') */
  name?: string;
  passwordRef?: Ref<HTMLInputElement>;
  confirmRef?: Ref<HTMLInputElement>;
}

/** A new password and its confirmation, for the browser's password manager to fill and save. */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  problems = {},
  label = 'Password',
  name = 'password',
  passwordRef,
  confirmRef,
}: NewPasswordFieldsProps) {
  const fields = [
    { key: 'password', ref: passwordRef, label, name, value: password, onChange: onPasswordChange, minLength: adminPasswordRules.minLength },
    { key: 'confirm', ref: confirmRef, label: `${label} again`, name: 'confirm-password', value: confirm, onChange: onConfirmChange, minLength: undefined },
  ] as const;
  return (
    <>
      {fields.map(({ key, onChange, ...field }) => (
        <TextField key={key} {...field} type="password" autoComplete="new-password" required error={problems[key]} onChange={(event) => onChange(event.currentTarget.value)} />
      ))}
    </>
  );
}
