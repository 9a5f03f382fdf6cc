import { adminMailOutboxRequest, type AdminMailOutboxResponse, type OutboxMessage } from '../../domain/api';
import { sampleNow } from '../../domain/sample-data';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

const at = (minutesAgo: number) => new Date(sampleNow - minutesAgo * 60_000).toISOString();

/** A small outbox: a booking's two messages sent, a contact's waiting, one failed after its last try. */
export const sampleOutbox: OutboxMessage[] = [
  { id: 6, reference: 'LS-7K3M9QXA', template: 'contact.visitor', audience: 'visitor', to: 'maria@example.com', subject: 'We received your message (LS-7K3M9QXA)', status: 'queued', attempts: 2, lastError: '451 Mailbox temporarily unavailable', createdAt: at(4), nextAttemptAt: at(-1), sentAt: null },
  { id: 5, reference: 'LS-7K3M9QXA', template: 'contact.owner', audience: 'owner', to: null, subject: 'New contact message from Maria Lopez (LS-7K3M9QXA)', status: 'queued', attempts: 2, lastError: '451 Mailbox temporarily unavailable', createdAt: at(4), nextAttemptAt: at(-1), sentAt: null },
  { id: 4, reference: 'LS-2B8D4WRT', template: 'website_audit.visitor', audience: 'visitor', to: 'office@example.com', subject: 'We received your audit request (LS-2B8D4WRT)', status: 'failed', attempts: 8, lastError: '550 No such user here', createdAt: at(600), nextAttemptAt: at(30), sentAt: null },
  { id: 2, reference: 'LS-9QF3H2JN', template: 'booking.owner', audience: 'owner', to: null, subject: 'New call booked: Ben Cole, Tuesday, December 1, 2026 at 10:00 am Central time (LS-9QF3H2JN)', status: 'sent', attempts: 1, lastError: null, createdAt: at(1440), nextAttemptAt: at(1440), sentAt: at(1439) },
  { id: 1, reference: 'LS-9QF3H2JN', template: 'booking.visitor', audience: 'visitor', to: 'ben@example.com', subject: 'Your call is booked: Tuesday, December 1, 2026 at 10:00 am Central time (LS-9QF3H2JN)', status: 'sent', attempts: 1, lastError: null, createdAt: at(1440), nextAttemptAt: at(1440), sentAt: at(1439) },
];

const count = (messages: OutboxMessage[]) => ({
  queued: messages.filter((m) => m.status === 'queued').length,
  sent: messages.filter((m) => m.status === 'sent').length,
  failed: messages.filter((m) => m.status === 'failed').length,
});

const answerWith = (outbox: OutboxMessage[], configured: boolean) =>
  mockCall(
    'adminMailOutbox',
    adminOnly(async ({ request }) => {
      const body = await readBody(request, adminMailOutboxRequest);
      if (!body.ok) return body.response;
      let messages = outbox;
      let retried: number | undefined;
      if (body.data.action === 'retry') {
        const id = body.data.id;
        if (!outbox.some((m) => m.id === id && m.status === 'failed')) return errorJson(409, `Message ${id} is not a failed message`);
        messages = outbox.map((m) => (m.id === id ? { ...m, status: 'queued', attempts: 0, lastError: null } : m));
        retried = id;
      }
      const status = body.data.action === 'list' ? body.data.status : undefined;
      const answer: AdminMailOutboxResponse = {
        configured,
        ownerAddressSet: true,
        counts: count(messages),
        messages: messages.filter((m) => !status || m.status === status),
        ...(retried === undefined ? {} : { retried }),
      };
      return respond('adminMailOutbox', answer);
    }),
  );

const success = answerWith(sampleOutbox, true);

export const adminMailOutboxHandlers = {
  success,
  ...failureVariants('adminMailOutbox'),
  unauthorized: unauthorizedVariant('adminMailOutbox'),
  empty: answerWith([], true),
  /** SMTP_URL unset: every message waits */
  emailNotConfigured: answerWith(sampleOutbox.filter((m) => m.status === 'queued'), false),
};
