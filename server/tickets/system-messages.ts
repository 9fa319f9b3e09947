import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import { caseOutcome } from '#shared/domain/ticket/case-outcome.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { messagePost, type MessagePost } from '../discussions/post-message.ts';

/**
 * The discussion messages a decision posts (docs/lifecycle.md#who-may-do-what).
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
      case 'MilestoneSubmitted': {
        const count = Object.keys(event.data.files).length;
        const files = count === 1 ? 'one file' : `${count} files`;
        return [
          withFeedback(
            `Milestone "${titleOf(event.data.milestoneId)}" was submitted for review with ${files}`,
            event.data.note,
          ),
        ];
      }
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
      case 'NoSolutionDeclared':
        return [withFeedback('The Unblocker found no solution', event.data.reason)];
      case 'DisputeOpened':
        return [withFeedback('The customer asked a moderator to step in', event.data.reason)];
      case 'MessageReported':
        return ['A message was reported to the moderators'];
      case 'MilestoneRefunded':
        return [`Milestone "${titleOf(event.data.milestoneId)}" was refunded to the customer`];
      case 'CaseResolved':
        return [
          withFeedback(
            `A moderator resolved the case: ${caseOutcome(event.data, (id) => `"${titleOf(id)}"`)}`,
            event.data.note,
          ),
        ];
      default:
        return [];
    }
  });
}

/**
 * The party a decision's message is for: the other side of whoever decided. A decision of the
 * system, a moderator or the payment provider is for nobody in particular (counted unread by none).
 */
export function recipientOf(actor: Actor, state: TicketState): string | null {
  if (actor.id === state.customerId) return state.developerId;
  if (actor.id === state.developerId) return state.customerId;
  return null;
}

/**
 * The decision's system messages, posted in the request's discussion (the assigned developer's
 * conversation) in the command's own statement, so the chat never disagrees with the plan.
 */
export function systemPosts(
  events: TicketEvent[],
  state: TicketState,
  actor: Actor,
): MessagePost[] {
  const recipientId = recipientOf(actor, state);
  return systemMessagesFor(events, state).map((text) =>
    messagePost(
      {
        ticketId: state.id,
        developerId: state.developerId,
        authorId: null,
        recipientId,
        text,
        attachments: {},
      },
      [state.customerId, state.developerId],
    ),
  );
}
