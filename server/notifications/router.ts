import { notificationInputs } from '#shared/schemas/notifications.ts';
import { authedProcedure, router } from '../trpc/init.ts';
import { bellFeed } from './bell-feed.ts';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationPage,
  unreadNotifications,
} from './notification-queries.ts';

/**
 * The bell (docs/notifications.md): a signed-in person's own notices, their unread count, reading
 * them, and the count live. Every procedure reads and writes the caller's rows only.
 */
export const notificationsRouter = router({
  list: authedProcedure
    .input(notificationInputs.list)
    .query(({ ctx, input }) => notificationPage(ctx.db, ctx.me.id, input?.cursor)),
  unreadCount: authedProcedure.query(async ({ ctx }) => ({
    unread: await unreadNotifications(ctx.db, ctx.me.id),
  })),
  markRead: authedProcedure
    .input(notificationInputs.markRead)
    .mutation(({ ctx, input }) => markNotificationRead(ctx, ctx.me.id, input.id)),
  markAllRead: authedProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx, ctx.me.id)),
  /** The unread count each time the person's bell changes. */
  onChanged: authedProcedure.subscription(({ ctx, signal }) =>
    bellFeed(ctx, ctx.me.id, signal ?? new AbortController().signal),
  ),
});
