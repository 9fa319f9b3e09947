import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { discussionInputs } from '#shared/schemas/discussions.ts';
import { shortTicketId } from '#shared/format.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { messages, profiles } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { GREETING, queueEmailToUser } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
import type { TicketContext } from '../tickets/ticket-procedure.ts';
import { ticketNotices } from '../tickets/ticket-notices.ts';
import { mayReport } from './thread-access.ts';
import { resolveThread } from './thread-queries.ts';

export const MESSAGE_NOT_FOUND_TEXT = 'Message not found';
export const NOT_REPORTABLE_TEXT = 'Only messages from the other party can be reported.';

/**
 * SPEC §4 "Reporting a message": a party reports the other's message. The request goes to
 * REQUIRES_MOD_ASSISTANCE through the domain (ReportMessage, the previous status remembered), and
 * in the same transaction the message is flagged and every moderator is mailed its text.
 */
export async function reportMessage(
  ctx: TicketContext,
  input: z.output<typeof discussionInputs.report>,
): Promise<{ status: string }> {
  const [message] = await ctx.db
    .select({
      ticketId: messages.ticketId,
      developerId: messages.developerId,
      authorId: messages.authorId,
      text: messages.text,
    })
    .from(messages)
    .where(eq(messages.id, input.messageId));
  if (!message?.developerId) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND_TEXT);
  const { ticket } = await resolveThread(ctx.db, ctx.viewer, {
    ticketId: message.ticketId,
    developerId: message.developerId,
  }).catch(() => {
    throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND_TEXT);
  });
  // The other party's words only: a moderator's (or the system's) are not the parties' to report.
  const byParty =
    message.authorId === ticket.customerId || message.authorId === message.developerId;
  if (!message.authorId || !byParty || !mayReport(ticket, ctx.viewer, message.authorId)) {
    throw new AppError('CONFLICT', NOT_REPORTABLE_TEXT);
  }
  const authorId = message.authorId;
  const { state } = await executeTicketCommand(ctx.db, {
    ticketId: ticket.id,
    command: { type: 'ReportMessage', messageId: input.messageId, messageAuthorId: authorId },
    actor: ctx.viewer,
    notices: ({ events, state }) => ticketNotices(ctx.env, events, state, ctx.viewer),
    sideEffects: ({ state }) => [
      async (tx) => {
        await tx.update(messages).set({ isReported: true }).where(eq(messages.id, input.messageId));
        await mailModerators(tx, ctx.env, state.id, message.text);
      },
    ],
  });
  return { status: state.status };
}

async function mailModerators(tx: Executor, env: Env, ticketId: string, text: string) {
  const moderators = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.userType, 'moderator'));
  for (const moderator of moderators) {
    await queueEmailToUser(
      tx,
      moderator.id,
      renderEmail({
        subject: `A message was reported on request ${shortTicketId(ticketId)}`,
        paragraphs: [GREETING, 'A participant reported this message:', text || '(files only)'],
        action: { label: 'Open the moderation queue', url: `${env.publicUrl}/moderation` },
      }),
    );
  }
}
