import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Dialog, DialogClose } from '../../primitives/Dialog';
import { TextField } from '../../primitives/Field';
import { Form } from '../../primitives/Form';
import * as styles from './StepUpDialog.css';

/** What the admin gives to confirm it is them (the admin-step-up request). */
export type StepUpProof = { method: 'password'; password: string } | { method: 'totp'; code: string };

export interface StepUpDialogProps {
  open: boolean;
  /** what waits for the confirmation, e.g. "change your password" */
  action?: string;
  onConfirm: (proof: StepUpProof) => void;
  onCancel: () => void;
  submitting?: boolean;
  /** the server's refusal (wrong password or code, too many tries) */
  error?: string | null;
  /** offer a code from the authenticator app instead of the password */
  totpAvailable?: boolean;
  /** how long the confirmation lasts, for the description ("10 minutes") */
  validFor?: string;
}

/**
 * "Confirm it's you" (step-up, GitHub's sudo mode): the password again, or a code from the
 * authenticator app, before an account change; the page then retries the change. A modal dialog:
 * focus moves to the field, Escape or Cancel gives up.
 */
export function StepUpDialog({ open, action, onConfirm, onCancel, submitting = false, error, totpAvailable = false, validFor = '10 minutes' }: StepUpDialogProps) {
  const [method, setMethod] = useState<StepUpProof['method']>('password');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const entered = value.trim();
    if (method === 'password' && value === '') return setProblem('Enter your password.');
    if (method === 'totp' && !/^\d{6}$/.test(entered)) return setProblem('Enter the 6 digits your app shows.');
    setProblem(null);
    onConfirm(method === 'password' ? { method, password: value } : { method, code: entered });
  }
  function switchTo(next: StepUpProof['method']) {
    setMethod(next);
    setValue('');
    setProblem(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setValue('');
          setProblem(null);
          onCancel();
        }
      }}
      size="small"
      initialFocusEl={() => input.current}
      title="Confirm it's you"
      description={`${action ? `To ${action}, enter` : 'Enter'} your ${method === 'password' ? 'password' : 'authenticator code'} again. You will not be asked again for ${validFor}.`}
    >
      <Form className={styles.form} method="post" onSubmit={submit} noValidate aria-label="Confirm it's you">
        {error ? (
          <Banner tone="critical" title={error} role="alert" />
        ) : null}
        {method === 'password' ? (
          <TextField
            key="password"
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={problem ?? undefined}
          />
        ) : (
          <TextField
            key="code"
            label="Code from your authenticator app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={problem ?? undefined}
          />
        )}
        {totpAvailable ? (
          <p className={styles.detail}>
            <Button type="button" tone="ghost" size="small" onClick={() => switchTo(method === 'password' ? 'totp' : 'password')}>
              {method === 'password' ? 'Use a code from your authenticator app' : 'Use your password'}
            </Button>
          </p>
        ) : null}
        <div className={styles.actions}>
          <DialogClose asChild>
            <Button type="button" tone="secondary">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={submitting}>
            Confirm
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
