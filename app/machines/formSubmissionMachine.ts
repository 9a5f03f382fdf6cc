/**
 * One submission of a site form (contact, booking, website audit, lead magnet): check the
 * fields in the browser, send, and end either accepted (with the stored reference) or back in
 * `editing` with field errors or the reason it failed. The values themselves stay with the page,
 * untouched by any failure, so nothing the visitor typed is ever lost.
 *
 * The checks and the call live in app/forms/formCalls.ts (zod and the API client), imported on
 * demand by the default actors: the page's first load carries neither.
 */
import { assign, fromPromise, setup } from 'xstate';
import { formFailures, type FormFailure } from '../../domain/forms';
import type { SubmitOutcome } from '../forms/formCalls';
import type { FormKind } from '../../domain/form-requests';

/** The lazily loaded half of every form: see formCalls.ts. */
export const loadFormCalls = () => import('../forms/formCalls');

export type FormBody = Record<string, string>;

export interface FormSubmissionContext {
  kind: FormKind;
  /** the body being checked or sent */
  body: FormBody | null;
  fieldErrors: Record<string, string>;
  failure: FormFailure | null;
  /** refused submissions so far; the form moves focus to the first invalid field on each */
  attempt: number;
  reference: string | null;
  downloadUrl: string | null;
  /** a request taken in without a reference (a link request): the sentence the answer says */
  acknowledged: string | null;
}

export type FormSubmissionEvent =
  | { type: 'form.submit'; body: FormBody }
  /** a field changed after a refusal: its message now (undefined once it is right) */
  | { type: 'field.checked'; field: string; message: string | undefined }
  /** start a new, empty submission after a success */
  | { type: 'form.reset' };

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as { kind: FormKind; answered?: SubmitOutcome },
  },
  actors: {
    checkFields: fromPromise<Record<string, string>, { kind: FormKind; body: FormBody }>(async ({ input }) => {
      const { checkFields } = await loadFormCalls();
      return checkFields(input.kind, input.body);
    }),
    send: fromPromise<SubmitOutcome, { kind: FormKind; body: FormBody }>(async ({ input, signal }) => {
      const { sendForm } = await loadFormCalls();
      return sendForm(input.kind, input.body, signal);
    }),
  },
  actions: {
    refuse: assign({
      fieldErrors: (_, params: { fields: Record<string, string> }) => params.fields,
      failure: null,
      attempt: ({ context }) => context.attempt + 1,
    }),
  },
  guards: {
    hasProblems: (_, params: { fields: Record<string, string> }) => Object.keys(params.fields).length > 0,
  },
}).createMachine({
  id: 'formSubmission',
  // A form the server already answered (posted before the scripts arrived) starts where that
  // answer left it: accepted, or editing with the same field messages or failure.
  context: ({ input }) => {
    const answered = input.answered;
    return {
      kind: input.kind,
      body: null,
      fieldErrors: answered?.type === 'invalid' ? answered.fields : {},
      failure: answered?.type === 'failed' ? answered.failure : null,
      attempt: answered?.type === 'invalid' ? 1 : 0,
      reference: answered?.type === 'accepted' ? answered.reference : null,
      downloadUrl: answered?.type === 'accepted' ? (answered.downloadUrl ?? null) : null,
      acknowledged: answered?.type === 'acknowledged' ? answered.message : null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.reference !== null || context.acknowledged !== null, target: 'accepted' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'form.submit': { target: 'checking', actions: assign({ body: ({ event }) => event.body }) },
        'field.checked': {
          actions: assign({
            fieldErrors: ({ context, event }) => {
              const { [event.field]: _, ...others } = context.fieldErrors;
              return event.message ? { ...others, [event.field]: event.message } : others;
            },
          }),
        },
      },
    },
    checking: {
      invoke: {
        src: 'checkFields',
        input: ({ context }) => ({ kind: context.kind, body: context.body! }),
        onDone: [
          { guard: { type: 'hasProblems', params: ({ event }) => ({ fields: event.output }) }, target: 'editing', actions: { type: 'refuse', params: ({ event }) => ({ fields: event.output }) } },
          { target: 'sending', actions: assign({ fieldErrors: {}, failure: null }) },
        ],
        // The checks could not even load (offline on first use): a lost connection, as far as
        // the visitor is concerned. Everything typed stays.
        onError: { target: 'editing', actions: assign({ failure: () => formFailures.offline }) },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ kind: context.kind, body: context.body! }),
        onDone: [
          {
            guard: ({ event }) => event.output.type === 'accepted',
            target: 'accepted',
            actions: assign(({ event }) => {
              const outcome = event.output as Extract<SubmitOutcome, { type: 'accepted' }>;
              return { reference: outcome.reference, downloadUrl: outcome.downloadUrl ?? null, fieldErrors: {}, failure: null };
            }),
          },
          {
            guard: ({ event }) => event.output.type === 'acknowledged',
            target: 'accepted',
            actions: assign(({ event }) => ({
              acknowledged: (event.output as Extract<SubmitOutcome, { type: 'acknowledged' }>).message,
              fieldErrors: {},
              failure: null,
            })),
          },
          {
            guard: ({ event }) => event.output.type === 'invalid',
            target: 'editing',
            actions: { type: 'refuse', params: ({ event }) => ({ fields: (event.output as Extract<SubmitOutcome, { type: 'invalid' }>).fields }) },
          },
          {
            target: 'editing',
            actions: assign({ failure: ({ event }) => (event.output as Extract<SubmitOutcome, { type: 'failed' }>).failure }),
          },
        ],
        onError: { target: 'editing', actions: assign({ failure: () => formFailures.offline }) },
      },
    },
    accepted: {
      on: {
        'form.reset': {
          target: 'editing',
          actions: assign({ body: null, fieldErrors: {}, failure: null, attempt: 0, reference: null, downloadUrl: null, acknowledged: null }),
        },
        // A form that stays on screen after its answer (a link request) may be sent again.
        'form.submit': { guard: ({ context }) => context.acknowledged !== null, target: 'checking', actions: assign({ body: ({ event }) => event.body }) },
      },
    },
  },
});
