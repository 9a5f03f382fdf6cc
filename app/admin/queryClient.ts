import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { dataCache } from '../../domain/constants';
import { ApiError } from '../api/client';

/**
 * The admin area's QueryClient (created inside the admin layout only, so public pages never
 * load TanStack Query): fresh 5 minutes, kept 10 (spec section 9). A 401 from any admin call
 * means the server ended the session: `onUnauthorized` lets the guard act at once.
 */
export function createAdminQueryClient(options: { onUnauthorized?: () => void } = {}): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.isUnauthorized) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: dataCache.staleTimeMs, gcTime: dataCache.gcTimeMs },
    },
  });
}
