import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { dataCache } from '../../domain/constants';
import { adminRefusalReasons } from '../../domain/admin-sign-in';
import { ApiError } from '../api/client';

/**
 * The admin area's QueryClient (created inside the admin layout only, so public pages never
 * load TanStack Query): fresh 5 minutes, kept 10 (spec section 9). A 401 from any admin call
 * means the server ended the session: `onUnauthorized` lets the guard act at once. A 403
 * `second_factor_enrolment_required` means an invited admin has no second factor yet:
 * `onEnrolmentRequired` sends them to enrol.
 */
export function createAdminQueryClient(options: { onUnauthorized?: () => void; onEnrolmentRequired?: () => void } = {}): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) options.onUnauthorized?.();
    if (error instanceof ApiError && error.status === 403 && (error.body as { reason?: unknown } | undefined)?.reason === adminRefusalReasons.enrolment) {
      options.onEnrolmentRequired?.();
    }
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: dataCache.staleTimeMs, gcTime: dataCache.gcTimeMs },
    },
  });
}
