import { and, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { discussionInputs } from '#shared/schemas/discussions.ts';
import { messages } from '../db/schema/index.ts';
import type { TicketContext } from '../tickets/ticket-procedure.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { typingLimits } from './limits.ts';
import { inboxTopic, threadTopic } from './post-message.ts';
import { resolveThread } from './thread-queries.ts';

/**
 * Incoming messages (docs/lifecycle.md#other-states) are marked read on load and on live arrival (a
 * mutation: reading never writes). Only messages meant for the viewer change; the other party's
 * feed hears how far they read ("Seen"), and the viewer's inbox their new unread count.
 */
export async function markRead(
  ctx: TicketContext,
  input: z.output<typeof discussionInputs.markRead>,
): Promise<{ marked: number }> {
  const { ticket, developerId } = await resolveThread(ctx.db, ctx.viewer, input);
  const marked = await ctx.db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.ticketId, ticket.id),
        eq(messages.developerId, developerId),
        eq(messages.recipientId, ctx.me.id),
        eq(messages.isRead, false),
        lte(messages.seq, input.upTo),
      ),
    )
    .returning({ seq: messages.seq });
  if (marked.length === 0) return { marked: 0 };
  const upTo = String(Math.max(...marked.map((row) => Number(row.seq))));
  // One notice for both topics: the feed's "Seen", and the reader's inbox (the card it updates).
  const ids = { ticketId: ticket.id, developerId, upTo, by: ctx.me.id };
  await ctx.bus.publish(ctx.db, [
    { topic: threadTopic(ticket.id, developerId), type: 'message.read', ids },
    { topic: inboxTopic(ctx.me.id), type: 'message.read', ids },
  ]);
  return { marked: marked.length };
}

/** "… is typing": said on the conversation's feed only, never stored. */
export async function sayTyping(
  ctx: TicketContext,
  input: z.output<typeof discussionInputs.typing>,
) {
  await consumeRateLimits(ctx.db, typingLimits(ctx.me.id));
  const { ticket, developerId, access } = await resolveThread(ctx.db, ctx.viewer, input);
  if (access !== 'write') return;
  await ctx.bus.publish(ctx.db, {
    topic: threadTopic(ticket.id, developerId),
    type: 'message.typing',
    ids: { by: ctx.me.id },
  });
}
