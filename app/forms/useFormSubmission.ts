import { useCallback, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { formSubmissionMachine, loadFormCalls } from '../machines/formSubmissionMachine';
import { requestBody, type FormKind } from './requests';

type Calls = Awaited<ReturnType<typeof loadFormCalls>>;

/**
 * A site form's state: the values (kept through every failure), the submission machine, and the
 * lazily loaded checks. `warm` starts loading them on the form's first focus, so the first
 * submit does not wait; once a field has been refused, each change re-checks that field, so its
 * message goes away as soon as it is right.
 */
export function useFormSubmission<V extends { [K in keyof V]: string }>(kind: FormKind, empty: V) {
  const [values, setValues] = useState<V>(empty);
  // The latest values, also between a change and the render it causes.
  const latest = useRef(values);
  const [snapshot, send] = useMachine(formSubmissionMachine, { input: { kind } });
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

  return {
    values,
    change,
    update,
    warm,
    submit: () => send({ type: 'form.submit', body: requestBody(kind, latest.current) }),
    /** a new, empty form after a success */
    reset: () => {
      latest.current = empty;
      setValues(empty);
      send({ type: 'form.reset' });
    },
    submitting: snapshot.matches('checking') || snapshot.matches('sending'),
    accepted: snapshot.matches('accepted'),
    fieldErrors,
    failure: snapshot.context.failure,
    attempt: snapshot.context.attempt,
    reference: snapshot.context.reference,
    downloadUrl: snapshot.context.downloadUrl,
    /** what was sent, for the success message */
    sent: snapshot.context.body,
  };
}
