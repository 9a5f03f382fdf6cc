import { useCallback, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { formSubmissionMachine, loadFormCalls } from '../machines/formSubmissionMachine';
import { requestBody, type FormKind, type PageAnswer } from '../../domain/form-requests';

type Calls = Awaited<ReturnType<typeof loadFormCalls>>;

/**
 * A site form's state: the values (kept through every failure), the submission machine, and the
 * lazily loaded checks. `warm` starts loading them on the form's first focus, so the first
 * submit does not wait; once a field has been refused, each change re-checks that field, so its
 * message goes away as soon as it is right. `formProps` are the form's props (FormScaffold's state props).
 */
export function useFormSubmission<V extends { [K in keyof V]: string }>(kind: FormKind, empty: V) {
  // A form the server answered (posted before the scripts arrived) starts with what was posted.
  const answered = (useRouter().options.context as { formAnswer?: PageAnswer | null } | undefined)?.formAnswer ?? null;
  const posted = answered && answered.kind !== 'portalOpen' && answered.kind === kind ? answered : null;
  const [values, setValues] = useState<V>(() => (posted ? valuesFrom(empty, posted.values) : empty));
  // The latest values, also between a change and the render it causes.
  const latest = useRef(values);
  const [snapshot, send] = useMachine(formSubmissionMachine, { input: { kind, answered: posted?.outcome } });
  const calls = useRef<Calls | null>(null);
  const { fieldErrors } = snapshot.context;

  const warm = useCallback(() => {
    loadFormCalls().then(
      (module) => {
        calls.current = module;
      },
      // Offline: the submit will say so, with everything still typed.
      () => {},
    );
  }, []);

  /** Sets fields; re-checks those that show a message. */
  const update = useCallback(
    (changes: Partial<V>) => {
      const next = { ...latest.current, ...changes };
      latest.current = next;
      setValues(next);
      const refused = Object.keys(changes).filter((field) => fieldErrors[field]);
      if (refused.length > 0 && calls.current) {
        const problems = calls.current.checkFields(kind, requestBody(kind, next));
        for (const field of refused) send({ type: 'field.checked', field, message: problems[field] });
      }
    },
    [fieldErrors, kind, send],
  );

  const change = useCallback((field: keyof V, value: string) => update({ [field]: value } as Partial<V>), [update]);

  const submitting = snapshot.matches('checking') || snapshot.matches('sending');
  const submit = () => send({ type: 'form.submit', body: requestBody(kind, latest.current) });
  return {
    values,
    change,
    update,
    warm,
    submit,
    /** a new, empty form after a success */
    reset: () => {
      latest.current = empty;
      setValues(empty);
      send({ type: 'form.reset' });
    },
    submitting,
    accepted: snapshot.matches('accepted'),
    fieldErrors,
    failure: snapshot.context.failure,
    attempt: snapshot.context.attempt,
    reference: snapshot.context.reference,
    downloadUrl: snapshot.context.downloadUrl,
    acknowledged: snapshot.context.acknowledged,
    /** what was sent, for the success message */
    sent: snapshot.context.body ?? (posted?.outcome.type === 'accepted' ? posted.values : null),
    /** the props of the form (FormScaffold's state props): values, answer and handlers */
    formProps: { values, onChange: change, errors: fieldErrors, attempt: snapshot.context.attempt, submitting, failure: snapshot.context.failure, onSubmit: submit, onFirstFocus: warm },
  };
}

/** The posted values of the form's own fields, strings only; the rest stays empty. */
function valuesFrom<V extends { [K in keyof V]: string }>(empty: V, posted: Readonly<Record<string, string>>): V {
  const values = { ...empty };
  for (const field of Object.keys(empty) as Array<keyof V>) {
    const value = posted[field as string];
    if (typeof value === 'string') values[field] = value as V[keyof V];
  }
  return values;
}
