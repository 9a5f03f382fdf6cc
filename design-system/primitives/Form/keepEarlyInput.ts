import { useLayoutEffect, useReducer, type RefObject } from 'react';

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
 * `selected`. Each control is taken once (a field primitive and its form both look).
 *
 * One input per render: a form that builds its next state from the one it rendered
 * (`onChange({ ...settings, ...change })`) would keep only the last of several inputs told in
 * one go. So the early inputs wait in one queue, and the hook that told the last one renders
 * again and tells the next; it all happens in the hydrating task, before the page paints.
 */
export function useKeepEarlyInput(root: RefObject<HTMLElement | null>): void {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (root.current) waiting.push(...earlyInputs(root.current));
    if (teller !== null && teller !== renderAgain) return;
    const next = waiting.shift();
    teller = next ? renderAgain : null;
    if (next) {
      next();
      renderAgain();
    }
  });
  useLayoutEffect(
    () => () => {
      if (teller === renderAgain) teller = null;
    },
    [],
  );
}

type EarlyInput = () => void;

const waiting: EarlyInput[] = [];
/** the hook telling the queue's inputs (null when none is) */
let teller: (() => void) | null = null;
const seen = new WeakSet<Element>();
const notTyped = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** Each control under `root` not looked at before whose value is not what React rendered, as an input to replay. */
function earlyInputs(root: ParentNode): EarlyInput[] {
  const found: EarlyInput[] = [];
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (seen.has(control)) continue;
    seen.add(control);
    const input = control.disabled ? null : earlyInput(control);
    if (input) found.push(input);
  }
  return found;
}

function earlyInput(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): EarlyInput | null {
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return null;
    const options = [...control.options];
    const rendered = options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled);
    const chosen = control.value;
    if (rendered === undefined || chosen === rendered.value) return null;
    return () => {
      control.value = chosen;
      // React hears a select through its change event alone.
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    const ticked = control.checked;
    // A radio unchecked because another of its group was chosen follows that one.
    if (ticked === control.defaultChecked || (control.type === 'radio' && !ticked)) return null;
    return () => {
      // React (and Ark's switch) hear a box through its click: put it back as rendered, then
      // click it as the visitor did.
      control.checked = !ticked;
      control.click();
    };
  }
  if (control instanceof HTMLInputElement && notTyped.has(control.type)) return null;
  const typed = control.value;
  if (typed === control.defaultValue) return null;
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return null;
  return () => {
    // React notices an input by comparing the field with the value it last saw: show it the
    // rendered value first (through the element, which React watches), then the typed text.
    control.value = control.defaultValue;
    setValue.call(control, typed);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  };
}
