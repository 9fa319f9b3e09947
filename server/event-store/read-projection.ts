import type {
  MilestoneStatus,
  TicketState,
  TicketStatus,
} from '#shared/domain/ticket/ticket-state.ts';
import type { Sql } from 'postgres';
import type { Executor } from '../db/client.ts';
import { milestones, tickets } from '../db/schema/index.ts';
import { sqlOf, tableCodec } from '../db/table-codec.ts';

export const ticketCodec = tableCodec(tickets);
export const milestoneCodec = tableCodec(milestones);

// The ticket row, its milestones in plan order (as JSON objects keyed by column name), and the
// hash of its last event, which the next event links to: one statement.
const SELECT_SNAPSHOT = `
  select ${ticketCodec.columns('t')}, e.hash as last_hash,
    (select coalesce(json_agg(m order by m.position), '[]')
     from milestones m where m.ticket_id = t.id) as milestone_rows
  from tickets t
  left join ticket_events e on e.ticket_id = t.id and e.version = t.version
  where t.id = $1`;

/** A ticket's projection at its current version: the snapshot commands decide on (ADR 0006). */
export interface TicketSnapshot {
  state: TicketState;
  /** The hash of the event at `state.version`, or null if the chain has lost it. */
  lastHash: string | null;
}

/** Reads a ticket's projection rows (one statement, so one consistent view), or null. */
export async function readTicketSnapshot(
  client: Sql,
  ticketId: string,
): Promise<TicketSnapshot | null> {
  const [raw] = await client.unsafe(SELECT_SNAPSHOT, [ticketId]);
  if (!raw) return null;
  const row = ticketCodec.decode(raw);
  return {
    lastHash: (raw.last_hash as string | null) ?? null,
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
      deleted: row.deleted,
      ratedBy: row.ratedBy as Array<'customer' | 'developer'>,
      createdAt: row.createdAt,
      version: row.version,
      milestones: (raw.milestone_rows as Array<Record<string, unknown>>).map((rawMilestone) => {
        const milestone = milestoneCodec.decode(rawMilestone);
        return {
          id: milestone.id,
          title: milestone.title,
          description: milestone.description,
          estimatedMinutes: milestone.estimatedMinutes,
          hourlyRateCents: milestone.hourlyRateCents,
          status: milestone.status as MilestoneStatus,
          paid: milestone.paid,
          refunded: milestone.refunded,
          files: milestone.files,
        };
      }),
    },
  };
}

/** A ticket as its projection rows hold it, in the domain's shape (null when absent). */
export async function readTicketProjection(
  executor: Executor,
  ticketId: string,
): Promise<TicketState | null> {
  return (await readTicketSnapshot(sqlOf(executor), ticketId))?.state ?? null;
}
