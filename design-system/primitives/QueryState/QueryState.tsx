import type { ReactNode } from 'react';
import { Banner } from '../Banner';
import { Spinner } from '../Spinner';
import * as styles from './QueryState.css';

/** The part of a query's result this needs: TanStack Query's `useQuery` result fits as it is. */
export type QueryResultLike<T> = { readonly data?: T | undefined; readonly isError: boolean };

export type QueryStateProps<T> = {
  readonly query: QueryResultLike<T>;
  /** shown beside the spinner while there is nothing yet ("Reading the outbox") */
  readonly loading: string;
  /** the failure's title ("The outbox could not be read.") */
  readonly error: string;
  /** what happens next, under the title (one of `loadMessages`); none for a title alone */
  readonly errorDetail?: string;
  /**
   * `banner` (default) is a critical Banner, announced at once; `note` is one muted line
   * (title and detail run on), for a panel beside others that did load.
   */
  readonly errorStyle?: 'banner' | 'note';
  /** said instead of the content when the data is there but holds nothing */
  readonly empty?: ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  /** the content, once there is data (kept on a failed refresh: old data beats an error) */
  readonly children: (data: T) => ReactNode;
};

/**
 * One way to show what a query has: its content once there is data, else a failure if the
 * request failed, else a labelled spinner (role status).
 */
export function QueryState<T>({ query, loading, error, errorDetail, errorStyle = 'banner', empty, isEmpty, children }: QueryStateProps<T>) {
  const { data } = query;
  if (data) return <>{empty !== undefined && isEmpty?.(data) ? empty : children(data)}</>;
  if (query.isError) {
    return errorStyle === 'note' ? (
      <p className={styles.note}>{errorDetail ? `${error} ${errorDetail}` : error}</p>
    ) : (
      <Banner tone="critical" title={error}>
        {errorDetail}
      </Banner>
    );
  }
  return <Spinner label={loading} showLabel />;
}
