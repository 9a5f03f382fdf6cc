/**
 * Delivers the outbox over SMTP (nodemailer, SMTP_URL): claims one due message at a time,
 * sends it, marks it sent; a failed try waits with exponential backoff, and after the last try
 * the message is marked failed (the admin area shows it and can queue it again). Any number of
 * senders (server instances) can run against one database: a row is claimed by one of them.
 * Without SMTP_URL no sender runs and the messages wait.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { agency } from '../../domain';
import type { Database } from '../db/index';
import type { Env } from '../env';
import { addressOf, claimNext, markFailedAttempt, markSent, type OutboxRow } from './outbox';

export interface MailSenderOptions {
  db: Database;
  env: Env;
  now?: () => Date;
  /** how often the queue is looked at (default 5 s) */
  pollMs?: number;
  /** tries before a message is marked failed (default 8) */
  maxAttempts?: number;
  /** the wait after the first failed try, doubled after each further one (default 30 s, at most 6 h) */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** how long a claimed message is left to its sender (default 2 min, well above the SMTP timeouts) */
  leaseMs?: number;
  /** for tests: another transport than SMTP_URL's */
  transport?: Transporter;
  /** told of each try's outcome (metrics) */
  onAttempt?: (outcome: 'sent' | 'failed') => void;
  /** where a failed try is reported (default console.warn); never given an address */
  warn?: (line: string) => void;
}

export interface MailSender {
  /** sends what is due now (at most `limit` messages); resolves with how many went out */
  runOnce(limit?: number): Promise<number>;
  start(): void;
  /** stops polling, waits for the message in flight, closes the SMTP connection */
  stop(): Promise<void>;
}

/** Where the owner's notifications go. */
export const ownerAddress = (env: Env): string | undefined => env.NOTIFY_EMAIL ?? env.ADMIN_EMAIL;
const mailFrom = (env: Env): string => env.MAIL_FROM ?? `${agency.name} <${agency.email}>`;

/** SMTP answers quote addresses; logs must not. */
const withoutAddresses = (text: string): string => text.replace(/[^\s<>"'@]+@[^\s<>"']+/g, '[address]');

function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createSmtpTransport(url: string): Transporter {
  return nodemailer.createTransport(url, {
    // A slow or silent server must not hold a message longer than its lease.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as never);
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, env } = options;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? 30_000;
  const maxBackoffMs = options.maxBackoffMs ?? 6 * 60 * 60_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const transport = options.transport ?? (env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : undefined);
  const owner = ownerAddress(env);
  const from = mailFrom(env);
  const domain = addressOf(from)?.split('@')[1] ?? 'localhost';

  async function deliver(row: OutboxRow): Promise<void> {
    const to = row.audience === 'owner' ? owner : row.to_address;
    if (!transport || !to) throw new Error('no transport or recipient');
    await transport.sendMail({
      from,
      to,
      // the visitor's reply reaches the owner; the owner's reply reaches the visitor
      replyTo: row.reply_to ?? (row.audience === 'visitor' ? env.NOTIFY_EMAIL : undefined),
      subject: row.subject,
      text: row.body_text,
      // the same id on every try, so a receiving server can drop a copy it already has
      messageId: `<outbox-${row.id}@${domain}>`,
      ...(row.ics ? { icalEvent: { method: /^METHOD:CANCEL\r?$/m.test(row.ics) ? 'CANCEL' : 'REQUEST', filename: 'invite.ics', content: row.ics } } : {}),
    });
  }

  let running: Promise<number> | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function sendDue(limit: number): Promise<number> {
    let sent = 0;
    for (let i = 0; i < limit && !stopped; i++) {
      const row = await claimNext(db, now(), leaseMs, { includeOwner: owner !== undefined });
      if (!row) break;
      try {
        await deliver(row);
        await markSent(db, row, now());
        sent++;
        options.onAttempt?.('sent');
      } catch (error) {
        const message = withoutAddresses(error instanceof Error ? error.message : String(error));
        const last = row.attempts >= maxAttempts;
        const retryAt = last ? null : new Date(now().getTime() + backoffDelay(row.attempts, backoffMs, maxBackoffMs));
        await markFailedAttempt(db, row, message, retryAt);
        options.onAttempt?.('failed');
        warn(`[mail] message ${row.id} (${row.template}) try ${row.attempts} of ${maxAttempts} failed${last ? ', marked failed' : ''}: ${message}`);
        // SMTP is likely down: leave the rest for the next round rather than burn their tries now
        break;
      }
    }
    return sent;
  }

  const runOnce = (limit = 50): Promise<number> => {
    // one round at a time per sender; a caller during a round waits for it and then runs its own
    const next = (running ?? Promise.resolve(0)).catch(() => 0).then(() => sendDue(limit));
    running = next;
    return next;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce().then(
        () => schedule(),
        (error) => {
          warn(`[mail] sender round failed: ${withoutAddresses(error instanceof Error ? error.message : String(error))}`);
          schedule();
        },
      );
    }, options.pollMs ?? 5_000);
    timer.unref?.();
  };

  return {
    runOnce,
    start() {
      if (!transport) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      transport?.close();
    },
  };
}
