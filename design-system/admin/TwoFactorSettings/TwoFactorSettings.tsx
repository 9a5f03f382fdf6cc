import { useState, type FormEvent, type ReactNode } from 'react';
import type { AdminSecondFactorResponse } from '../../../domain/api';
import { Badge } from '../../primitives/Badge';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Dialog, DialogClose } from '../../primitives/Dialog';
import { TextField } from '../../primitives/Field';
import { Heading } from '../../primitives/Heading';
import * as styles from './TwoFactorSettings.css';
import { Form } from '../../primitives/Form';

export type TwoFactorStatus = Pick<AdminSecondFactorResponse, 'totp' | 'passkeys' | 'recoveryCodes'>;

export interface TwoFactorSettingsProps {
  status: TwoFactorStatus;
  /** after "Set up": the secret, its otpauth:// URI and QR code, until a code confirms it */
  totpSetup?: AdminSecondFactorResponse['totpSetup'];
  /** recovery codes just made: shown once, until the admin says they are saved */
  newRecoveryCodes?: readonly string[];
  /** what went wrong with the last change */
  error?: string | null;
  /** a change is on its way */
  busy?: boolean;
  onBeginTotp: () => void;
  onConfirmTotp: (code: string) => void;
  onRemoveTotp: () => void;
  onRegenerateCodes: () => void;
  onCodesSaved: () => void;
  onAddPasskey: (name: string) => void;
  onRenamePasskey: (id: number, name: string) => void;
  onRemovePasskey: (id: number) => void;
}

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

interface Confirmation {
  title: string;
  description: string;
  action: string;
  run: () => void;
}

/**
 * /admin/two-factor: the admin's own second factors. An authenticator app (TOTP) is set up with
 * its secret as a QR code, as text and as an otpauth:// link, and confirmed with a code; passkeys
 * are added, renamed and removed; recovery codes are shown once. Removals ask first.
 */
export function TwoFactorSettings({
  status,
  totpSetup,
  newRecoveryCodes,
  error,
  busy = false,
  onBeginTotp,
  onConfirmTotp,
  onRemoveTotp,
  onRegenerateCodes,
  onCodesSaved,
  onAddPasskey,
  onRenamePasskey,
  onRemovePasskey,
}: TwoFactorSettingsProps) {
  const [code, setCode] = useState('');
  const [codeChecked, setCodeChecked] = useState(false);
  const [passkeyName, setPasskeyName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const anyFactor = status.totp.enrolled || status.passkeys.length > 0;
  const lastFactor = (status.totp.enrolled ? 1 : 0) + status.passkeys.length === 1;
  const lastFactorNote = lastFactor ? ' It is your only second factor: afterwards your password alone signs you in, and your recovery codes stop working.' : '';
  const codeError = codeChecked && !/^\d{6}$/.test(code.trim()) ? 'Enter the 6 digits the app shows.' : undefined;

  function confirmCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCodeChecked(true);
    if (!/^\d{6}$/.test(code.trim())) return;
    onConfirmTotp(code.trim());
    setCode('');
    setCodeChecked(false);
  }
  function addPasskey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAddPasskey(passkeyName.trim() || 'Passkey');
    setPasskeyName('');
  }
  function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!renaming || !renaming.name.trim()) return;
    onRenamePasskey(renaming.id, renaming.name.trim());
    setRenaming(null);
  }

  let totpBody: ReactNode;
  if (status.totp.enrolled) {
    totpBody = (
      <>
        <p className={styles.text}>Signing in asks for a code from your app{status.totp.confirmedAt ? `, set up on ${dateOf(status.totp.confirmedAt)}` : ''}.</p>
        <div className={styles.actions}>
          <Button
            tone="critical"
            size="small"
            disabled={busy}
            onClick={() =>
              setConfirmation({
                title: 'Remove the authenticator app?',
                description: `Signing in will no longer ask for its codes.${lastFactorNote}`,
                action: 'Remove the app',
                run: onRemoveTotp,
              })
            }
          >
            Remove the authenticator app
          </Button>
        </div>
      </>
    );
  } else if (totpSetup) {
    totpBody = (
      <>
        <div className={styles.setup}>
          <img className={styles.qr} src={totpSetup.qrCode} alt="QR code of the key, for your authenticator app" width={192} height={192} />
          <div className={styles.section}>
            <p className={styles.text}>Scan the code with your authenticator app (1Password, Google Authenticator, Authy…), or enter this key:</p>
            <p className={styles.secret} aria-label="Key for the authenticator app">
              {totpSetup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
            <p className={styles.muted}>
              Or open the link on the phone that has the app: <a href={totpSetup.uri}>otpauth:// link</a>
            </p>
            <p className={styles.muted}>{totpSetup.uri}</p>
          </div>
        </div>
        <Form className={styles.form} onSubmit={confirmCode} noValidate aria-label="Confirm the authenticator app">
          <TextField
            label="Code from the app"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={codeError}
          />
          <Button type="submit" tone="primary" loading={busy}>
            Confirm
          </Button>
        </Form>
      </>
    );
  } else {
    totpBody = (
      <>
        <p className={styles.text}>Signing in will ask for a 6-digit code from an app on your phone, after your password.</p>
        <div className={styles.actions}>
          <Button tone="primary" onClick={onBeginTotp} loading={busy}>
            Set up an authenticator app
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className={styles.root}>
      {error ? (
        <Banner tone="critical" title="That did not go through." role="alert">
          {error}
        </Banner>
      ) : null}
      {newRecoveryCodes?.length ? (
        <Banner tone="caution" title="Save your recovery codes now" role="status">
          <div className={styles.section}>
            <p className={styles.text}>
              Each code signs you in once if you lose your phone or passkey. Keep them in your password manager or on paper: they are not shown again.
            </p>
            <ol className={styles.codes} aria-label="Recovery codes">
              {newRecoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ol>
            <div className={styles.actions}>
              <Button tone="primary" size="small" onClick={onCodesSaved}>
                I have saved these codes
              </Button>
            </div>
          </div>
        </Banner>
      ) : null}

      <Card
        as="section"
        aria-labelledby="totp-title"
        header={
          <div className={styles.head}>
            <Heading level={2} size="large" id="totp-title" className={styles.title}>
              Authenticator app
            </Heading>
            <Badge tone={status.totp.enrolled ? 'positive' : 'neutral'}>{status.totp.enrolled ? 'On' : 'Off'}</Badge>
          </div>
        }
      >
        <div className={styles.section}>{totpBody}</div>
      </Card>

      <Card
        as="section"
        aria-labelledby="passkeys-title"
        header={
          <div className={styles.head}>
            <Heading level={2} size="large" id="passkeys-title" className={styles.title}>
              Passkeys
            </Heading>
            <Badge tone={status.passkeys.length ? 'positive' : 'neutral'}>{status.passkeys.length ? `${status.passkeys.length} added` : 'None'}</Badge>
          </div>
        }
      >
        <div className={styles.section}>
          <p className={styles.text}>A passkey is your device’s fingerprint, face or PIN check, or a security key. It cannot be phished.</p>
          {status.passkeys.length ? (
            <ul className={styles.list} aria-label="Your passkeys">
              {status.passkeys.map((passkey) => (
                <li key={passkey.id} className={styles.item}>
                  {renaming?.id === passkey.id ? (
                    <Form className={styles.form} onSubmit={rename} aria-label={`Rename ${passkey.name}`}>
                      <TextField
                        label="New name"
                        name="passkey-name"
                        maxLength={60}
                        required
                        autoFocus
                        value={renaming.name}
                        onChange={(event) => setRenaming({ id: passkey.id, name: event.currentTarget.value })}
                      />
                      <Button type="submit" size="small" tone="primary">
                        Save
                      </Button>
                      <Button type="button" size="small" tone="ghost" onClick={() => setRenaming(null)}>
                        Cancel
                      </Button>
                    </Form>
                  ) : (
                    <>
                      <div>
                        <p className={styles.text}>
                          <strong>{passkey.name}</strong>
                        </p>
                        <p className={styles.muted}>
                          Added {dateOf(passkey.createdAt)} · {passkey.lastUsedAt ? `last used ${dateOf(passkey.lastUsedAt)}` : 'not used yet'}
                        </p>
                      </div>
                      <div className={styles.actions}>
                        <Button size="small" tone="secondary" aria-label={`Rename ${passkey.name}`} onClick={() => setRenaming({ id: passkey.id, name: passkey.name })}>
                          Rename
                        </Button>
                        <Button
                          size="small"
                          tone="critical"
                          aria-label={`Remove ${passkey.name}`}
                          disabled={busy}
                          onClick={() =>
                            setConfirmation({
                              title: `Remove the passkey “${passkey.name}”?`,
                              description: `It will no longer sign you in.${lastFactor ? lastFactorNote : ''}`,
                              action: 'Remove the passkey',
                              run: () => onRemovePasskey(passkey.id),
                            })
                          }
                        >
                          Remove
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <Form className={styles.form} onSubmit={addPasskey} aria-label="Add a passkey">
            <TextField
              label="Name for the new passkey"
              name="new-passkey-name"
              placeholder="e.g. Work laptop"
              maxLength={60}
              value={passkeyName}
              onChange={(event) => setPasskeyName(event.currentTarget.value)}
            />
            <Button type="submit" tone={status.passkeys.length ? 'secondary' : 'primary'} loading={busy}>
              Add a passkey
            </Button>
          </Form>
        </div>
      </Card>

      <Card
        as="section"
        aria-labelledby="recovery-title"
        header={
          <div className={styles.head}>
            <Heading level={2} size="large" id="recovery-title" className={styles.title}>
              Recovery codes
            </Heading>
            <Badge tone={!anyFactor ? 'neutral' : status.recoveryCodes.remaining > 2 ? 'positive' : 'caution'}>
              {anyFactor ? `${status.recoveryCodes.remaining} left` : 'None'}
            </Badge>
          </div>
        }
      >
        <div className={styles.section}>
          <p className={styles.text}>
            {anyFactor
              ? `${status.recoveryCodes.remaining} of 10 one-time codes left, for when your phone or passkey is not at hand.`
              : 'Ten one-time codes come with your first authenticator app or passkey.'}
          </p>
          {anyFactor ? (
            <div className={styles.actions}>
              <Button
                tone="secondary"
                size="small"
                disabled={busy}
                onClick={() =>
                  setConfirmation({
                    title: 'Make new recovery codes?',
                    description: 'Your current codes stop working at once; only the ten new ones will sign you in.',
                    action: 'Make new codes',
                    run: onRegenerateCodes,
                  })
                }
              >
                Make new recovery codes
              </Button>
            </div>
          ) : null}
        </div>
      </Card>

      <Dialog
        open={confirmation !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmation(null);
        }}
        role="alertdialog"
        size="small"
        title={confirmation?.title ?? ''}
        description={confirmation?.description}
        footer={
          <>
            <DialogClose asChild>
              <Button tone="secondary">Cancel</Button>
            </DialogClose>
            <Button
              tone="critical"
              onClick={() => {
                confirmation?.run();
                setConfirmation(null);
              }}
            >
              {confirmation?.action}
            </Button>
          </>
        }
      />
    </div>
  );
}
