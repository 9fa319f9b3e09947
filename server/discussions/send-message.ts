import type { z } from 'zod';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import type { discussionInputs } from '#shared/schemas/discussions.ts';
import { AppError } from '#shared/errors.ts';
import { withPipelinedTransaction } from '../db/pipelined-transaction.ts';
import { attachableFiles } from '../files/file-access.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import type { TicketContext } from '../tickets/ticket-procedure.ts';
import { sendMessageLimitText, sendMessageLimits } from './limits.ts';
import { queueMessageEmail } from './message-email.ts';
import { postMessage } from './post-message.ts';
import { resolveThread } from './thread-queries.ts';

export const READ_ONLY_TEXT = 'This conversation is read-only.';

/**
 * SPEC §7 "Sending a message": a party posts in a conversation they may write in; attachments are
 * files they uploaded (or the request's own), named from our records (ADR 0008). The message and
 * its delayed mail to the other party are one transaction; the live bus tells both on commit.
 */
export async function sendMessage(
  ctx: TicketContext,
  input: z.output<typeof discussionInputs.send>,
): Promise<ChatMessage> {
  await consumeRateLimits(ctx.db, sendMessageLimits(ctx.me.id), sendMessageLimitText);
  const thread = await resolveThread(ctx.db, ctx.viewer, input);
  if (thread.access !== 'write') throw new AppError('CONFLICT', READ_ONLY_TEXT);
  const { ticket, developerId } = thread;
  const attachments = (await attachableFiles(ctx.db, ctx.viewer, input.files, ticket.id)) ?? {};
  const recipientId = ctx.me.id === ticket.customerId ? developerId : ticket.customerId;
  const message = {
    ticketId: ticket.id,
    developerId,
    authorId: ctx.me.id,
    recipientId,
    text: input.text,
    attachments,
  };
  const [posted] = await withPipelinedTransaction(ctx.db, (tx) => [
    postMessage(tx, message, [ticket.customerId, developerId]),
    queueMessageEmail(tx, ctx.env, { ticketId: ticket.id, developerId, recipientId }),
  ]);
  return {
    id: posted.id,
    seq: posted.seq,
    authorId: ctx.me.id,
    text: input.text,
    attachments,
    createdAt: posted.createdAt,
    isRead: false,
    isReported: false,
  };
}
