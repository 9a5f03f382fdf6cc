import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { LockKeyhole } from 'lucide-react';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/Field';
import { Heading } from '../../primitives/Heading';
import * as styles from '../authForm.css';

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

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const emailError = !checked ? undefined : email.trim() === '' ? 'Enter your email address.' : emailPattern.test(email.trim()) ? undefined : 'Enter an email address like name@example.com.';
  const passwordError = !checked ? undefined : password === '' ? 'Enter your password.' : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    const trimmed = email.trim();
    if (trimmed === '' || !emailPattern.test(trimmed)) {
      emailRef.current?.focus();
      return;
    }
    if (password === '') {
      passwordRef.current?.focus();
      return;
    }
    onSubmit({ email: trimmed, password });
  }

  return (
    // method="post": sent before its script runs, the form must never put the password in an address
    <Card lift="medium" padding="large" className={[styles.panel, className].filter(Boolean).join(' ')}>
      <form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="login-form-title">
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
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailError}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError}
          />
        </div>
        <Button type="submit" tone="primary" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {note ? <p className={styles.note}>{note}</p> : null}
      </form>
    </Card>
  );
}
