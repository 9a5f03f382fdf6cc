/**
 * The four forms (contact, booking, lead magnet, website audit): validated with the domain
 * schemas (a 400 names each refused field in `fields`), limited per IP, stored in `submissions`,
 * answered with a reference. The answer is sent only once the insert's transaction has committed
 * (PGlite syncs to disk before it returns): an acknowledged submission is never lost, and neither
 * are its two emails, queued in the same transaction (functions/mail/). A failed insert is a 500/503 and the form keeps what the visitor typed.
 *
 * Honeypot: a filled `website` field gets the same 200 and a reference, but nothing is stored.
 * A bot learns nothing from the answer, and the table holds only what a person sent; the
 * rate limit still counts the attempt.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  bookingCapMessages,
  bookingConfirmUrl,
  bookingProblemField,
  bookingRequest,
  bookingSlotProblem,
  contactRequest,
  bookingSlotMessages,
  fieldMessages,
  leadMagnetGuide,
  slotTakenMessage,
  leadMagnetRequest,
  websiteAuditRequest,
  type SubmissionMail,
} from '../../domain';
import { clientIp, HttpError, json, readJson, trustedOrigin, withErrorHandling, type Handler } from '../http';
import { holdSlot, isBlocked } from '../bookings';
import { newConfirmToken } from '../booking-confirmations';
import type { Queryable } from '../db/index';
import { queueBookingConfirmMail, queueSubmissionMail } from '../mail/outbox';
import { clientBlock, hashIp, hit, rateLimits } from '../rate-limit';
import { clockOf, type HandlerDeps } from './deps';

export type SubmissionKind = 'contact' | 'booking' | 'lead_magnet' | 'website_audit';

const leadMagnetDownloadUrl = leadMagnetGuide.downloadUrl;

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** e.g. `LS-7K3M9QXA`: short enough to read over the phone, 40 random bits. */
function newReference(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[bytes[i]! % 32];
  return `LS-${out}`;
}

function createSubmissionHandler<S extends z.ZodType<{ website?: string | undefined }>>(
  deps: HandlerDeps,
  kind: SubmissionKind,
  schema: S,
  options: {
    check?: (body: z.infer<S>, now: Date) => void;
    /**
     * more work in the submission's transaction; throwing refuses the submission and stores
     * nothing. With it, the form queues its own emails (the booking's link to confirm).
     */
    inTransaction?: (tx: Queryable, reference: string, body: z.infer<S>, context: { now: Date; ip: string; origin: string }) => Promise<void>;
    extra?: Record<string, unknown>;
  } = {},
): Handler {
  const now = clockOf(deps);
  return withErrorHandling(kind, async (request, context) => {
    const body = await readJson(request, schema, undefined, { fieldErrors: true });
    const at = now();
    options.check?.(body, at);
    const ip = clientIp(request, context);
    const ipHash = hashIp(ip, deps.env.IP_HASH_SALT);
    const origin = trustedOrigin(request, deps.env) ?? `http://localhost:${deps.env.PORT}`;
    await hit(deps.db, `form:${kind}:ip:${ipHash}`, rateLimits.forms, at);
    const { website, ...payload } = body;
    if (website && website.trim() !== '') return json({ reference: newReference(), ...options.extra });
    for (let attempt = 0; attempt < 3; attempt++) {
      const reference = newReference();
      // The submission and its emails (owner's notification, visitor's confirmation) in one
      // transaction: both are stored or neither (functions/mail/outbox.ts).
      const stored = await deps.db.transaction(async (tx) => {
        const rows = await tx.query<{ reference: string }>(
          `insert into submissions (kind, reference, payload, ip_hash, created_at) values ($1, $2, $3::jsonb, $4, $5)
           on conflict (reference) do nothing returning reference`,
          [kind, reference, JSON.stringify(payload), ipHash, at],
        );
        if (rows[0] && options.inTransaction) await options.inTransaction(tx, rows[0].reference, body, { now: at, ip, origin });
        else if (rows[0]) await queueSubmissionMail(tx, deps.env, { kind, payload } as SubmissionMail, reference, { origin, now: at });
        return rows[0];
      });
      if (stored) return json({ reference: stored.reference, ...options.extra });
    }
    throw new Error('could not allocate a submission reference');
  });
}

export const createContactHandler = (deps: HandlerDeps) => createSubmissionHandler(deps, 'contact', contactRequest);

export const createBookingHandler = (deps: HandlerDeps) =>
  createSubmissionHandler(deps, 'booking', bookingRequest, {
    // Only a slot the page would offer: not started yet, on a working day, on the grid (Central time).
    check: (body, now) => {
      const problem = bookingSlotProblem(body.date, body.time, now);
      if (!problem) return;
      const field = bookingProblemField[problem];
      throw new HttpError(400, `Invalid "${field}": ${bookingSlotMessages[problem]}`, undefined, { [field]: bookingSlotMessages[problem] });
    },
    // The database gives a slot once (bookings_one_per_slot, holds included): the second of two
    // visitors at the same moment is refused here, and their submission and email roll back with
    // it. The slot is held until the visitor confirms from the email (booking-confirmations.ts);
    // the owner's notification and the invite wait for that.
    inTransaction: async (tx, reference, body, { now, ip, origin }) => {
      if (await isBlocked(tx, body.date)) {
        throw new HttpError(400, `Invalid "date": ${fieldMessages.dayBlocked}`, undefined, { date: fieldMessages.dayBlocked });
      }
      const { website: _honeypot, ...booking } = body;
      const { token, hash } = newConfirmToken();
      const held = await holdSlot(tx, { reference, booking, tokenHash: hash, network: clientBlock(ip), salt: deps.env.IP_HASH_SALT, at: now });
      if (held === 'taken') {
        const taken = slotTakenMessage(body.date, body.time);
        throw new HttpError(409, taken, undefined, { time: taken });
      }
      if (held === 'email') throw new HttpError(400, `Invalid "email": ${fieldMessages.emailCapped}`, undefined, { email: fieldMessages.emailCapped });
      if (held !== 'held') throw new HttpError(400, bookingCapMessages[held]);
      await queueBookingConfirmMail(tx, { reference, date: booking.date, time: booking.time, email: booking.email, service: booking.service }, bookingConfirmUrl(origin, token), now);
    },
  });

export const createLeadMagnetHandler = (deps: HandlerDeps) =>
  createSubmissionHandler(deps, 'lead_magnet', leadMagnetRequest, { extra: { downloadUrl: leadMagnetDownloadUrl } });

export const createWebsiteAuditHandler = (deps: HandlerDeps) => createSubmissionHandler(deps, 'website_audit', websiteAuditRequest);
