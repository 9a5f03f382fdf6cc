import { useRef, useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { SecondFactorMethod } from '../../../domain/api';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextField } from '../../primitives/Field';
import { Heading } from '../../primitives/Heading';
import type { LoginFormError } from '../LoginForm';
import * as styles from '../authForm.css';

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

/**
 * The second step of the admin sign-in: a code from the authenticator app (autocomplete
 * one-time-code, so phones offer it), a passkey, or a recovery code. Shown only after the right
 * password; no session exists until one of these is accepted.
 */
export function SecondFactorForm({ methods, onSubmitCode, onUsePasskey, onCancel, submitting = false, error }: SecondFactorFormProps) {
  const [mode, setMode] = useState<'totp' | 'recovery' | 'passkey'>(methods.includes('totp') ? 'totp' : methods.includes('passkey') ? 'passkey' : 'recovery');
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const trimmed = code.trim();
  const codeError = !checked
    ? undefined
    : mode === 'totp'
      ? totpPattern.test(trimmed.replace(/\s/g, ''))
        ? undefined
        : 'Enter the 6 digits your authenticator app shows.'
      : trimmed.replace(/[^A-Za-z0-9]/g, '').length === 10
        ? undefined
        : 'Enter one of your recovery codes, like abcde-23456.';

  function switchTo(next: 'totp' | 'recovery') {
    setMode(next);
    setCode('');
    setChecked(false);
    // the field is replaced; focus it once it is there
    requestAnimationFrame(() => codeRef.current?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || mode === 'passkey') return;
    setChecked(true);
    const value = mode === 'totp' ? trimmed.replace(/\s/g, '') : trimmed;
    const valid = mode === 'totp' ? totpPattern.test(value) : value.replace(/[^A-Za-z0-9]/g, '').length === 10;
    if (!valid) {
      codeRef.current?.focus();
      return;
    }
    onSubmitCode({ method: mode, code: value });
  }

  return (
    <Card lift="medium" padding="large" className={styles.panel}>
      <form className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="second-factor-title">
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
                ref={codeRef}
                label="Code from your authenticator app"
                helperText="6 digits; a new one every 30 seconds."
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                spellCheck={false}
                required
                autoFocus
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={codeError}
              />
            ) : (
              <TextField
                key="recovery"
                ref={codeRef}
                label="Recovery code"
                helperText="One of the ten codes you saved. Each works once."
                name="recovery-code"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={40}
                required
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={codeError}
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
      </form>
    </Card>
  );
}
