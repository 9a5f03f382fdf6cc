import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { StepUpDialog, type StepUpProof } from '../../design-system';
import { adminRefusalReasons } from '../../domain/admin-sign-in';
import { waitLabel } from '../../domain/constants';
import { api, ApiError } from '../api/client';

/** The server's 403 for an account change from a session whose last proof of identity is old. */
const isStepUpRequired = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && (error.body as { reason?: unknown } | undefined)?.reason === adminRefusalReasons.stepUp;

/**
 * Step-up for account changes (docs/security.md): `withStepUp(task, action)` runs the task; when
 * the server answers `step_up_required`, it shows "Confirm it's you", sends the password or code
 * to admin-step-up, and runs the task once more. Cancelling gives the task's refusal back.
 * Render `dialog` once in the page.
 */
export function useStepUp(token: string, options: { totpAvailable?: boolean } = {}): {
  withStepUp: <T>(task: () => Promise<T>, action?: string) => Promise<T>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<{ action: string | undefined } | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const confirm = useMutation({ mutationFn: (proof: StepUpProof) => api.adminStepUp(proof, { token }) });

  const withStepUp = useCallback(async <T,>(task: () => Promise<T>, action?: string): Promise<T> => {
    try {
      return await task();
    } catch (error) {
      if (!isStepUpRequired(error)) throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setAsking({ action });
      });
      if (!confirmed) throw error;
      return task();
    }
  }, []);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
    setAsking(null);
    confirm.reset();
  };
  const refusal = confirm.error instanceof ApiError
    ? confirm.error.isRateLimited
      ? `Too many tries.${confirm.error.retryAfter !== undefined ? ` Wait ${waitLabel(confirm.error.retryAfter)} before trying again.` : ''}`
      : confirm.error.message
    : confirm.isError
      ? 'The server did not answer. Try again in a moment.'
      : null;

  const dialog = (
    <StepUpDialog
      open={asking !== null}
      action={asking?.action}
      totpAvailable={options.totpAvailable}
      submitting={confirm.isPending}
      error={refusal}
      onConfirm={(proof) => confirm.mutate(proof, { onSuccess: () => finish(true) })}
      onCancel={() => finish(false)}
    />
  );
  return { withStepUp, dialog };
}
