import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { fieldMessages, formFailures } from '../../domain/forms';
import { ApiError } from '../api/client';
import { checkFields, outcomeOfError, type SubmitOutcome } from '../forms/formCalls';
import { requestBody, withScheme, type FormKind } from '../../domain/form-requests';
import { formSubmissionMachine, type FormBody } from './formSubmissionMachine';

function start(options: { problems?: Record<string, string>; outcomes?: Array<SubmitOutcome | Error>; checkFails?: boolean } = {}) {
  const sent: FormBody[] = [];
  const outcomes = [...(options.outcomes ?? [])];
  const machine = formSubmissionMachine.provide({
    actors: {
      checkFields: fromPromise(async () => {
        if (options.checkFails) throw new TypeError('Failed to fetch dynamically imported module');
        return options.problems ?? {};
      }),
      send: fromPromise<SubmitOutcome, { kind: FormKind; body: FormBody }>(async ({ input }) => {
        sent.push(input.body);
        const next = outcomes.shift();
        if (!next) throw new Error('no more outcomes');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine, { input: { kind: 'contact' } });
  actor.start();
  return { actor, sent };
}

const body = { name: 'Rosa', email: 'rosa@delgadobakery.com', interest: 'Hosting', message: 'Hello' };
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing') || s.matches('accepted'));

describe('formSubmissionMachine', () => {
  it('refuses in the browser without sending, and counts the attempt', async () => {
    const { actor, sent } = start({ problems: { email: fieldMessages.emailInvalid } });
    actor.send({ type: 'form.submit', body });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({ email: fieldMessages.emailInvalid });
    expect(snapshot.context.attempt).toBe(1);
    expect(sent).toEqual([]);
    actor.send({ type: 'form.submit', body });
    expect((await settled(actor)).context.attempt).toBe(2);
  });

  it('sends a body that passes, and ends with the reference', async () => {
    const { actor, sent } = start({ outcomes: [{ type: 'accepted', reference: 'LS-7K3M9QXA', downloadUrl: '/downloads/guide.pdf' }] });
    actor.send({ type: 'form.submit', body });
    expect(actor.getSnapshot().value).toBe('checking');
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('accepted');
    expect(snapshot.context).toMatchObject({ reference: 'LS-7K3M9QXA', downloadUrl: '/downloads/guide.pdf', failure: null, fieldErrors: {} });
    expect(sent).toEqual([body]);
  });

  it('a link request ends acknowledged, without a reference, and may be sent again (the form stays on screen)', async () => {
    const message = 'the same sentence for everyone';
    const { actor, sent } = start({ outcomes: [{ type: 'acknowledged', message }, { type: 'acknowledged', message }] });
    actor.send({ type: 'form.submit', body });
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe('accepted');
    expect(snapshot.context).toMatchObject({ acknowledged: message, reference: null });
    actor.send({ type: 'form.submit', body });
    snapshot = await settled(actor);
    expect(sent).toHaveLength(2);
    expect(snapshot.context.acknowledged).toBe(message);
  });

  it('ignores a second submit while one is on its way (no double submission)', async () => {
    const { actor, sent } = start({ outcomes: [{ type: 'accepted', reference: 'LS-ONCE0001' }] });
    actor.send({ type: 'form.submit', body });
    await waitFor(actor, (s) => s.matches('sending'));
    actor.send({ type: 'form.submit', body: { ...body, message: 'again' } });
    await settled(actor);
    expect(sent).toHaveLength(1);
  });

  it('puts the server\'s field messages beside the fields', async () => {
    const { actor } = start({ outcomes: [{ type: 'invalid', fields: { email: fieldMessages.emailInvalid } }] });
    actor.send({ type: 'form.submit', body });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({ email: fieldMessages.emailInvalid });
    expect(snapshot.context.attempt).toBe(1);
  });

  it('keeps the failure until the next try succeeds', async () => {
    const { actor } = start({ outcomes: [{ type: 'failed', failure: formFailures.server }, { type: 'accepted', reference: 'LS-SECOND01' }] });
    actor.send({ type: 'form.submit', body });
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.failure).toEqual(formFailures.server);
    expect(snapshot.context.attempt).toBe(0);
    actor.send({ type: 'form.submit', body });
    snapshot = await settled(actor);
    expect(snapshot.value).toBe('accepted');
    expect(snapshot.context.failure).toBeNull();
  });

  it('treats a form whose code cannot load, or a send that throws, as offline', async () => {
    const first = start({ checkFails: true });
    first.actor.send({ type: 'form.submit', body });
    expect((await settled(first.actor)).context.failure).toEqual(formFailures.offline);
    const second = start({ outcomes: [new Error('boom')] });
    second.actor.send({ type: 'form.submit', body });
    expect((await settled(second.actor)).context.failure).toEqual(formFailures.offline);
  });

  it('updates one field\'s message as the visitor fixes it', async () => {
    const { actor } = start({ problems: { email: fieldMessages.emailInvalid, name: fieldMessages.nameMissing } });
    actor.send({ type: 'form.submit', body });
    await settled(actor);
    actor.send({ type: 'field.checked', field: 'email', message: undefined });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: fieldMessages.nameMissing });
    actor.send({ type: 'field.checked', field: 'name', message: fieldMessages.nameTooLong });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: fieldMessages.nameTooLong });
  });

  it('starts over, empty, after a success', async () => {
    const { actor } = start({ outcomes: [{ type: 'accepted', reference: 'LS-RESET001' }] });
    actor.send({ type: 'form.submit', body });
    await settled(actor);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ reference: null, attempt: 0, body: null });
  });
});

describe('what a failed call means', () => {
  it.each([
    ['offline', new ApiError('contact', 'network', 0, 'x'), { type: 'failed', failure: formFailures.offline }],
    ['a 500', new ApiError('contact', 'http', 500, 'x'), { type: 'failed', failure: formFailures.server }],
    ['a 503', new ApiError('contact', 'http', 503, 'x', { retryAfter: 5 }), { type: 'failed', failure: formFailures.server }],
    ['a 429 with its wait', new ApiError('contact', 'http', 429, 'x', { retryAfter: 480 }), { type: 'failed', failure: formFailures.rateLimited(480) }],
    ['a 400 with fields', new ApiError('contact', 'http', 400, 'x', { fields: { email: 'Bad' } }), { type: 'invalid', fields: { email: 'Bad' } }],
    ['a 400 without fields', new ApiError('contact', 'http', 400, 'Unknown field "x".'), { type: 'failed', failure: formFailures.refused('Unknown field "x".') }],
    ['anything else', new Error('?'), { type: 'failed', failure: formFailures.server }],
  ])('%s', (_, error, outcome) => {
    expect(outcomeOfError(error)).toEqual(outcome);
  });
  it('says how long to wait', () => {
    expect(formFailures.rateLimited(480).message).toContain('8 minutes');
    expect(formFailures.rateLimited(30).message).toContain('30 seconds');
  });
});

describe('checks in the browser', () => {
  it('gives the schemas\' messages, as the function does', () => {
    expect(checkFields('contact', requestBody('contact', { name: '', email: 'rosa@', company: '', interest: '', message: ' ', plan: '', website: '' }))).toEqual({
      name: fieldMessages.nameMissing,
      email: fieldMessages.emailInvalid,
      interest: fieldMessages.interestMissing,
      message: fieldMessages.messageMissing,
    });
    expect(checkFields('contact', requestBody('contact', { ...body, company: '', plan: 'business', website: '' }))).toEqual({});
  });
  it('applies the slot rules at the time given', () => {
    const booking = { service: 'Hosting', date: '2026-11-28', time: '10:00', name: 'Travis', email: 'travis@boonehvac.com' };
    const now = new Date('2026-11-23T19:10:00Z');
    expect(checkFields('booking', booking, now)).toEqual({ date: fieldMessages.notWorkingDay });
    expect(checkFields('booking', { ...booking, date: '2026-11-23', time: '13:00' }, now)).toEqual({ time: fieldMessages.timePassed });
    expect(checkFields('booking', { ...booking, date: '2026-11-24' }, now)).toEqual({});
  });
  it('sends optional fields only when filled, and completes a bare site address', () => {
    expect(requestBody('leadMagnet', { email: 'a@b.co', name: ' ', website: '' })).toEqual({ email: 'a@b.co' });
    expect(requestBody('websiteAudit', { url: 'joesbbq.com', email: 'a@b.co', website: '' })).toEqual({ url: 'https://joesbbq.com', email: 'a@b.co' });
    expect(withScheme('http://old-site.com')).toBe('http://old-site.com');
    expect(withScheme('  ')).toBe('');
    expect(checkFields('websiteAudit', requestBody('websiteAudit', { url: 'javascript:alert(1)', email: 'a@b.co', website: '' }))).toEqual({ url: fieldMessages.urlInvalid });
  });
});
