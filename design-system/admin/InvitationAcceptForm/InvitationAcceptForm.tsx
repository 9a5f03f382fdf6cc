import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { adminPasswordRules } from '../../../domain/api';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/Field';
import { Heading } from '../../primitives/Heading';
import { NewPasswordFields, newPasswordProblems } from '../NewPasswordFields';
import * as styles from '../authForm.css';

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

type Problems = Partial<Record<'name' | 'password' | 'confirm', string>>;

function problemsOf(name: string, password: string, confirm: string): Problems {
  return {
    ...(name.trim() === '' ? { name: 'Enter your name.' } : {}),
    ...newPasswordProblems(password, confirm, { mismatch: 'The two passwords are not the same.' }),
  };
}

/** A new admin accepts their invitation (/admin/invite): their name and a password, twice. */
export function InvitationAcceptForm({ email, defaultName = '', onSubmit, submitting = false, error, className }: InvitationAcceptFormProps) {
  const [name, setName] = useState(defaultName);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const problems = checked ? problemsOf(name, password, confirm) : {};

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    const found = problemsOf(name, password, confirm);
    const first = (['name', 'password', 'confirm'] as const).find((field) => found[field]);
    if (first) {
      ({ name: nameRef, password: passwordRef, confirm: confirmRef })[first].current?.focus();
      return;
    }
    onSubmit({ name: name.trim(), password });
  }

  return (
    <Card lift="none" className={[styles.panel, className].filter(Boolean).join(' ')}>
      <form className={styles.compactForm} method="post" onSubmit={submit} noValidate aria-labelledby="invitation-form-title">
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
        <TextField
          ref={nameRef}
          label="Your name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          error={problems.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          problems={problems}
          passwordRef={passwordRef}
          confirmRef={confirmRef}
        />
        <Button type="submit" loading={submitting}>
          Create my admin account
        </Button>
      </form>
    </Card>
  );
}
