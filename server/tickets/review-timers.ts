import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { executeTicketCommand, type SideEffect } from '../event-store/ticket-store.ts';
import { readTicketProjection } from '../event-store/read-projection.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { queueTicketEmails, ticketEmails } from './ticket-emails.ts';
import { systemMessages } from './system-messages.ts';
import { moneyEffects } from '../payments/money-effects.ts';

export const AUTO_APPROVE_TASK = 'auto-approve-milestone';
export const REVIEW_REMINDER_TASK = 'review-reminder';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DESIGN §5: a milestone left in review is approved automatically after 14 days, with reminders
 * to the customer at 7 and 12. Scheduled in the submitting transaction; each job checks the
 * milestone is still in review when it runs, so an earlier decision simply makes it a no-op.
 */
export function reviewTimers(
  events: TicketEvent[],
  state: TicketState,
  now: Date,
): SideEffect | null {
  const submitted = events.flatMap((event) =>
    event.type === 'MilestoneSubmitted' ? [event.data.milestoneId] : [],
  );
  if (submitted.length === 0) return null;
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return async (tx) => {
    for (const milestoneId of submitted) {
      const payload = { ticketId: state.id, milestoneId };
      // The job key replaces an older timer if the milestone is submitted again after a send-back.
      await enqueueJob(tx, AUTO_APPROVE_TASK, payload, {
        runAt: at(14),
        jobKey: `auto-approve:${milestoneId}`,
      });
      for (const days of [7, 12]) {
        await enqueueJob(tx, REVIEW_REMINDER_TASK, payload, {
          runAt: at(days),
          jobKey: `review-reminder-${days}:${milestoneId}`,
        });
      }
    }
  };
}

const payloadSchema = z.object({ ticketId: z.uuid(), milestoneId: z.uuid() });

const stillInReview = async (db: Database, ticketId: string, milestoneId: string) => {
  const ticket = await readTicketProjection(db, ticketId);
  return ticket?.milestones.find((m) => m.id === milestoneId)?.status === 'IN_REVIEW'
    ? ticket
    : null;
};

export function autoApproveTask(deps: { db: Database; bus: LiveBus; env: Env }): Task {
  return async (payload) => {
    const { ticketId, milestoneId } = payloadSchema.parse(payload);
    if (!(await stillInReview(deps.db, ticketId, milestoneId))) return;
    try {
      await executeTicketCommand(deps.db, {
        ticketId,
        command: { type: 'AutoApproveMilestone', milestoneId },
        actor: { id: 'system', role: 'system' },
        sideEffects: ({ events, state }) => [
          systemMessages(events, state),
          ticketEmails(deps.env, events, state),
          moneyEffects(events, new Date()),
        ],
      });
    } catch (error) {
      // Decided meanwhile (or under moderation): nothing left to do.
      if (!(error instanceof AppError)) throw error;
    }
  };
}

export function reviewReminderTask(deps: { db: Database; env: Env }): Task {
  return async (payload) => {
    const { ticketId, milestoneId } = payloadSchema.parse(payload);
    const ticket = await stillInReview(deps.db, ticketId, milestoneId);
    if (!ticket) return;
    await deps.db.transaction((tx) =>
      queueTicketEmails(
        tx,
        deps.env,
        [{ type: 'MilestoneSubmitted', data: { milestoneId } }],
        ticket,
      ),
    );
  };
}
