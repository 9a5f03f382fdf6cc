import { useLayoutEffect, type RefObject } from 'react';

/**
 * What a visitor typed, chose or ticked, or a password manager filled in, before the page's
 * scripts arrived. React adopts the server's controls as they are, with what is in them, but the
 * state behind a controlled control still holds what it rendered, so the next render would wipe
 * the text, or the form would send the empty value (seen: an email typed during the seconds
 * before hydration answered "Enter your email address." on Sign in; a topic chosen early was
 * lost). Once hydrated, each control whose value differs from what React rendered is told to
 * React as the input it was, so the state takes it, as if it had happened now.
 *
 * React's rendered value is what the element's defaults hold after hydration: it writes
 * `defaultValue` and `defaultChecked` from its props, and the server marked the chosen option
 * `selected`. Each control is adopted once (a field primitive and its form both ask).
 */
export function keepEarlyInput(root: ParentNode): number {
  let kept = 0;
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (seen.has(control)) continue;
    seen.add(control);
    if (!control.disabled && adopt(control)) kept += 1;
  }
  return kept;
}

/** In a layout effect once hydrated: before any render could put React's value back. */
export function useKeepEarlyInput(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (root.current) keepEarlyInput(root.current);
  }, [root]);
}

const seen = new WeakSet<Element>();
const notTyped = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

function adopt(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return false;
    const options = [...control.options];
    const rendered = options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled);
    if (rendered === undefined || control.value === rendered.value) return false;
    // React hears a select through its change event alone.
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked) return false;
    // A radio unchecked because another of its group was chosen follows that one.
    if (control.type === 'radio' && !control.checked) return false;
    // React (and Ark's switch) hear a box through its click: put it back as rendered, then
    // click it as the visitor did.
    control.checked = !control.checked;
    control.click();
    return true;
  }
  if (control instanceof HTMLInputElement && notTyped.has(control.type)) return false;
  const typed = control.value;
  if (typed === control.defaultValue) return false;
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return false;
  // React notices an input by comparing the field with the value it last saw: show it the
  // rendered value first (through the element, which React watches), then the typed text.
  control.value = control.defaultValue;
  setValue.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}
