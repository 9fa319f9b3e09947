import type { NotificationCursor } from '#shared/notifications.ts';
import { trpc } from '../../trpc.ts';

// Only the panel, fetched when the bell is first opened, reads the list and marks notices read.

// The bell's list is one paged query: the panel reads it, the live feed refreshes it.
const LIST = {};
const nextPage = {
  getNextPageParam: (page: { nextCursor: NotificationCursor | null }) => page.nextCursor,
};

/** The person's notices, newest first, a page at a time ("Show more"); read while `enabled`. */
export const useNotificationList = (enabled: boolean) =>
  trpc.notifications.list.useInfiniteQuery(LIST, { ...nextPage, enabled });

/** Marks a notice read (it was opened); the count the server answers goes into the badge. */
export function useMarkRead() {
  const utils = trpc.useUtils();
  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: ({ unread }) => {
      utils.notifications.unreadCount.setData(undefined, { unread });
      void utils.notifications.list.invalidate();
    },
  });
  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onSuccess: ({ unread }) => {
      utils.notifications.unreadCount.setData(undefined, { unread });
      void utils.notifications.list.invalidate();
    },
  });
  return { markRead, markAllRead };
}
