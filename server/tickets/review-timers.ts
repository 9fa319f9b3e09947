import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { SideEffect } from '../ticket-commands/ticket-store.ts';
import {
  AUTO_APPROVE_AFTER_DAYS,
  REVIEW_REMINDER_DAYS,
  daysAfter,
} from '#shared/domain/ticket/review-window.ts';
import { enqueueJob } from '../jobs/enqueue.ts';

export const AUTO_APPROVE_TASK = 'auto-approve-milestone';
export const REVIEW_REMINDER_TASK = 'review-reminder';

/**
 * A milestone left in review is approved automatically after 14 days, with reminders to the
 * customer at 7 and 12 (docs/moderation.md). Scheduled in the submitting transaction; each job
 * checks the milestone is still in review when it runs, so an earlier decision simply makes it a
 * no-op.
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
  const at = (days: number) => daysAfter(now, days);
  return async (tx) => {
    for (const milestoneId of submitted) {
      const payload = { ticketId: state.id, milestoneId };
      // The job key replaces an older timer if the milestone is submitted again after a send-back.
      await enqueueJob(tx, AUTO_APPROVE_TASK, payload, {
        runAt: at(AUTO_APPROVE_AFTER_DAYS),
        jobKey: `auto-approve:${milestoneId}`,
      });
      for (const days of REVIEW_REMINDER_DAYS) {
        await enqueueJob(tx, REVIEW_REMINDER_TASK, payload, {
          runAt: at(days),
          jobKey: `review-reminder-${days}:${milestoneId}`,
        });
      }
    }
  };
}
