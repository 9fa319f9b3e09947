import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server and while it hydrates the prerendered HTML; true once
 * the page is live (and at once on a page rendered in the browser). For controls that would do
 * the wrong thing without JavaScript, e.g. a form's native submit putting the typed email
 * address into the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
