import { adminMailOutboxRequest, type AdminMailOutboxResponse, type OutboxMessage } from '../../domain/api';
import { sampleOutbox } from '../../domain/samples/admin';
import { adminOnly, errorJson, failureVariants, mockCall, readBody, respond, unauthorizedVariant } from '../shared';

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
