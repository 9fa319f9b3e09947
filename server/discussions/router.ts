import { discussionInputs } from '#shared/schemas/discussions.ts';
import { readCurrent } from '../db/replica-reads.ts';
import { router } from '../trpc/init.ts';
import { ticketProcedure } from '../tickets/ticket-procedure.ts';
import { markRead, sayTyping } from './read-marks.ts';
import { reportMessage } from './report-message.ts';
import { sendMessage } from './send-message.ts';
import { inboxFeed } from './inbox-feed.ts';
import { threadCardsPage, unreadCount } from './thread-cards.ts';
import { threadFeed } from './thread-feed.ts';
import { resolveThread, threadPage } from './thread-queries.ts';

/**
 * Discussions (docs/discussions.md): conversations, their messages, read marks, reports and live
 * feeds. The reads answer as the primary would (readCurrent, docs/scaling.md#read-replicas).
 */
export const discussionsRouter = router({
  threads: ticketProcedure
    .input(discussionInputs.threads)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => threadCardsPage(db, ctx.viewer, input?.cursor)),
    ),
  unread: ticketProcedure.query(({ ctx }) => readCurrent(ctx, (db) => unreadCount(db, ctx.viewer))),
  thread: ticketProcedure
    .input(discussionInputs.thread)
    .query(({ ctx, input }) => readCurrent(ctx, (db) => threadPage(db, ctx.viewer, input))),
  send: ticketProcedure
    .input(discussionInputs.send)
    .mutation(({ ctx, input }) => sendMessage(ctx, input)),
  markRead: ticketProcedure
    .input(discussionInputs.markRead)
    .mutation(({ ctx, input }) => markRead(ctx, input)),
  report: ticketProcedure
    .input(discussionInputs.report)
    .mutation(({ ctx, input }) => reportMessage(ctx, input)),
  typing: ticketProcedure
    .input(discussionInputs.typing)
    .mutation(({ ctx, input }) => sayTyping(ctx, input)),

  /** One conversation live, resumable with the last event id the client saw. */
  onThread: ticketProcedure
    .input(discussionInputs.onThread)
    .subscription(async ({ ctx, input, signal }) => {
      // Checked before the stream starts, so a stranger gets NOT_FOUND, not a broken stream.
      const thread = await resolveThread(ctx.db, ctx.viewer, input);
      return threadFeed(
        ctx,
        ctx.viewer,
        thread,
        input.lastEventId,
        signal ?? new AbortController().signal,
      );
    }),
  /** The viewer's cards and unread total as they change (or a signal to refetch them). */
  onInbox: ticketProcedure.subscription(({ ctx, signal }) =>
    inboxFeed(ctx, ctx.viewer, signal ?? new AbortController().signal),
  ),
});
