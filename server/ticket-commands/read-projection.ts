import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  MilestoneStatus,
  TicketState,
  TicketStatus,
} from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { milestones, ticketEvents, tickets } from '../db/schema/index.ts';

type MilestoneRow = typeof milestones.$inferSelect;

// A ticket's milestones travel as one JSON array, each keyed like drizzle's row. JSON carries
// strings, numbers, booleans and JSON columns as they are; a column of another kind (a date)
// would need decoding, so adding one must change this.
const milestoneColumns = Object.entries(getTableColumns(milestones));
for (const [key, column] of milestoneColumns) {
  if (!['string', 'number', 'boolean', 'json'].includes(column.dataType)) {
    throw new Error(`milestones.${key} (${column.dataType}) does not survive json_build_object`);
  }
}
const milestoneJson = sql.join(
  milestoneColumns.map(([key, column]) => sql`${sql.raw(`'${key}'`)}::text, ${column}`),
  sql`, `,
);

/**
 * The ticket row, its milestones in plan order, and the hash of its last event, which the next
 * event links to: one statement, so one consistent view, prepared once per database.
 */
const snapshotQuery = preparedPer((db: Executor) =>
  db
    .select({
      ticket: tickets,
      lastHash: ticketEvents.hash,
      milestones: sql<MilestoneRow[]>`(
        select coalesce(json_agg(json_build_object(${milestoneJson}) order by ${milestones.position}), '[]'::json)
        from ${milestones} where ${milestones.ticketId} = ${tickets.id})`,
    })
    .from(tickets)
    .leftJoin(
      ticketEvents,
      and(eq(ticketEvents.ticketId, tickets.id), eq(ticketEvents.version, tickets.version)),
    )
    .where(eq(tickets.id, sql.placeholder('ticketId')))
    .prepare('ticket_snapshot'),
);

/** A ticket's projection at its current version: the snapshot commands decide on (ADR 0006). */
export interface TicketSnapshot {
  state: TicketState;
  /** The hash of the event at `state.version`, or null if the chain has lost it. */
  lastHash: string | null;
}

/** Reads a ticket's projection rows (one statement, so one consistent view), or null. */
export async function readTicketSnapshot(
  executor: Executor,
  ticketId: string,
): Promise<TicketSnapshot | null> {
  const [found] = await snapshotQuery(executor).execute({ ticketId });
  if (!found) return null;
  const { ticket: row } = found;
  return {
    lastHash: found.lastHash,
    state: {
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
      moderationSince: row.moderationSince,
      deleted: row.deleted,
      ratedBy: row.ratedBy as Array<'customer' | 'developer'>,
      steppedBack: row.steppedBack,
      completedAt: row.completedAt,
      offeredTo: row.offeredTo,
      createdAt: row.createdAt,
      version: row.version,
      milestones: found.milestones.map((milestone) => ({
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
    },
  };
}

/** A ticket as its projection rows hold it, in the domain's shape (null when absent). */
export async function readTicketProjection(
  executor: Executor,
  ticketId: string,
): Promise<TicketState | null> {
  return (await readTicketSnapshot(executor, ticketId))?.state ?? null;
}
