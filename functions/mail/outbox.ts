/**
 * The mail outbox (table `mail_outbox`, migration 006): `queueSubmissionMail` writes a
 * submission's messages inside the submission's own transaction, so either both are stored or
 * neither; the sender (sender.ts) claims due rows one at a time and records what happened.
 */
import { randomUUID } from 'node:crypto';
import { agency, bookingConfirmMessage, bookingSchedule, cancellationMessage, portalLinkMessage, secondFactorAlertMessage, submissionMessages, type MailMessage, type SubmissionMail } from '../../domain';
import type { Queryable } from '../db/index';
import type { Env } from '../env';
import { bookingInvite } from './ics';

export type OutboxStatus = 'queued' | 'sent' | 'failed';

export interface OutboxRow {
  id: number;
  reference: string | null;
  template: string;
  audience: 'owner' | 'visitor';
  to_address: string | null;
  reply_to: string | null;
  subject: string;
  body_text: string;
  ics: string | null;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  claim_token: string | null;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** The mailbox part of MAIL_FROM (`Name <a@b>` or `a@b`). */
export function addressOf(from: string | undefined): string | undefined {
  if (!from) return undefined;
  const angle = /<([^>]+)>/.exec(from);
  return (angle?.[1] ?? from).trim() || undefined;
}

/**
 * A call's calendar invite (REQUEST) or its withdrawal (CANCEL): one UID per booking, so a CANCEL
 * removes what the REQUEST added. The visitor's copy carries nothing the visitor typed (the
 * attendee is named by the address, no phone): only the owner's copy quotes them.
 */
function callInvite(
  env: Env,
  call: { reference: string; date: string; time: string; name: string; email: string; service: string; phone?: string | undefined },
  now: Date,
  method: 'REQUEST' | 'CANCEL',
  audience: 'owner' | 'visitor',
): string {
  const phone = audience === 'owner' && call.phone ? ` Phone: ${call.phone}.` : '';
  return bookingInvite({
    uid: `${call.reference}@lonestarweb.studio`,
    date: call.date,
    time: call.time,
    minutes: bookingSchedule.slotMinutes,
    summary: `${agency.name}: ${call.service} call`,
    description:
      method === 'CANCEL'
        ? `Cancelled: ${call.service} call with ${agency.name}. Reference ${call.reference}.`
        : `${call.service} call with ${agency.name}. Reference ${call.reference}.${phone}`,
    organizer: { name: agency.name, email: addressOf(env.MAIL_FROM) ?? env.NOTIFY_EMAIL ?? agency.email },
    attendee: { name: audience === 'owner' ? call.name : call.email, email: call.email },
    stamp: now,
    method,
  });
}

/**
 * Queues the owner's notification and the visitor's confirmation of one submission (of a
 * booking: once the visitor has confirmed it, booking-confirmations.ts).
 */
export async function queueSubmissionMail(
  tx: Queryable,
  env: Env,
  mail: SubmissionMail,
  reference: string,
  context: { origin: string; now: Date },
): Promise<void> {
  const [owner, visitor] = submissionMessages(mail, reference, context.origin);
  const ics = (audience: 'owner' | 'visitor') => (mail.kind === 'booking' ? callInvite(env, { reference, ...mail.payload }, context.now, 'REQUEST', audience) : null);
  await queueMessage(tx, reference, owner, ics('owner'), context.now);
  await queueMessage(tx, reference, visitor, ics('visitor'), context.now);
}

/** A held booking's link to confirm it (booking-confirmations.ts), in the transaction that made the hold. */
export async function queueBookingConfirmMail(
  tx: Queryable,
  call: { reference: string; date: string; time: string; email: string; service: string },
  link: string,
  now: Date,
): Promise<void> {
  await queueMessage(tx, call.reference, bookingConfirmMessage(call, link), null, now);
}

async function queueMessage(tx: Queryable, reference: string | null, message: MailMessage, ics: string | null, now: Date): Promise<void> {
  await tx.query(
    `insert into mail_outbox (reference, template, audience, to_address, reply_to, subject, body_text, ics, next_attempt_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [reference, message.template, message.audience, message.to ?? null, message.replyTo ?? null, message.subject, message.text, ics, now],
  );
}

/** A customer's one-time link to the billing portal (functions/portal-links.ts), in the transaction that stored the link. */
export async function queuePortalLinkMail(tx: Queryable, to: string, link: string, now: Date): Promise<void> {
  await queueMessage(tx, null, portalLinkMessage(to, link), null, now);
}

/** An admin's alert: their password was right and the second factor wrong (admin-login-second-factor). */
export async function queueSecondFactorAlertMail(tx: Queryable, admin: { email: string; name: string }, now: Date): Promise<void> {
  await queueMessage(tx, null, secondFactorAlertMessage({ ...admin, at: now }), null, now);
}

/** The visitor's cancellation, with a calendar CANCEL of the invite they were sent (same UID). */
export async function queueCancellationMail(
  tx: Queryable,
  env: Env,
  call: { reference: string; slot_date: string; slot_time: string; name: string; email: string; service: string },
  now: Date,
): Promise<void> {
  const ics = callInvite(env, { reference: call.reference, date: call.slot_date, time: call.slot_time, name: call.name, email: call.email, service: call.service }, now, 'CANCEL', 'visitor');
  const message = cancellationMessage({ reference: call.reference, date: call.slot_date, time: call.slot_time, name: call.name, email: call.email, service: call.service });
  await queueMessage(tx, call.reference, message, ics, now);
}

/**
 * Takes the oldest due message for `leaseMs`: the row lock (`for update skip locked`) makes two
 * senders pick different rows at the same moment; the lease and the token keep a row from being
 * taken again while one sender is still on it. Counts the attempt.
 */
export async function claimNext(
  db: Queryable,
  now: Date,
  leaseMs: number,
  options: { includeOwner: boolean },
): Promise<OutboxRow | undefined> {
  const token = randomUUID();
  const rows = await db.query<OutboxRow>(
    `update mail_outbox set claimed_until = $2, claim_token = $3, attempts = attempts + 1
     where id = (
       select id from mail_outbox
       where status = 'queued' and next_attempt_at <= $1 and (claimed_until is null or claimed_until <= $1)
         and ($4 or audience = 'visitor')
       order by next_attempt_at, id
       limit 1
       for update skip locked
     )
     and status = 'queued' and (claimed_until is null or claimed_until <= $1)
     returning *`,
    [now, new Date(now.getTime() + leaseMs), token, options.includeOwner],
  );
  return rows[0];
}

/**
 * Messages whose text is a key (a one-time link): once delivered, the stored copy is replaced by
 * this, so the outbox does not keep a working token beside the hash the link table keeps.
 */
const redactedAfterSending: Readonly<Record<string, string>> = {
  'portal_link.visitor': 'A one-time link to the billing portal was sent here; it is not kept.',
  'booking.confirm': 'A one-time link to confirm this call was sent here; it is not kept.',
};

/**
 * An invitation's text stays readable in the admin's outbox (who was invited, by whom, until
 * when), but its token goes once the message is out: the link table keeps only its hash.
 */
const tokenScrubbedAfterSending: ReadonlySet<string> = new Set(['admin.invitation']);
const invitationTokenPattern = '#token=[A-Za-z0-9_-]+';

export async function markSent(db: Queryable, row: OutboxRow, now: Date): Promise<void> {
  await db.query(
    `update mail_outbox set status = 'sent', sent_at = $3, claimed_until = null, last_error = null,
       body_text = case when $5 then regexp_replace(body_text, '${invitationTokenPattern}', '#token=(sent-not-kept)', 'g') else coalesce($4, body_text) end
     where id = $1 and claim_token = $2`,
    [row.id, row.claim_token, now, redactedAfterSending[row.template] ?? null, tokenScrubbedAfterSending.has(row.template)],
  );
}

/** After a failed try: back in the queue at `retryAt`, or failed for good after the last try. */
export async function markFailedAttempt(db: Queryable, row: OutboxRow, error: string, retryAt: Date | null): Promise<void> {
  await db.query(
    `update mail_outbox set status = $3, next_attempt_at = coalesce($4, next_attempt_at), claimed_until = null, last_error = $5
     where id = $1 and claim_token = $2`,
    [row.id, row.claim_token, retryAt ? 'queued' : 'failed', retryAt, error.slice(0, 500)],
  );
}

/** The admin's retry: a failed message is queued again with a fresh count of tries. */
export async function retryFailed(db: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    `update mail_outbox set status = 'queued', attempts = 0, next_attempt_at = $2, claimed_until = null, last_error = null
     where id = $1 and status = 'failed' returning id`,
    [id, now],
  );
  return rows.length === 1;
}

export async function outboxCounts(db: Queryable): Promise<Record<OutboxStatus, number>> {
  const rows = await db.query<{ status: OutboxStatus; n: number }>(`select status, count(*)::int as n from mail_outbox group by status`);
  const counts = { queued: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** A new admin's invitation (functions/auth/invitations.ts), queued in the invitation's own transaction. */
export async function queueInvitationMail(tx: Queryable, reference: string, message: MailMessage, now: Date): Promise<void> {
  await queueMessage(tx, reference, message, null, now);
}

/** A security notice to one admin (functions/auth/admin-notices.ts), in the transaction of the change it tells of. */
export async function queueAdminNoticeMail(tx: Queryable, message: MailMessage, now: Date): Promise<void> {
  await queueMessage(tx, null, message, null, now);
}

/**
 * Once an invitation is used, withdrawn or replaced, its link is no use to anyone: the stored
 * copies of the email lose the token, so the outbox does not keep a secret longer than needed.
 */
export async function scrubInvitationMail(tx: Queryable, reference: string): Promise<void> {
  await tx.query(`update mail_outbox set body_text = regexp_replace(body_text, '${invitationTokenPattern}', '#token=(no-longer-valid)', 'g') where reference = $1`, [reference]);
}

/** A monitoring alert (functions/monitoring/record.ts), in the transaction that recorded its event's unique key. */
export async function queueMonitoringMail(tx: Queryable, reference: string, message: MailMessage, now: Date): Promise<void> {
  await queueMessage(tx, reference, message, null, now);
}
