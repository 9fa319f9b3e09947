import { useCallback } from 'react';
import { trpc } from '../../trpc.ts';

/** The panel's id, which the bell names as what it shows or hides. */
export const BELL_PANEL_ID = 'bell-panel';

/** How many of the person's notices are unread (the bell's badge). */
export function useUnreadNotifications(): number {
  return trpc.notifications.unreadCount.useQuery().data?.unread ?? 0;
}

/**
 * Keeps the bell live (docs/notifications.md#live): each signal brings the unread count as it now
 * stands, written into the cache, and the list is read again when shown. The feed's (re)start
 * refetches both, since what changed while it was down was never announced. Mounted once, by the
 * bell in the top bar (always on screen when signed in).
 */
export function useLiveBell() {
  const utils = trpc.useUtils();
  const refresh = useCallback(
    () =>
      Promise.all([
        utils.notifications.unreadCount.invalidate(),
        utils.notifications.list.invalidate(),
      ]),
    [utils],
  );
  trpc.notifications.onChanged.useSubscription(undefined, {
    onStarted: () => void refresh(),
    onData: (signal) => {
      utils.notifications.unreadCount.setData(undefined, { unread: signal.unread });
      void utils.notifications.list.invalidate();
    },
  });
}
