import { clsx } from 'clsx';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { AdminAccountResponse, AdminSummary, PendingInvitation } from '../../../domain/api';
import { Badge } from '../../primitives/Badge';
import { Banner } from '../../primitives/Banner';
import { Button } from '../../primitives/Button';
import { emailProblem } from '../../../domain/form-fields';
import { TextField } from '../../primitives/Field';
import { useSubmitChecks } from '../../primitives/Field/useSubmitChecks';
import { Heading } from '../../primitives/Heading';
import { RecordItem, RecordList } from '../RecordList/RecordList';
import * as records from '../RecordList/RecordList.css';
import * as styles from './AdminInvitations.css';
import { Form } from '../../primitives/Form';

export interface AdminInvitationsProps {
  admins: readonly AdminSummary[];
  invitations: readonly PendingInvitation[];
  onInvite?: (invite: { email: string; name: string }) => void;
  inviting?: boolean;
  /** the invitation just made: its link is shown once, here */
  invited?: AdminAccountResponse['invited'] | null;
  /** why the last invitation was refused */
  error?: { title: string; message?: ReactNode } | null;
  onRevoke?: (id: string) => void;
  /** the invitation being withdrawn */
  revoking?: string;
  className?: string;
}

const formatTime = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function InvitationLink({ invited }: { invited: NonNullable<AdminAccountResponse['invited']> }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invited.link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Banner tone={invited.emailed ? 'positive' : 'caution'} title={invited.emailed ? `Invitation sent to ${invited.email}.` : `Invitation made for ${invited.email}, not emailed.`} role="status">
      <div className={styles.linkRow}>
        <span>
          {invited.emailed
            ? 'The email is on its way (see Email for when it goes out). '
            : 'Email is not configured on this server, so the message waits in the outbox: send this link yourself. '}
          The link works once, until {formatTime(invited.expiresAt)}, and is shown only now.
        </span>
        <code className={styles.link} aria-label="Invitation link">
          {invited.link}
        </code>
        <div>
          <Button tone="secondary" size="small" onClick={() => void copy()}>
            Copy link
          </Button>
        </div>
        <span aria-live="polite">{copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Could not copy: select the link and copy it by hand.' : ''}</span>
      </div>
    </Banner>
  );
}

/** The admins, the pending invitations, and inviting another admin by email (/admin/account). */
export function AdminInvitations({ admins, invitations, onInvite, inviting = false, invited, error, onRevoke, revoking, className }: AdminInvitationsProps) {
  const { values, field, passes, reset } = useSubmitChecks({ email: '', name: '' }, ({ email }) => ({ email: emailProblem(email, 'Enter the email address to invite.') }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!onInvite || inviting || !passes()) return;
    onInvite({ email: values.email.trim(), name: values.name.trim() });
    reset();
  }

  return (
    <div className={clsx(styles.root, className)}>
      <section className={records.section} aria-labelledby="admins-heading">
        <Heading level={2} size="large" id="admins-heading">
          Admins
        </Heading>
        <RecordList aria-label="Admins">
          {admins.map((admin) => (
            <RecordItem key={admin.email} layout="row">
              <div className={records.text}>
                <p className={records.name}>
                  {admin.name}
                  {admin.you ? <Badge tone="brand">You</Badge> : null}
                </p>
                <p className={records.detail}>
                  {admin.email} · admin since {formatTime(admin.since)}
                </p>
              </div>
            </RecordItem>
          ))}
        </RecordList>
      </section>
      <section className={records.section} aria-labelledby="invite-heading">
        <Heading level={2} size="large" id="invite-heading">
          Invite an admin
        </Heading>
        <p className={records.detail}>
          They get a link that works once, for 72 hours, to choose their own password. Inviting the same email again replaces the earlier link.
        </p>
        {error ? (
          <Banner tone="critical" title={error.title} role="alert">
            {error.message}
          </Banner>
        ) : null}
        {invited && !error ? <InvitationLink invited={invited} /> : null}
        {onInvite ? (
          <Form className={records.inlineForm} method="post" onSubmit={submit} noValidate aria-label="Invite an admin">
            <TextField {...field('email')} label="Email" name="email" type="email" autoComplete="off" required />
            <TextField {...field('name')} label="Name (optional)" name="name" maxLength={100} autoComplete="off" />
            <Button type="submit" loading={inviting}>
              Invite
            </Button>
          </Form>
        ) : null}
      </section>
      <section className={records.section} aria-labelledby="invitations-heading">
        <Heading level={3} size="standard" id="invitations-heading">
          Pending invitations
        </Heading>
        {invitations.length === 0 ? (
          <p className={records.detail}>No invitation is waiting.</p>
        ) : (
          <RecordList aria-label="Pending invitations">
            {invitations.map((invitation) => (
              <RecordItem key={invitation.id} layout="row">
                <div className={records.text}>
                  <p className={records.name}>
                    {invitation.name || invitation.email}
                    {invitation.expired ? <Badge tone="caution">Expired</Badge> : <Badge tone="neutral">Pending</Badge>}
                  </p>
                  <p className={records.detail}>
                    {invitation.name ? `${invitation.email} · ` : ''}invited {formatTime(invitation.invitedAt)}
                    {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''} · {invitation.expired ? 'expired' : 'works until'} {formatTime(invitation.expiresAt)}
                  </p>
                </div>
                {onRevoke ? (
                  <Button tone="secondary" size="small" loading={revoking === invitation.id} onClick={() => onRevoke(invitation.id)} aria-label={`Withdraw the invitation of ${invitation.email}`}>
                    Withdraw
                  </Button>
                ) : null}
              </RecordItem>
            ))}
          </RecordList>
        )}
      </section>
    </div>
  );
}
