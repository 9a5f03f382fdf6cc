import { messages } from '../../domain/messages';
import { adminStepUpRequest } from '../../domain/api';
import { demoAdmin } from '../demo-admin';
import { adminOnly, failureVariants, mockCall, readBody, respond, unauthorizedVariant, rateLimitedVariant } from '../shared';
import { mockStepUp } from '../step-up';
import { HttpResponse } from 'msw';

/** Accepts the demo admin's password or the demo TOTP code; anything else is 403 with the field's message. */
const success = mockCall(
  'adminStepUp',
  adminOnly(async ({ request }) => {
    const body = await readBody(request, adminStepUpRequest);
    if (!body.ok) return body.response;
    const sent = body.data;
    if (sent.method === 'password' && sent.password !== demoAdmin.password) {
      return HttpResponse.json({ error: messages.stepUpWrongPassword, fields: { password: messages.stepUpWrongPassword } }, { status: 403 });
    }
    if (sent.method === 'totp' && sent.code !== demoAdmin.totpCode) {
      return HttpResponse.json({ error: messages.secondFactorWrong, fields: { code: messages.secondFactorWrong } }, { status: 403 });
    }
    return respond('adminStepUp', { confirmedUntil: mockStepUp.confirm().toISOString() });
  }),
);

export const adminStepUpHandlers = {
  success,
  ...failureVariants('adminStepUp'),
  unauthorized: unauthorizedVariant('adminStepUp'),
  rateLimited: rateLimitedVariant('adminStepUp'),
};
