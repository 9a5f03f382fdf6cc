import { clsx } from 'clsx';
import type { FormEvent, ReactNode } from 'react';
import { adminPasswordRules } from '../../../domain/admin-sign-in';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/Field';
import { useSubmitChecks, type FieldProblems } from '../../primitives/Field/useSubmitChecks';
import { Heading } from '../../primitives/Heading';
import { NewPasswordFields, newPasswordProblems } from '../NewPasswordFields';
import * as styles from '../authForm.css';
import { Form } from '../../primitives/Form';

export interface InvitationAcceptFormProps {
  /** whom the invitation is for */
  email: string;
  /** the name the inviting admin gave, to start from */
  defaultName?: string;
  onSubmit: (answer: { name: string; password: string }) => void;
  submitting?: boolean;
  error?: { title: string; message?: ReactNode } | null;
  className?: string;
}

function problemsOf({ name, password, confirm }: { name: string; password: string; confirm: string }): FieldProblems<'name' | 'password' | 'confirm'> {
  return {
    ...(name.trim() === '' ? { name: 'Enter your name.' } : {}),
    ...newPasswordProblems(password, confirm, { mismatch: 'The two passwords are not the same.' }),
  };
}

/** A new admin accepts their invitation (/admin/invite): their name and a password, twice. */
export function InvitationAcceptForm({ email, defaultName = '', onSubmit, submitting = false, error, className }: InvitationAcceptFormProps) {
  const { values, set, field, fieldRef, problems, passes } = useSubmitChecks({ name: defaultName, password: '', confirm: '' }, problemsOf);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !passes()) return;
    onSubmit({ name: values.name.trim(), password: values.password });
  }

  return (
    <Card lift="none" className={clsx(styles.panel, className)}>
      <Form className={styles.compactForm} method="post" onSubmit={submit} noValidate aria-labelledby="invitation-form-title">
        <Heading level={2} size="large" id="invitation-form-title">
          Choose your password
        </Heading>
        <p className={styles.detail}>
          You are invited as an admin with the email <strong>{email}</strong>. You sign in with it and the password you choose here (at least{' '}
          {adminPasswordRules.minLength} characters). The link works once.
        </p>
        {error ? (
          <Banner tone="critical" title={error.title} role="alert">
            {error.message}
          </Banner>
        ) : null}
        {/* lets a password manager save the new password under the right account */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField {...field('name')} label="Your name" name="name" autoComplete="name" required maxLength={100} />
        <NewPasswordFields
          password={values.password}
          confirm={values.confirm}
          onPasswordChange={(password) => set('password', password)}
          onConfirmChange={(confirm) => set('confirm', confirm)}
          problems={problems}
          passwordRef={fieldRef('password')}
          confirmRef={fieldRef('confirm')}
        />
        <Button type="submit" loading={submitting}>
          Create my admin account
        </Button>
      </Form>
    </Card>
  );
}
