/**
 * The emails the forms cause (ours, not the spec's): for each submission the owner gets a
 * notification (what was asked, the reference, a link to the admin inbox) and the visitor a
 * confirmation (the reference, what happens next). Plain text, written once here; the server
 * (functions/mail/) queues and sends them.
 *
 * A form sends mail to whatever address was typed in it, so the visitor's messages quote nothing
 * the visitor typed (name, message, notes, phone, website address): only our own words, the
 * reference and choices from our lists (issue 32: "Hi <link>" to a stranger). The owner's copy
 * keeps everything. A booking's visitor first gets `bookingConfirmMessage` (a link to confirm);
 * the owner's notification and the invite go out only once it is confirmed.
 */
import type { BookingRequest, ContactRequest, LeadMagnetRequest, WebsiteAuditRequest } from './api';
import { bookingHold, bookingSchedule, leadMagnetGuide } from './constants';
import { guide } from './lead-magnet';
import { agency } from './navigation';
import { addOnNames } from './plans';

export type MailAudience = 'owner' | 'visitor';

export interface MailMessage {
  /** e.g. `booking.visitor` */
  readonly template: string;
  readonly audience: MailAudience;
  /** the visitor's address; unset for the owner (NOTIFY_EMAIL, resolved when sent) */
  readonly to?: string;
  /** where a reply goes: the visitor, for the owner's copy */
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
}

/** Where the owner reads submissions in the admin area. */
const adminInboxPath = '/admin/tools';
const adminInboxLink = (origin: string, reference: string): string =>
  `${origin}${adminInboxPath}?reference=${encodeURIComponent(reference)}`;

export type SubmissionMail =
  | { kind: 'contact'; payload: Omit<ContactRequest, 'website'> }
  | { kind: 'booking'; payload: Omit<BookingRequest, 'website'> }
  | { kind: 'lead_magnet'; payload: Omit<LeadMagnetRequest, 'website'> }
  | { kind: 'website_audit'; payload: Omit<WebsiteAuditRequest, 'website'> };

/** "Tuesday, December 1, 2026 at 10:00 am Central time" */
function describeSlot(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const clock = `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'am' : 'pm'}`;
  return `${day} at ${clock} ${bookingSchedule.timeZoneLabel}`;
}

const signature = `\n\n${agency.name}\n${agency.phoneDisplay} · ${agency.email}\n${agency.hours}`;
const lines = (...parts: (string | false | undefined)[]) => parts.filter((p): p is string => typeof p === 'string').join('\n');

/** The owner's notification and the visitor's confirmation for one submission. */
export function submissionMessages(mail: SubmissionMail, reference: string, origin: string): [MailMessage, MailMessage] {
  const link = `Open it in the admin area: ${adminInboxLink(origin, reference)}`;
  switch (mail.kind) {
    case 'contact': {
      const p = mail.payload;
      return [
        {
          template: 'contact.owner',
          audience: 'owner',
          replyTo: p.email,
          subject: `New contact message from ${p.name} (${reference})`,
          text: lines(
            `${p.name} <${p.email}> wrote through the contact form.`,
            p.company && `Company: ${p.company}`,
            `Interested in: ${p.interest}`,
            p.plan && `Plan: ${p.plan}`,
            p.addOns && `Add-ons: ${addOnNames(p.addOns)}`,
            `Reference: ${reference}`,
            '',
            p.message,
            '',
            link,
          ),
        },
        {
          template: 'contact.visitor',
          audience: 'visitor',
          to: p.email,
          subject: `We received your message (${reference})`,
          text:
            lines(
              'Hello,',
              '',
              `Thank you for writing to ${agency.name}. Your reference is ${reference}.`,
              'What happens next: we read every message and reply within one working day.',
              `If it is urgent, call us at ${agency.phoneDisplay} and give the reference.`,
            ) + signature,
        },
      ];
    }
    case 'booking': {
      const p = mail.payload;
      const slot = describeSlot(p.date, p.time);
      return [
        {
          template: 'booking.owner',
          audience: 'owner',
          replyTo: p.email,
          subject: `New call booked: ${p.name}, ${slot} (${reference})`,
          text: lines(
            `${p.name} <${p.email}> booked a ${bookingSchedule.slotMinutes}-minute call and confirmed it from the email.`,
            `Service: ${p.service}`,
            `When: ${slot}`,
            p.phone && `Phone: ${p.phone}`,
            `Reference: ${reference}`,
            p.notes && '',
            p.notes && `Notes: ${p.notes}`,
            '',
            'The calendar invite is attached.',
            link,
          ),
        },
        {
          template: 'booking.visitor',
          audience: 'visitor',
          to: p.email,
          subject: `Your call is booked: ${slot} (${reference})`,
          text:
            lines(
              'Hello,',
              '',
              `Thank you for confirming. Your ${bookingSchedule.slotMinutes}-minute call about ${p.service} is booked for ${slot}.`,
              `Your reference is ${reference}. The calendar invite is attached: add it to your calendar.`,
              p.phone ? 'What happens next: we call you at the number you gave at that time.' : 'What happens next: we send you the call details before the call.',
              `To change or cancel, reply to this email or call ${agency.phoneDisplay} with the reference.`,
            ) + signature,
        },
      ];
    }
    case 'lead_magnet': {
      const p = mail.payload;
      const who = p.name ? `${p.name} <${p.email}>` : p.email;
      return [
        {
          template: 'lead_magnet.owner',
          audience: 'owner',
          replyTo: p.email,
          subject: `Guide downloaded by ${p.email} (${reference})`,
          text: lines(`${who} downloaded "${guide.title}".`, `Reference: ${reference}`, '', link),
        },
        {
          template: 'lead_magnet.visitor',
          audience: 'visitor',
          to: p.email,
          subject: `Your guide: ${guide.title}`,
          text:
            lines(
              'Hello,',
              '',
              `Here is "${guide.title}": ${origin}${leadMagnetGuide.downloadUrl}`,
              `Your reference is ${reference}.`,
              'What happens next: nothing unless you ask. Reply to this email if you would like us to go through the checklist with you.',
            ) + signature,
        },
      ];
    }
    case 'website_audit': {
      const p = mail.payload;
      return [
        {
          template: 'website_audit.owner',
          audience: 'owner',
          replyTo: p.email,
          subject: `Website audit requested for ${p.url} (${reference})`,
          text: lines(`${p.email} asked for an audit of ${p.url}.`, `Reference: ${reference}`, '', link),
        },
        {
          template: 'website_audit.visitor',
          audience: 'visitor',
          to: p.email,
          subject: `We received your audit request (${reference})`,
          text:
            lines(
              'Hello,',
              '',
              `Thank you for asking us to audit your website. Your reference is ${reference}.`,
              'What happens next: we review the site and email you the audit within two working days.',
            ) + signature,
        },
      ];
    }
  }
}

/** The visitor's email when the owner cancels their call (with a calendar CANCEL attached). */
export function cancellationMessage(call: { reference: string; date: string; time: string; name: string; email: string; service: string }): MailMessage {
  const slot = describeSlot(call.date, call.time);
  return {
    template: 'booking.cancelled',
    audience: 'visitor',
    to: call.email,
    subject: `Your call is cancelled: ${slot} (${call.reference})`,
    text:
      lines(
        'Hello,',
        '',
        `We are sorry: we had to cancel your call about ${call.service} on ${slot} (reference ${call.reference}).`,
        'The attached update takes it off your calendar.',
        `To book another time, choose one at /booking on our website, reply to this email, or call ${agency.phoneDisplay}.`,
      ) + signature,
  };
}

/** Where an emailed booking link leads: a page with a "Confirm my call" button (functions/booking-confirmations.ts). */
export const bookingConfirmPath = '/booking/confirm';
export const bookingConfirmUrl = (origin: string, token: string): string => `${origin}${bookingConfirmPath}?token=${encodeURIComponent(token)}`;

/**
 * The visitor's first email after booking: the link that confirms the held slot. It names only
 * our own words, the service (from our list), the slot and the reference: nothing typed.
 */
export function bookingConfirmMessage(call: { reference: string; date: string; time: string; email: string; service: string }, link: string): MailMessage {
  const slot = describeSlot(call.date, call.time);
  return {
    template: 'booking.confirm',
    audience: 'visitor',
    to: call.email,
    subject: `Confirm your call: ${slot} (${call.reference})`,
    text:
      lines(
        'Hello,',
        '',
        `Someone (we hope you) asked ${agency.name} for a ${bookingSchedule.slotMinutes}-minute call about ${call.service} on ${slot}.`,
        `We hold that time for ${bookingHold.holdMinutes} minutes. To book it, open this link and press "Confirm my call":`,
        '',
        link,
        '',
        `The link works once, within ${bookingHold.holdMinutes} minutes; then the calendar invite follows. Reference: ${call.reference}.`,
        'If you did not ask for this, ignore this email: the time is released and nothing else happens.',
      ) + signature,
  };
}

/** The email with a new admin's one-time link (the link is also shown once to the inviting admin). */
export function adminInvitationMessage(invite: { email: string; name: string; invitedBy: string; link: string; expiresAt: Date }): MailMessage {
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' }).format(invite.expiresAt);
  return {
    template: 'admin.invitation',
    audience: 'visitor',
    to: invite.email,
    subject: `You are invited to the ${agency.name} admin area`,
    text:
      lines(
        invite.name ? `Hi ${invite.name},` : 'Hello,',
        '',
        `${invite.invitedBy} invited you to be an admin of the ${agency.name} website.`,
        'Open this link to choose your password (it works once, until ' + until + ' Central time):',
        '',
        invite.link,
        '',
        'If you did not expect this, ignore this email: nothing happens without the link.',
      ) + signature,
  };
}

/** What an admin security notice tells every admin (issue 32): who did what to the admin area's access. */
export type AdminSecurityNotice =
  | { kind: 'admin_invited'; actor: string; invitedEmail: string }
  | { kind: 'second_factor_removed'; actor: string; method: 'totp' | 'passkey'; detail?: string };

/**
 * The notice sent to every admin when an admin is invited or a second factor is removed: an
 * account taken over with a stolen session is noticed by the others. No link in it that signs in.
 */
export function adminSecurityNoticeMessage(to: string, notice: AdminSecurityNotice, at: Date, origin: string): MailMessage {
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' }).format(at);
  const what =
    notice.kind === 'admin_invited'
      ? `${notice.actor} invited ${notice.invitedEmail} to be an admin of the ${agency.name} website.`
      : `${notice.actor} removed ${notice.method === 'totp' ? 'the authenticator app' : `the passkey "${notice.detail ?? ''}"`} from their admin account.`;
  return {
    template: `admin.security.${notice.kind}`,
    audience: 'visitor',
    to,
    subject: notice.kind === 'admin_invited' ? `A new admin was invited to ${agency.name}` : `An admin removed a second factor at ${agency.name}`,
    text:
      lines(
        'Hello,',
        '',
        what,
        `When: ${when} Central time.`,
        '',
        'Every admin gets this notice. If this was expected, there is nothing to do.',
        `If not, sign in, withdraw the invitation or end the sessions at ${origin}/admin/account, and change your password.`,
      ) + signature,
  };
}

/** The emailed one-time link to the billing portal: /manage-subscription with the token, a page with a button, then Stripe. */
export const portalLinkUrl = (origin: string, token: string): string => `${origin}/manage-subscription?token=${encodeURIComponent(token)}`;

/** The customer's one-time link to manage a subscription (asked for on /manage-subscription). */
export function portalLinkMessage(to: string, link: string): MailMessage {
  return {
    template: 'portal_link.visitor',
    audience: 'visitor',
    to,
    subject: `Your link to manage your ${agency.name} subscription`,
    text:
      lines(
        'Hello,',
        '',
        'Someone (we hope you) asked for a link to manage the subscription that uses this email address.',
        `Open your billing settings: ${link}`,
        '',
        'The link works once, within an hour. There you can change your card or plan, see invoices, or cancel.',
        'If you did not ask for it, ignore this email: nothing changes unless the link is used.',
      ) + signature,
  };
}

/**
 * The admin's alert when their password was right but the second factor then was wrong: once
 * per episode (functions/handlers/admin-login-second-factor.ts), never per code.
 */
export function secondFactorAlertMessage(alert: { email: string; name: string; at: Date }): MailMessage {
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' }).format(alert.at);
  return {
    template: 'admin.second_factor_alert',
    audience: 'visitor',
    to: alert.email,
    subject: `Your ${agency.name} admin password was used with a wrong second factor`,
    text:
      lines(
        alert.name ? `Hi ${alert.name},` : 'Hello,',
        '',
        `On ${when} Central time, someone signing in to the ${agency.name} admin area gave your password correctly, then a wrong code.`,
        'If that was you, nothing needs doing. If not, your password is known: change it at /admin/account and end your other sessions there.',
        'Your second factor kept them out, and their wrong codes do not block yours: you can still sign in as usual.',
      ) + signature,
  };
}
