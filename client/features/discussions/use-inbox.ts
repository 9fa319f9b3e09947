import { useCallback } from 'react';
import { skipToken, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import type { InboxSignal } from '#shared/domain/discussions/messages.ts';
import type { Role } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { withCardChange } from './inbox-cards.ts';

/** Who has conversations of their own (a moderator reads others' and has no unread count). */
export const hasInbox = (role: Role) => role === 'customer' || role === 'developer';

// "Your Tickets" is one paged query: the screen reads it, the inbox feed updates it.
const THREADS = {};
const nextPage = {
  getNextPageParam: (page: { next: { createdAt: Date; id: string; developerId: string } | null }) =>
    page.next,
};

/** "Your Tickets", a page at a time (the next one loads as the visitor scrolls). */
export const useThreadCards = () => trpc.discussions.threads.useInfiniteQuery(THREADS, nextPage);

/** Refetches the conversation cards and the unread total. */
function useRefreshInbox() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([utils.discussions.threads.invalidate(), utils.discussions.unread.invalidate()]),
    [utils],
  );
}

/**
 * Keeps the cards and the unread total live: each inbox signal brings the viewer's cards of what
 * changed and their unread total, written into what is cached without asking again. A `refresh`
 * (the server may have missed changes) refetches both, as does the feed's (re)start, since what
 * changed while it was down was never announced. Mounted once, by the nav (always on screen when
 * signed in), so every screen that shows either is live without a feed of its own.
 */
export function useLiveInbox(enabled: boolean) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const refresh = useRefreshInbox();
  // A fetch under way may have read before this change, and its answer would overwrite it: that
  // one is asked again instead (invalidating cancels it), after the change.
  const fetching = (procedure: Parameters<typeof getQueryKey>[0]) =>
    queryClient.isFetching({ queryKey: getQueryKey(procedure) }) > 0;
  const apply = (signal: InboxSignal) => {
    if ('refresh' in signal) return void refresh();
    if (fetching(trpc.discussions.threads)) void utils.discussions.threads.invalidate();
    else {
      utils.discussions.threads.setInfiniteData(THREADS, (data) =>
        data ? { ...data, pages: withCardChange(data.pages, signal) } : data,
      );
    }
    if (fetching(trpc.discussions.unread)) void utils.discussions.unread.invalidate();
    else utils.discussions.unread.setData(undefined, { total: signal.unread });
  };
  trpc.discussions.onInbox.useSubscription(enabled ? undefined : skipToken, {
    onStarted: () => void refresh(),
    onData: apply,
  });
}

/** The number of unread messages in all of the viewer's conversations, for the nav badge. */
export function useUnreadTotal(enabled: boolean): number {
  const unread = trpc.discussions.unread.useQuery(undefined, { enabled });
  return enabled ? (unread.data?.total ?? 0) : 0;
}
