/**
 * Text typed into a form before the page hydrated. React adopts the server's fields as they are,
 * with what the visitor typed in them, but its state still holds the empty values it rendered, so
 * the next render of a controlled field would wipe the text (seen: a name typed during the
 * seconds before hydration vanished as soon as the email was typed). Once hydrated, each field
 * whose text differs from what the server sent is told to React as the input it was, so the form's
 * state takes it, as if typed now.
 */
export function keepTypedValues(form: HTMLFormElement): number {
  let kept = 0;
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'file', 'submit', 'button'].includes(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setValue) continue;
    // React notices an input by comparing the field with the value it last saw: show it the
    // server's value first (through the element, which React watches), then the typed text.
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    kept += 1;
  }
  return kept;
}
