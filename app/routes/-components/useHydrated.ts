import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server renders and during hydration, true afterwards. Prerendered pages are
 * the same HTML for every query string, so what depends on the URL's search (a "thank you" after
 * checkout) waits for this, or hydration would not match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
