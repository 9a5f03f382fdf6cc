const controls = 'input:not([type="hidden"]), select, textarea, button';

/**
 * Moves focus to a field: the control itself, or for a group (a radio group marked invalid) its
 * chosen option, else its first one. Scrolls it to the middle so its label shows too.
 */
export function focusField(element: Element | null): void {
  if (!(element instanceof HTMLElement)) return;
  const target = element.matches(controls)
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>(controls));
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/** The first field of `form` marked invalid (aria-invalid), in document order. */
export function focusFirstInvalidField(form: HTMLElement | null): void {
  focusField(form?.querySelector('[aria-invalid="true"]') ?? null);
}
