import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/**
 * Ids for a field's helper and error texts and the aria-describedby that links them to the
 * control. Computed from props, so it is the same on server and client.
 */
export function useFieldDescription(helperText: ReactNode, error: ReactNode) {
  const helperId = useId();
  const errorId = useId();
  const invalid = Boolean(error);
  const describedBy =
    clsx(invalid ? errorId : undefined, helperText ? helperId : undefined) ||
    undefined;
  return { helperId, errorId, invalid, describedBy };
}
