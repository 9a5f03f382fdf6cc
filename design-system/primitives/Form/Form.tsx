import { useCallback, useRef, type ComponentProps } from 'react';
import { useKeepEarlyInput } from './keepEarlyInput';

export type FormProps = ComponentProps<'form'>;

/**
 * The platform's `<form>`, and every form of the site is one (ESLint refuses a bare `<form>`):
 * what was typed, chosen, ticked or filled in by a password manager before the scripts arrived
 * joins the form's state as it hydrates (keepEarlyInput), so Send sends it.
 */
export function Form({ ref, ...props }: FormProps) {
  const own = useRef<HTMLFormElement | null>(null);
  useKeepEarlyInput(own);
  const attach = useCallback(
    (node: HTMLFormElement | null) => {
      own.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    },
    [ref],
  );
  return <form {...props} ref={attach} />;
}
