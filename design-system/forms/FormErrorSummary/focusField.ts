const controls = 'input:not([type="hidden"]), select, textarea, button';

function controlOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement)) return null;
  if (element.matches(controls)) return element;
  return element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>(controls);
}

function inViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top >= 0 && rect.bottom <= window.innerHeight;
}

/**
 * Moves focus to a field: the control itself, or for a group (a radio group marked invalid) its
 * chosen option, else its first one. Scrolls it to the middle, so its label shows too.
 */
export function focusField(element: Element | null): void {
  const target = controlOf(element);
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * Focuses the first field of `form` marked invalid (aria-invalid), in document order. With
 * `reveal` (the error summary), that is scrolled to the top first, and the field is focused
 * where it is if it is on screen too; otherwise the field is brought into view.
 */
export function focusFirstInvalidField(form: HTMLElement | null, reveal?: Element | null): void {
  const target = controlOf(form?.querySelector('[aria-invalid="true"]') ?? null);
  if (!target) return;
  if (reveal) {
    reveal.scrollIntoView({ block: 'start' });
    if (inViewport(target)) {
      target.focus({ preventScroll: true });
      return;
    }
  }
  focusField(target);
}
