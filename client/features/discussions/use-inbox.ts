import { useCallback } from 'react';
import { skipToken } from '@tanstack/react-query';
import type { Role } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';

/** Who has conversations of their own (a moderator reads others' and has no unread count). */
export const hasInbox = (role: Role) => role === 'customer' || role === 'developer';

/** Refetches the conversation cards and the unread total. */
export function useRefreshInbox() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([utils.discussions.threads.invalidate(), utils.discussions.unread.invalidate()]),
    [utils],
  );
}

/**
 * Keeps the cards and the unread total live: any event on the inbox feed means "your
 * conversations or their unread counts changed". Mounted once, by the nav (always on screen when
 * signed in), so every screen that shows either is live without a feed of its own. Also refetched
 * when the feed (re)starts, since what changed while it was down was never announced.
 */
export function useLiveInbox(enabled: boolean) {
  const refresh = useRefreshInbox();
  trpc.discussions.onInbox.useSubscription(enabled ? undefined : skipToken, {
    onStarted: () => void refresh(),
    onData: () => void refresh(),
  });
}

/** The number of unread messages in all of the viewer's conversations, for the nav badge. */
export function useUnreadTotal(enabled: boolean): number {
  const unread = trpc.discussions.unread.useQuery(undefined, { enabled });
  return enabled ? (unread.data?.total ?? 0) : 0;
}
