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
 * `selected`. Each control is taken once (a field primitive and its form both look).
 *
 * One input at a time: a form that builds its next state from the one it rendered
 * (`onChange({ ...settings, ...change })`) would keep only the last of several inputs told in
 * one go, and Ark's switch hears its click a microtask later. So the early inputs wait in one
 * queue, told one per task, each once the page has taken the one before.
 *
 * React itself puts back a textarea's rendered text as it hydrates (when it has some), so the
 * app's entry remembers every control's value before hydrating (rememberEarlyInput), and a
 * control React has put back is told what was remembered.
 */
export function useKeepEarlyInput(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (!root.current) return;
    waiting.push(...earlyInputs(root.current));
    // The first at once, before the page paints; the rest each in a task of its own.
    if (!telling) tellNext();
  }, [root]);
}

/** Before hydrating: what each control holds now, and what is typed until React takes over. */
export function rememberEarlyInput(document: Document): void {
  const remember = (control: EventTarget | null) => {
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) {
      remembered.set(control, control instanceof HTMLInputElement && isBox(control) ? control.checked : control.value);
    }
  };
  for (const control of document.querySelectorAll('input, textarea, select')) remember(control);
  for (const type of ['input', 'change']) document.addEventListener(type, (event) => remember(event.target), true);
}

type EarlyInput = () => void;

const waiting: EarlyInput[] = [];
let telling = false;
const remembered = new WeakMap<Element, string | boolean>();

function tellNext(): void {
  const next = waiting.shift();
  telling = next !== undefined;
  if (!next) return;
  next();
  setTimeout(tellNext, 0);
}

function isBox(control: HTMLInputElement): boolean {
  return control.type === 'checkbox' || control.type === 'radio';
}
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
    const chosen = control.value === rendered?.value ? remembered.get(control) : control.value;
    if (rendered === undefined || typeof chosen !== 'string' || chosen === rendered.value) return null;
    return () => {
      control.value = chosen;
      // React hears a select through its change event alone.
      control.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (control instanceof HTMLInputElement && isBox(control)) {
    const ticked = control.checked === control.defaultChecked ? remembered.get(control) : control.checked;
    if (typeof ticked !== 'boolean') return null;
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
  const typed = control.value === control.defaultValue ? remembered.get(control) : control.value;
  if (typeof typed !== 'string' || typed === control.defaultValue) return null;
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
