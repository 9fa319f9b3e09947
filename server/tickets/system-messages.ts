import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { messages } from '../db/schema/index.ts';
import type { SideEffect } from '../ticket-commands/ticket-store.ts';

/**
 * The discussion messages a decision posts (SPEC §4 "Ticket transitions"), written in the same
 * transaction as its events so the chat never disagrees with the plan.
 */
export function systemMessagesFor(events: TicketEvent[], state: TicketState): string[] {
  const titleOf = (milestoneId: string) =>
    state.milestones.find((milestone) => milestone.id === milestoneId)?.title ?? 'A milestone';
  const withFeedback = (text: string, feedback: string | null | undefined) =>
    feedback ? `${text}\n\n${feedback}` : text;
  return events.flatMap((event): string[] => {
    switch (event.type) {
      case 'PlanApproved':
        return [withFeedback('Plan is approved', event.data.feedback)];
      case 'PlanChangesRequested':
        return [withFeedback('Plan needs revisions', event.data.feedback)];
      case 'MilestoneApproved':
        return [
          withFeedback(
            event.data.automatic
              ? `Milestone "${titleOf(event.data.milestoneId)}" was approved automatically after 14 days in review`
              : `Milestone "${titleOf(event.data.milestoneId)}" is approved`,
            event.data.feedback,
          ),
        ];
      case 'MilestoneRejected':
        return [
          withFeedback(
            `Milestone "${titleOf(event.data.milestoneId)}" was sent back to the developer`,
            event.data.feedback,
          ),
        ];
      default:
        return [];
    }
  });
}

/** Posts the decision's system messages in the command's transaction; null when it posts none. */
export function systemMessages(events: TicketEvent[], state: TicketState): SideEffect | null {
  const texts = systemMessagesFor(events, state);
  if (texts.length === 0) return null;
  return async (tx) => {
    for (const text of texts) await postSystemMessage(tx).execute({ ticketId: state.id, text });
  };
}

const postSystemMessage = preparedPer((executor: Executor) =>
  executor
    .insert(messages)
    .values({
      ticketId: sql.placeholder('ticketId'),
      authorId: null,
      text: sql.placeholder('text'),
    })
    .prepare('post_system_message'),
);
