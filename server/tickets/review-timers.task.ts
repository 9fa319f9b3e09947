import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { DomainError } from '#shared/domain/errors.ts';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import { milestoneInReview } from '#shared/domain/ticket/ticket-rules.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { moneyEffects } from '../payments/money-effects.ts';
import { reminderMails } from './ticket-emails.ts';
import { ticketNotices } from './ticket-notices.ts';
import { queueEmailToUser } from '../mail/outbox.ts';
import { unsubscribeSecret } from '../mail/unsubscribe-token.ts';

// The jobs the review timers schedule (review-timers.ts); each checks the milestone is still in
// review when it runs, so an earlier decision makes it a no-op.

const payloadSchema = z.object({ ticketId: z.uuid(), milestoneId: z.uuid() });

// A milestone refunded by a moderator while in review keeps its status but is out of the plan:
// the domain's rule (milestoneInReview) leaves it out, so no reminder is sent for it.
const stillInReview = async (db: Database, ticketId: string, milestoneId: string) => {
  const ticket = await readTicketProjection(db, ticketId);
  return ticket && milestoneInReview(ticket)?.id === milestoneId ? ticket : null;
};

export function autoApproveTask(deps: { db: Database; env: Env }): Task {
  return async (payload) => {
    const { ticketId, milestoneId } = payloadSchema.parse(payload);
    if (!(await stillInReview(deps.db, ticketId, milestoneId))) return;
    try {
      await executeTicketCommand(deps.db, {
        ticketId,
        command: { type: 'AutoApproveMilestone', milestoneId },
        actor: { id: 'system', role: 'system' },
        notices: ({ events, state }) =>
          ticketNotices(deps.env, events, state, { id: 'system', role: 'system' }),
        sideEffects: ({ events }) => [moneyEffects(events, new Date())],
      });
    } catch (error) {
      // Decided meanwhile (or under moderation): nothing left to do.
      if (!(error instanceof DomainError || error instanceof AppError)) throw error;
    }
  };
}

export function reviewReminderTask(deps: { db: Database; env: Env }): Task {
  return async (payload) => {
    const { ticketId, milestoneId } = payloadSchema.parse(payload);
    const ticket = await stillInReview(deps.db, ticketId, milestoneId);
    if (!ticket) return;
    const reminder: TicketEvent = {
      type: 'MilestoneSubmitted',
      data: { milestoneId, files: {}, note: null, to: ticket.status },
    };
    // Skipped for a customer who turned reminders off (docs/mail.md#what-unblock-mails).
    const secret = await unsubscribeSecret(deps.db);
    for (const mail of reminderMails(deps.env, secret, [reminder], ticket)) {
      await queueEmailToUser(deps.db, mail.userId, mail.email);
    }
  };
}
