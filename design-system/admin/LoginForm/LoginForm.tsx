import { clsx } from 'clsx';
import type { FormEvent, ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { emailProblem } from '../../../domain/form-fields';
import { TextField } from '../../primitives/Field';
import { useSubmitChecks } from '../../primitives/Field/useSubmitChecks';
import { Heading } from '../../primitives/Heading';
import * as styles from '../authForm.css';
import { Form } from '../../primitives/Form';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginFormError {
  title: string;
  message?: ReactNode;
}

export interface LoginFormProps {
  onSubmit: (credentials: LoginCredentials) => void;
  submitting?: boolean;
  /** what went wrong with the last attempt (wrong credentials, too many attempts, unreachable) */
  error?: LoginFormError | null;
  title?: string;
  submitLabel?: string;
  /** small print under the button */
  note?: ReactNode;
  defaultEmail?: string;
  className?: string;
}

/** The admin sign-in form: labelled email and password, its own checks, and the server's answer. */
export function LoginForm({
  onSubmit,
  submitting = false,
  error,
  title = 'Sign in',
  submitLabel = 'Sign in',
  note,
  defaultEmail = '',
  className,
}: LoginFormProps) {
  const { values, field, passes } = useSubmitChecks({ email: defaultEmail, password: '' }, ({ email, password }) => ({
    email: emailProblem(email, 'Enter your email address.'),
    password: password === '' ? 'Enter your password.' : undefined,
  }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !passes()) return;
    onSubmit({ email: values.email.trim(), password: values.password });
  }

  return (
    // method="post": sent before its script runs, the form must never put the password in an address
    <Card lift="medium" padding="large" className={clsx(styles.panel, className)}>
      <Form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="login-form-title">
        <Heading level={2} size="large" id="login-form-title" className={styles.heading}>
          <LockKeyhole className={styles.icon} aria-hidden="true" focusable="false" />
          {title}
        </Heading>
        {error ? (
          <Banner tone="critical" title={error.title} role="alert">
            {error.message}
          </Banner>
        ) : null}
        <div className={styles.fields}>
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
          />
          <TextField {...field('password')} label="Password" type="password" name="password" autoComplete="current-password" required />
        </div>
        <Button type="submit" tone="primary" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {note ? <p className={styles.note}>{note}</p> : null}
      </Form>
    </Card>
  );
}
