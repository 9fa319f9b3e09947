import type { z } from 'zod';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { discussionInputs } from '#shared/schemas/discussions.ts';
import { AppError } from '#shared/errors.ts';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors.ts';
import { keyedId } from '../db/keyed-id.ts';
import { withPipelinedTransaction } from '../db/pipelined-transaction.ts';
import { messages } from '../db/schema/index.ts';
import { attachableFiles } from '../files/file-access.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import type { TicketContext } from '../tickets/ticket-procedure.ts';
import { sendMessageLimitText, sendMessageLimits } from './limits.ts';
import { queueMessageEmail } from './message-email.ts';
import { postMessage } from './post-message.ts';
import { resolveThread } from './thread-queries.ts';

export const READ_ONLY_TEXT = 'This conversation is read-only.';

/**
 * Whom a message is for: the other party. A moderator speaks to both parties at once, and a
 * message has one recipient, so theirs is for nobody in particular (as the system's decisions
 * are): it counts as unread for neither and sends no message mail; both see it live in the
 * conversation and their inboxes hear of it. Naming one party would count it and mail it to that
 * one only, as if the other were not addressed.
 */
function recipientOf(author: Actor, customerId: string, developerId: string): string | null {
  if (author.role === 'moderator') return null;
  return author.id === customerId ? developerId : customerId;
}

/**
 * Sending a message (docs/discussions.md): a party (or a moderator) posts in a conversation they
 * may write in; attachments are files they uploaded (or the request's own), named from our records
 * (ADR 0008). The message and its delayed mail to the other party are one transaction; the live bus
 * tells both on commit.
 */
export async function sendMessage(
  ctx: TicketContext,
  input: z.output<typeof discussionInputs.send>,
): Promise<ChatMessage> {
  // The same key again (a retry after a lost answer): the message sent the first time.
  const id = keyedId(ctx.me.id, input.messageKey, 'message');
  const before = await sentBefore(ctx, id);
  if (before) return before;
  await consumeRateLimits(ctx.db, sendMessageLimits(ctx.me.id), sendMessageLimitText);
  const thread = await resolveThread(ctx.db, ctx.viewer, input);
  if (thread.access !== 'write') throw new AppError('CONFLICT', READ_ONLY_TEXT);
  const { ticket, developerId } = thread;
  const attachments = (await attachableFiles(ctx.db, ctx.viewer, input.files, ticket.id)) ?? {};
  const recipientId = recipientOf(ctx.viewer, ticket.customerId, developerId);
  const message = {
    id,
    ticketId: ticket.id,
    developerId,
    authorId: ctx.me.id,
    recipientId,
    text: input.text,
    attachments,
  };
  let posted: Awaited<ReturnType<typeof postMessage>>;
  try {
    [posted] = await withPipelinedTransaction(ctx.db, (tx) => [
      postMessage(tx, message, [ticket.customerId, developerId]),
      ...(recipientId
        ? [queueMessageEmail(tx, ctx.env, { ticketId: ticket.id, developerId, recipientId })]
        : []),
    ]);
  } catch (error) {
    // Two tries with one key at once: the second finds the first's message.
    const first = isUniqueViolation(error, 'messages_pkey') ? await sentBefore(ctx, id) : null;
    if (first) return first;
    throw error;
  }
  return {
    id: posted.id,
    seq: posted.seq,
    authorId: ctx.me.id,
    authorRole: ctx.me.role,
    text: input.text,
    attachments,
    createdAt: posted.createdAt,
    isRead: false,
    isReported: false,
  };
}

/** The message `id` as its author sent it, or null when they sent none with it. */
async function sentBefore(ctx: TicketContext, id: string): Promise<ChatMessage | null> {
  const [sent] = await ctx.db
    .select({
      id: messages.id,
      seq: messages.seq,
      authorId: messages.authorId,
      text: messages.text,
      attachments: messages.attachments,
      createdAt: messages.createdAt,
      isRead: messages.isRead,
      isReported: messages.isReported,
    })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.authorId, ctx.me.id)));
  return sent ? { ...sent, authorRole: ctx.me.role } : null;
}
