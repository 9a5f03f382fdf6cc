/**
 * Confirming a booked call from the email (issue 32). A booking made through the form is a hold
 * (bookings.ts): it occupies its slot for `bookingHold.holdMinutes`, and the visitor is emailed
 * a one-time link (only its SHA-256 is stored). The link opens a page with a "Confirm my call"
 * button; a GET changes nothing (mail scanners fetch every link), the button's POST confirms:
 * one conditional update, so of two presses at the same moment exactly one books the call. Only
 * then are the calendar invite and the owner's notification queued, in the same transaction.
 *
 * The pages are plain HTML written here, with no script: they work in any browser, with or
 * without JavaScript, and a token in their address is never sent to another site as a referrer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { agency, bookingConfirmCopy, bookingSchedule, formatBookingDay, formatSlotTime, messages } from '../domain';
import type { BookingRow } from './bookings';
import type { Database } from './db/index';
import type { Env } from './env';
import { isSameSitePost } from './form-posts';
import { clientIp, errorResponse, HttpError, readBodyText, trustedOrigin, type RequestContext } from './http';
import { queueSubmissionMail } from './mail/outbox';
import { hashIp, hit, rateLimits } from './rate-limit';
import { contentSecurityPolicy } from './site-headers';

/** 32 random bytes, base64url: the only copy is in the email. */
const confirmTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const hashConfirmToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new link's token and the hash the hold keeps. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

export type ConfirmRefusal = 'used' | 'expired' | 'unknown';

/**
 * Books the held call of this link: one conditional update (held, not lapsed), so two presses
 * at the same moment give one booking; the invite and the owner's notification are queued in
 * the same transaction. Otherwise says why not.
 */
export async function confirmBooking(
  db: Database,
  env: Env,
  token: string,
  context: { origin: string; now: Date },
): Promise<{ call: BookingRow } | { refused: ConfirmRefusal }> {
  if (!confirmTokenPattern.test(token)) return { refused: 'unknown' };
  const hash = hashConfirmToken(token);
  const confirmed = await db.transaction(async (tx) => {
    const [call] = await tx.query<BookingRow>(
      `update bookings set status = 'booked', confirmed_at = $2
       where confirm_token_hash = $1 and status = 'held' and hold_expires_at > $2
       returning *`,
      [hash, context.now],
    );
    if (!call) return undefined;
    const [submission] = await tx.query<{ payload: { notes?: string } }>(`select payload from submissions where reference = $1`, [call.reference]);
    const payload = {
      service: call.service as never,
      date: call.slot_date,
      time: call.slot_time,
      name: call.name,
      email: call.email,
      ...(call.phone ? { phone: call.phone } : {}),
      ...(submission?.payload.notes ? { notes: submission.payload.notes } : {}),
    };
    await queueSubmissionMail(tx, env, { kind: 'booking', payload }, call.reference, context);
    return call;
  });
  if (confirmed) return { call: confirmed };
  const [row] = await db.query<{ status: BookingRow['status'] }>('select status from bookings where confirm_token_hash = $1', [hash]);
  if (!row) return { refused: 'unknown' };
  return { refused: row.status === 'held' || row.status === 'expired' ? 'expired' : 'used' };
}

// --- the pages ------------------------------------------------------------------------------

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's own few rules, allowed by their hash (no 'unsafe-inline'); light and dark. */
const pageStyle = `
:root{color-scheme:light dark;--bg:#fbfaf7;--fg:#1c2430;--muted:#4a5563;--brand:#0b5cad;--on-brand:#fff;--card:#fff;--line:#d5d9e0}
@media (prefers-color-scheme:dark){:root{--bg:#11161d;--fg:#eef1f5;--muted:#c3cad4;--brand:#8cc4ff;--on-brand:#0b1a2b;--card:#1a212b;--line:#3a4553}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header,main{max-width:40rem;margin:0 auto;padding:1.5rem}header a{color:var(--fg);font-weight:700;text-decoration:none}
.card{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.5rem}h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
p{margin:0 0 1rem;color:var(--muted)}a{color:var(--brand)}
button{font:inherit;font-weight:600;background:var(--brand);color:var(--on-brand);border:0;border-radius:.5rem;min-height:2.75rem;padding:.625rem 1.25rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid var(--brand);outline-offset:3px}
`;
const pageStyleHash = `sha256-${createHash('sha256').update(pageStyle).digest('base64')}`;

function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(agency.name)}</title><style>${pageStyle}</style></head>
<body><header><a href="/">${escapeHtml(agency.name)}</a></header>
<main><div class="card"><h1>${escapeHtml(title)}</h1>${body}</div></main></body></html>`;
}

/**
 * A page with a token in its address: never cached, never indexed, no script at all. Its
 * referrer policy stays the site's (strict-origin-when-cross-origin: another site would get the
 * origin only, never the token; the page links and loads nothing elsewhere anyway). Not
 * `no-referrer`: under it a browser sends `Origin: null` with the button's POST, which the
 * same-site check (form-posts.ts) rightly refuses.
 */
function htmlResponse(html: string | null, status: number, extra: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Security-Policy': contentSecurityPolicy([], [pageStyleHash]),
      ...extra,
    },
  });
}

const copy = bookingConfirmCopy;
const bookAgain = `<p><a href="/booking">${escapeHtml(copy.bookAgain)}</a></p>`;

/** The form posts to the page's own address (token included); it works without JavaScript. */
const confirmPage = () =>
  pageHtml(copy.title, `<p>${escapeHtml(copy.intro)}</p><form method="post"><button type="submit">${escapeHtml(copy.submit)}</button></form>`);

/** Anything the button's POST may carry is small; more is refused unread. */
const maxConfirmBodyBytes = 1024;

interface BookingConfirmPagesOptions {
  db: Database;
  env: Env;
  now?: () => Date;
}

export function createBookingConfirmPages(options: BookingConfirmPagesOptions) {
  const now = options.now ?? (() => new Date());
  return {
    /** GET: the page with the button; nothing is confirmed. */
    show(request: Request): Response {
      return htmlResponse(request.method === 'HEAD' ? null : confirmPage(), 200);
    },

    /** POST (the button): confirm the call, or the page saying why not. */
    async confirm(request: Request, context: RequestContext): Promise<Response> {
      if (!isSameSitePost(request, options.env)) return errorResponse(403, messages.formPostForeign);
      const at = now();
      try {
        // The button sends nothing the server needs; a body is read (bounded) only to be dropped.
        await readBodyText(request, maxConfirmBodyBytes);
        await hit(options.db, `booking-confirm:ip:${hashIp(clientIp(request, context), options.env.IP_HASH_SALT)}`, rateLimits.forms, at);
      } catch (error) {
        if (error instanceof HttpError && error.status === 429) {
          return htmlResponse(pageHtml(copy.refusedTitle, `<p>${escapeHtml(copy.rateLimited)}</p>`), 429, error.headers ?? {});
        }
        if (error instanceof HttpError) return errorResponse(error.status, error.message, error.headers);
        throw error;
      }
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const origin = trustedOrigin(request, options.env) ?? `http://localhost:${options.env.PORT}`;
      const outcome = await confirmBooking(options.db, options.env, token, { origin, now: at });
      if ('refused' in outcome) {
        return htmlResponse(pageHtml(copy.refusedTitle, `<p>${escapeHtml(copy.refused[outcome.refused])}</p>${bookAgain}`), 410);
      }
      const slot = `${formatBookingDay(outcome.call.slot_date, 'long')} at ${formatSlotTime(outcome.call.slot_time)} ${bookingSchedule.timeZoneLabel}`;
      return htmlResponse(
        pageHtml(copy.confirmedTitle, `<p>${escapeHtml(copy.confirmed(slot))}</p><p>Reference: ${escapeHtml(outcome.call.reference)}</p><p><a href="/">${escapeHtml(copy.home)}</a></p>`),
        200,
      );
    },
  };
}
