import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { SecondFactorMethod } from '../../../domain/api';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/Field';
import { useSubmitChecks } from '../../primitives/Field/useSubmitChecks';
import { Heading } from '../../primitives/Heading';
import type { LoginFormError } from '../LoginForm';
import * as styles from '../authForm.css';
import { Form } from '../../primitives/Form';

export interface SecondFactorCode {
  method: 'totp' | 'recovery';
  code: string;
}

export interface SecondFactorFormProps {
  /** what the admin has enrolled (admin-login's `methods`) */
  methods: readonly SecondFactorMethod[];
  onSubmitCode: (code: SecondFactorCode) => void;
  onUsePasskey: () => void;
  /** back to the email and password */
  onCancel: () => void;
  submitting?: boolean;
  error?: LoginFormError | null;
}

const totpPattern = /^\d{6}$/;

/** What is sent for a typed code: an app's code without its spaces, a recovery code trimmed. */
const codeToSend = (method: SecondFactorCode['method'], code: string) => (method === 'totp' ? code.trim().replace(/\s/g, '') : code.trim());

function codeProblem(method: SecondFactorCode['method'], code: string): string | undefined {
  const value = codeToSend(method, code);
  if (method === 'totp') return totpPattern.test(value) ? undefined : 'Enter the 6 digits your authenticator app shows.';
  return value.replace(/[^A-Za-z0-9]/g, '').length === 10 ? undefined : 'Enter one of your recovery codes, like abcde-23456.';
}

/**
 * The second step of the admin sign-in: a code from the authenticator app (autocomplete
 * one-time-code, so phones offer it), a passkey, or a recovery code. Shown only after the right
 * password; no session exists until one of these is accepted.
 */
export function SecondFactorForm({ methods, onSubmitCode, onUsePasskey, onCancel, submitting = false, error }: SecondFactorFormProps) {
  const [mode, setMode] = useState<'totp' | 'recovery' | 'passkey'>(methods.includes('totp') ? 'totp' : methods.includes('passkey') ? 'passkey' : 'recovery');
  const { values, field, passes, reset, focus } = useSubmitChecks({ code: '' }, ({ code }) => ({ code: mode === 'passkey' ? undefined : codeProblem(mode, code) }));

  function switchTo(next: 'totp' | 'recovery') {
    setMode(next);
    reset();
    // the field is replaced; focus it once it is there
    requestAnimationFrame(() => focus('code'));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || mode === 'passkey' || !passes()) return;
    onSubmitCode({ method: mode, code: codeToSend(mode, values.code) });
  }

  return (
    <Card lift="medium" padding="large" className={styles.panel}>
      <Form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="second-factor-title">
        <Heading level={2} size="large" id="second-factor-title" className={styles.heading}>
          <ShieldCheck className={styles.icon} aria-hidden="true" focusable="false" />
          Confirm it is you
        </Heading>
        {error ? (
          <Banner tone="critical" title={error.title} role="alert">
            {error.message}
          </Banner>
        ) : null}
        {mode === 'passkey' ? (
          <p className={styles.note}>Your password is right. Use your passkey to finish signing in.</p>
        ) : (
          <div className={styles.fields}>
            {mode === 'totp' ? (
              <TextField
                key="totp"
                {...field('code')}
                label="Code from your authenticator app"
                helperText="6 digits; a new one every 30 seconds."
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                spellCheck={false}
                required
                autoFocus
              />
            ) : (
              <TextField
                key="recovery"
                {...field('code')}
                label="Recovery code"
                helperText="One of the ten codes you saved. Each works once."
                name="recovery-code"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={40}
                required
              />
            )}
            <Button type="submit" tone="primary" fullWidth loading={submitting}>
              Verify
            </Button>
          </div>
        )}
        <div className={styles.fields}>
          {methods.includes('passkey') ? (
            <Button type="button" tone={mode === 'passkey' ? 'primary' : 'secondary'} fullWidth onClick={onUsePasskey} disabled={submitting}>
              Use a passkey
            </Button>
          ) : null}
          {mode !== 'totp' && methods.includes('totp') ? (
            <Button type="button" tone="ghost" fullWidth onClick={() => switchTo('totp')}>
              Use your authenticator app
            </Button>
          ) : null}
          {mode !== 'recovery' && methods.includes('recovery') ? (
            <Button type="button" tone="ghost" fullWidth onClick={() => switchTo('recovery')}>
              Use a recovery code
            </Button>
          ) : null}
          <Button type="button" tone="ghost" fullWidth onClick={onCancel}>
            Start again with your password
          </Button>
        </div>
        <p className={styles.note}>Lost your phone, passkey and codes? Whoever runs the server can reset your second factor from its shell (npm run admin).</p>
      </Form>
    </Card>
  );
}
