import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { discussionInputs } from '#shared/schemas/discussions.ts';
import { MODERATION_STATUS } from '#shared/domain/ticket/ticket-state.ts';
import { shortTicketId } from '#shared/format.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { messageReports, messages, profiles } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { GREETING, queueEmailToUser } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
import type { TicketContext } from '../tickets/ticket-procedure.ts';
import { ticketNotices } from '../tickets/ticket-notices.ts';
import { reportMessageLimitText, reportMessageLimits } from './limits.ts';
import { mayReport } from './thread-access.ts';
import { resolveThread } from './thread-queries.ts';

const MESSAGE_NOT_FOUND_TEXT = 'Message not found';
export const NOT_REPORTABLE_TEXT = 'Only messages from the other party can be reported.';

/** The report a person files a second time: found in the transaction, which then writes nothing. */
class AlreadyReported extends Error {}

/**
 * Reporting a message (docs/discussions.md): a party reports the other's message. The request goes
 * to REQUIRES_MOD_ASSISTANCE through the domain (ReportMessage, the previous status remembered),
 * and in the same transaction the report is recorded, the message flagged and, when the report
 * opens the case, every moderator is mailed its text (once per case: a request already waiting for
 * a moderator is in their queue). One report per person and message: a repeat (a double-click, a
 * retry) answers as the first did and adds no event and no mail; a person files a limited number of
 * reports an hour (limits.ts).
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
  const report = { messageId: input.messageId, reporterId: ctx.me.id };
  if (!(await isReported(ctx.db, report))) {
    await consumeRateLimits(ctx.db, reportMessageLimits(ctx.me.id), reportMessageLimitText);
    const filed = await fileReport(ctx, ticket.id, report, message.authorId, message.text);
    if (filed) return filed;
  }
  // A repeat answers as the first report did, with the request as it stands after that one (read
  // now: the thread above may have been read before the first report committed).
  const now = await readTicketProjection(ctx.db, ticket.id);
  return { status: now?.status ?? ticket.status };
}

/** Files a new report through the domain; null when the same person's report was there first. */
async function fileReport(
  ctx: TicketContext,
  ticketId: string,
  report: { messageId: string; reporterId: string },
  authorId: string,
  text: string,
): Promise<{ status: string } | null> {
  try {
    const { state } = await executeTicketCommand(ctx.db, {
      ticketId,
      command: { type: 'ReportMessage', messageId: report.messageId, messageAuthorId: authorId },
      actor: ctx.viewer,
      notices: ({ events, state }) => ticketNotices(ctx.env, events, state, ctx.viewer),
      sideEffects: ({ before, state }) => [
        async (tx) => {
          // A concurrent twin waits here for the first to commit, then finds it and rolls back.
          const [recorded] = await tx
            .insert(messageReports)
            .values(report)
            .onConflictDoNothing()
            .returning({ messageId: messageReports.messageId });
          if (!recorded) throw new AlreadyReported();
          await tx
            .update(messages)
            .set({ isReported: true })
            .where(eq(messages.id, report.messageId));
          if (before?.status !== MODERATION_STATUS) {
            await mailModerators(tx, ctx.env, state.id, text);
          }
        },
      ],
    });
    return { status: state.status };
  } catch (error) {
    if (error instanceof AlreadyReported) return null;
    throw error;
  }
}

async function isReported(db: Executor, report: { messageId: string; reporterId: string }) {
  const rows = await db
    .select({ messageId: messageReports.messageId })
    .from(messageReports)
    .where(
      and(
        eq(messageReports.messageId, report.messageId),
        eq(messageReports.reporterId, report.reporterId),
      ),
    );
  return rows.length > 0;
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
