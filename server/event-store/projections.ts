import { and, eq, notInArray } from 'drizzle-orm';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { milestones, tickets, userFeedback } from '../db/schema/index.ts';

/**
 * Writes a ticket's state into its projection rows, in the transaction that appended the events.
 * The whole ticket is written from the folded state, so projections equal a replay by design.
 */
export async function writeTicketProjection(
  tx: Executor,
  state: TicketState,
  at: Date,
): Promise<void> {
  const row = {
    id: state.id,
    customerId: state.customerId,
    developerId: state.developerId,
    description: state.description,
    categories: state.categories,
    aiTool: state.aiTool,
    aiToolOther: state.aiToolOther,
    stack: state.stack,
    budget: state.budget,
    files: state.files,
    status: state.status,
    statusBeforeModeration: state.statusBeforeModeration,
    deleted: state.deleted,
    ratedBy: state.ratedBy,
    version: state.version,
    createdAt: state.createdAt,
    updatedAt: at,
  };
  await tx.insert(tickets).values(row).onConflictDoUpdate({ target: tickets.id, set: row });

  const ids = state.milestones.map((milestone) => milestone.id);
  await tx
    .delete(milestones)
    .where(
      ids.length > 0
        ? and(eq(milestones.ticketId, state.id), notInArray(milestones.id, ids))
        : eq(milestones.ticketId, state.id),
    );
  for (const [position, milestone] of state.milestones.entries()) {
    const values = { ...milestone, ticketId: state.id, position };
    await tx
      .insert(milestones)
      .values(values)
      .onConflictDoUpdate({ target: milestones.id, set: values });
  }
}

/** Ratings are upserted per ticket and author role (SPEC §5 "Rating"). */
export async function writeFeedback(
  tx: Executor,
  ticketId: string,
  events: TicketEvent[],
): Promise<void> {
  for (const event of events) {
    if (event.type !== 'TicketRated') continue;
    const values = {
      ticketId,
      feedbackLeftBy: event.data.by,
      rating: event.data.rating,
      feedback: event.data.feedback,
    };
    await tx
      .insert(userFeedback)
      .values(values)
      .onConflictDoUpdate({
        target: [userFeedback.ticketId, userFeedback.feedbackLeftBy],
        set: values,
      });
  }
}
