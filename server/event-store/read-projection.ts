import { asc, eq } from 'drizzle-orm';
import type {
  MilestoneStatus,
  TicketState,
  TicketStatus,
} from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { milestones, tickets } from '../db/schema/index.ts';

/** A ticket as its projection rows hold it, in the domain's shape (null when absent). */
export async function readTicketProjection(
  db: Executor,
  ticketId: string,
): Promise<TicketState | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!row) return null;
  const rows = await db
    .select()
    .from(milestones)
    .where(eq(milestones.ticketId, ticketId))
    .orderBy(asc(milestones.position));
  return {
    id: row.id,
    customerId: row.customerId,
    developerId: row.developerId,
    description: row.description,
    categories: row.categories,
    aiTool: row.aiTool,
    aiToolOther: row.aiToolOther,
    stack: row.stack,
    budget: row.budget,
    files: row.files,
    status: row.status as TicketStatus,
    statusBeforeModeration: row.statusBeforeModeration as TicketStatus | null,
    deleted: row.deleted,
    ratedBy: row.ratedBy as Array<'customer' | 'developer'>,
    createdAt: row.createdAt,
    version: row.version,
    milestones: rows.map((milestone) => ({
      id: milestone.id,
      title: milestone.title,
      description: milestone.description,
      estimatedMinutes: milestone.estimatedMinutes,
      hourlyRateCents: milestone.hourlyRateCents,
      status: milestone.status as MilestoneStatus,
      paid: milestone.paid,
      refunded: milestone.refunded,
      files: milestone.files,
    })),
  };
}
