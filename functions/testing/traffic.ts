/**
 * Traffic for the durability tests: valid bodies for the four forms, signed Stripe webhook
 * deliveries that create subscriptions, and a sender that keeps a fixed number of requests in
 * flight and records every ACKNOWLEDGED one (a 2xx answer read in full).
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { addDays, apiPaths, bookableDays, bookingCapMessages, bookingSchedule, serviceTopics, slotTimes, zonedNow, type ApiCall } from '../../domain';

export type FormCall = Extract<ApiCall, 'contact' | 'booking' | 'leadMagnet' | 'websiteAudit'>;
export const formCalls: FormCall[] = ['contact', 'booking', 'leadMagnet', 'websiteAudit'];
/** the `kind` column each form stores */
export const submissionKindOf: Record<FormCall, string> = { contact: 'contact', booking: 'booking', leadMagnet: 'lead_magnet', websiteAudit: 'website_audit' };

/**
 * A body each form accepts at `now`. The booking is for an open day after today, each `n` its
 * own slot (a slot is taken once: the same slot twice would rightly be a 409).
 */
export function formBody(call: FormCall, n: number, now = new Date()): Record<string, string> {
  const email = `durability-${n}@example.com`;
  switch (call) {
    case 'contact':
      return { name: `Visitor ${n}`, email, interest: serviceTopics[0], message: `Message number ${n}, please call back.` };
    case 'booking': {
      const today = zonedNow(now).date;
      const days = bookableDays(now, 30).filter((d) => d > today && d <= addDays(today, bookingSchedule.maxDaysAhead));
      // Numbers come in runs (`firstJob` 0, 100000, 200000...; a form every fourth): each run
      // gets its own 40 consecutive slots, so no two numbers share one.
      const slot = Math.floor((n % 100_000) / 4) + Math.floor(n / 100_000) * 40;
      const day = days[Math.floor(slot / slotTimes.length) % days.length]!;
      return { service: serviceTopics[0], date: day, time: slotTimes[slot % slotTimes.length]!, name: `Visitor ${n}`, email };
    }
    case 'leadMagnet':
      return { email, name: `Visitor ${n}` };
    case 'websiteAudit':
      return { url: `https://shop-${n}.example.com/`, email };
  }
}

/** the events the traffic sends; each creates its own subscription */
export type WebhookType = 'checkout.session.completed' | 'customer.subscription.created';
export type SubscriptionEventType = WebhookType | 'customer.subscription.updated' | 'customer.subscription.deleted';

/**
 * A Stripe event about the subscription `subscriptionId`: a completed Checkout Session (for
 * $29/month unless `amountCents`), or the subscription itself with `status` and `amountCents`.
 */
export function subscriptionEvent(
  type: SubscriptionEventType,
  eventId: string,
  subscriptionId: string,
  options: { created?: number; amountCents?: number; status?: string } = {},
) {
  const created = options.created ?? Math.floor(Date.now() / 1000);
  const amount = options.amountCents ?? 2900;
  if (type === 'checkout.session.completed') {
    return {
      id: eventId,
      object: 'event',
      type,
      created,
      data: {
        object: {
          id: `cs_${eventId}`,
          object: 'checkout.session',
          mode: 'subscription',
          subscription: subscriptionId,
          customer: `cus_${subscriptionId}`,
          customer_details: { email: `${subscriptionId}@example.com`, name: 'Buyer Co' },
          payment_status: 'paid',
          amount_total: amount,
          metadata: { lookup_key: 'price_ab_testing_pro' },
        },
      },
    };
  }
  return {
    id: eventId,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: subscriptionId,
        object: 'subscription',
        customer: `cus_${subscriptionId}`,
        status: options.status ?? 'active',
        metadata: {},
        items: {
          object: 'list',
          data: [{ id: `si_${subscriptionId}`, quantity: 1, current_period_end: created + 30 * 86400, price: { id: 'price_x', lookup_key: 'price_ab_testing_pro', unit_amount: amount } }],
        },
      },
    },
  };
}

/** The request Stripe would send for `event`, signed now with `secret`. */
export function signedDelivery(event: object, secret: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(Date.now() / 1000) });
  return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}

export const randomTag = () => randomBytes(4).toString('hex');

/** One request of the mix, and what proves it was stored once acknowledged. */
export type Job =
  | { kind: 'form'; call: FormCall; n: number; body: Record<string, string> }
  | { kind: 'webhook'; type: WebhookType; eventId: string; subscriptionId: string; event: object };

export interface Acknowledged {
  forms: { reference: string; call: FormCall; n: number; email: string }[];
  webhooks: { eventId: string; subscriptionId: string; type: WebhookType }[];
}

export interface TrafficResult extends Acknowledged {
  sent: number;
  /** requests without a full answer (the connection broke when the server died) */
  unanswered: number;
  /** requests still waiting for their answer when the server was killed */
  inFlightAtKill: number;
  /**
   * What should not happen: a non-2xx answer, a 2xx without its reference, a request that
   * failed before the kill. Sending stops at the first one (and the server is killed).
   */
  problems: string[];
}

/**
 * Sends the mix (three forms for every webhook) from `concurrency` workers. Every request comes
 * from a new client address (X-Forwarded-For, the server trusting one proxy hop) so the per-IP
 * form limit never answers 429. As soon as `killAfterAcks` answers are acknowledged, `kill()` is
 * called; the workers then stop sending and the call resolves once every request has settled.
 */
export async function sendUntilKilled(options: {
  url: string;
  webhookSecret: string;
  concurrency: number;
  killAfterAcks: number;
  kill: () => void;
  /** distinguishes this run's event and subscription ids from other runs */
  tag: string;
  /** first job number (so several runs against one database never reuse a number) */
  firstJob: number;
}): Promise<TrafficResult> {
  const result: TrafficResult = { forms: [], webhooks: [], sent: 0, unanswered: 0, inFlightAtKill: 0, problems: [] };
  let next = options.firstJob;
  let inFlight = 0;
  let killed = false;
  const acks = () => result.forms.length + result.webhooks.length;
  const killNow = () => {
    if (killed) return;
    killed = true;
    // The request being handled has already left the tally; these are the others.
    result.inFlightAtKill = inFlight;
    options.kill();
  };

  const makeJob = (n: number): Job => {
    if (n % 4 === 3) {
      const type: WebhookType = n % 8 === 3 ? 'checkout.session.completed' : 'customer.subscription.created';
      const eventId = `evt_${options.tag}_${n}`;
      const subscriptionId = `sub_${options.tag}_${n}`;
      return { kind: 'webhook', type, eventId, subscriptionId, event: subscriptionEvent(type, eventId, subscriptionId) };
    }
    const call = formCalls[n % formCalls.length]!;
    return { kind: 'form', call, n, body: formBody(call, n) };
  };

  const send = async (job: Job, n: number) => {
    // each job its own /24, so the per-network booking cap (bookingHold) is not what is measured
    const ip = `10.${(n >> 8) & 255}.${n & 255}.1`;
    const init =
      job.kind === 'form'
        ? { path: apiPaths[job.call], body: JSON.stringify(job.body), headers: { 'content-type': 'application/json' } }
        : { path: apiPaths.stripeWebhook, ...signedDelivery(job.event, options.webhookSecret) };
    const res = await fetch(`${options.url}${init.path}`, {
      method: 'POST',
      headers: { ...init.headers, 'x-forwarded-for': ip },
      body: init.body,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, text: await res.text() };
  };

  const record = (job: Job, status: number, text: string) => {
    const name = job.kind === 'form' ? job.call : job.type;
    // Past the day's bookings (bookingHold.perDay) a booking is refused and nothing is stored:
    // a right answer, with nothing to lose.
    if (job.kind === 'form' && job.call === 'booking' && status === 400 && text.includes(bookingCapMessages.day)) return null;
    if (status < 200 || status > 299) return `${name} answered ${status}: ${text}`;
    let body: { reference?: unknown; received?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      return `${name} answered ${status} with a body that is not JSON: ${text}`;
    }
    if (job.kind === 'form') {
      if (typeof body.reference !== 'string') return `${name} answered ${status} without a reference: ${text}`;
      result.forms.push({ reference: body.reference, call: job.call, n: job.n, email: job.body.email! });
    } else {
      if (body.received !== true) return `${name} answered ${status} without "received": ${text}`;
      result.webhooks.push({ eventId: job.eventId, subscriptionId: job.subscriptionId, type: job.type });
    }
    return null;
  };

  const worker = async () => {
    while (!killed) {
      const n = next++;
      const job = makeJob(n);
      result.sent += 1;
      inFlight += 1;
      let answer: { status: number; text: string } | null = null;
      let failure: unknown;
      try {
        answer = await send(job, n);
      } catch (error) {
        failure = error;
      }
      inFlight -= 1;
      if (!answer) {
        // No full answer: not acknowledged. Expected only once the server was killed.
        result.unanswered += 1;
        if (!killed) {
          result.problems.push(`a request failed before the kill: ${failure instanceof Error ? `${failure.message} ${String(failure.cause ?? '')}` : String(failure)}`);
          killNow();
        }
        continue;
      }
      const problem = record(job, answer.status, answer.text);
      if (problem) {
        result.problems.push(problem);
        killNow();
      } else if (acks() >= options.killAfterAcks) {
        killNow();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  return result;
}

export interface RawRequest {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * Sends each of `requests` on its own connection, all of its bytes but the last; resolves once
 * every connection holds its request but one byte. The server's handlers are then waiting for
 * the rest of their bodies (in flight); `release()` sends the last bytes in one tick and resolves
 * with the answers. A connection that fails rejects that answer.
 */
export async function primeRequests(baseUrl: string, requests: RawRequest[]): Promise<{ release(): Promise<{ status: number; body: string }[]> }> {
  const { request: httpRequest } = await import('node:http');
  const started = requests.map((r) => {
    const bytes = Buffer.from(r.body, 'utf8');
    const req = httpRequest(new URL(r.path, baseUrl), {
      method: 'POST',
      agent: false,
      headers: { ...r.headers, 'content-length': String(bytes.length), connection: 'close' },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
    });
    // settled later by release(); never an unhandled rejection meanwhile
    answer.catch(() => {});
    const primed = new Promise<void>((resolve, reject) => {
      req.on('error', reject);
      req.once('socket', (socket) => {
        const write = () => req.write(bytes.subarray(0, bytes.length - 1), (error) => (error ? reject(error) : resolve()));
        if (socket.connecting) socket.once('connect', write);
        else write();
      });
    });
    return { req, last: bytes.subarray(bytes.length - 1), answer, primed };
  });
  await Promise.all(started.map((s) => s.primed));
  return {
    release() {
      for (const s of started) s.req.end(s.last);
      return Promise.all(started.map((s) => s.answer));
    },
  };
}

/**
 * Sends `requests` so that they reach the server together (see primeRequests). The handlers,
 * already waiting for their bodies, then all run at once, which is what exposes a check-then-act
 * race.
 */
export async function sendTogether(baseUrl: string, requests: RawRequest[]): Promise<{ status: number; body: string }[]> {
  const primed = await primeRequests(baseUrl, requests);
  // Written is not yet read: give the server a moment to take in what it was sent. (Timing
  // only makes the overlap likelier; no result depends on it.)
  await new Promise((resolve) => setTimeout(resolve, 100));
  return primed.release();
}
