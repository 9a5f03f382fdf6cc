import { useRef, useState, type ChangeEvent, type RefCallback } from 'react';

/** What is wrong with each field, by its key; a key without a message is fine. */
export type FieldProblems<Key extends string> = Partial<Record<Key, string>>;

/**
 * The text fields of a form that checks them when it is sent, not while they are typed (the admin
 * forms). It holds their values, by key, in the order they stand in the form:
 * - until the first send, `problems` is empty, so no field shows an error while a person types;
 * - `passes()` is called by the submit handler: it starts showing the problems and, when there are
 *   any, focuses the first field (in the order of `initial`) that has one and answers false;
 * - after that, `problems` follows the typing, so an error goes as soon as it is fixed;
 * - `reset()` empties the fields to `initial` and hides the problems again (after a form is sent).
 * `field(key)` is what a TextField takes for it: its value, change handler, error and ref;
 * `focus(key)` moves focus to that field (after the form swaps it for another, for example).
 */
export function useSubmitChecks<Key extends string>(initial: Readonly<Record<Key, string>>, problemsOf: (values: Readonly<Record<Key, string>>) => FieldProblems<Key>) {
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const inputs = useRef(new Map<Key, HTMLInputElement>());
  const problems: FieldProblems<Key> = checked ? problemsOf(values) : {};

  const set = (key: Key, value: string) => setValues((before) => ({ ...before, [key]: value }));
  const fieldRef =
    (key: Key): RefCallback<HTMLInputElement> =>
    (input) => {
      if (input) inputs.current.set(key, input);
      else inputs.current.delete(key);
    };
  const field = (key: Key) => ({
    ref: fieldRef(key),
    value: values[key],
    error: problems[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value),
  });

  const focus = (key: Key) => inputs.current.get(key)?.focus();

  function passes(): boolean {
    setChecked(true);
    const found = problemsOf(values);
    const first = (Object.keys(initial) as Key[]).find((key) => found[key] !== undefined);
    if (first === undefined) return true;
    focus(first);
    return false;
  }

  function reset() {
    setValues(initial);
    setChecked(false);
  }

  return { values, set, field, fieldRef, focus, problems, passes, reset };
}
