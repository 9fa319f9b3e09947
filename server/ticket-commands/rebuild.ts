import { eq, sql } from 'drizzle-orm';
import { parseTicketEvent } from '#shared/domain/ticket/events.ts';
import type { Database } from '../db/client.ts';
import { milestones, userFeedback } from '../db/schema/index.ts';
import { writeChange } from './projections.ts';
import { loadTicketEvents, replay } from './ticket-store.ts';

/** Rewrites every ticket's projections from its events, one transaction per ticket. */
export async function rebuildProjections(db: Database): Promise<number> {
  const ids = await db.execute<{ id: string }>(
    sql`select distinct ticket_id as id from ticket_events`,
  );
  for (const { id } of ids) {
    await db.transaction(async (tx) => {
      const stored = await loadTicketEvents(tx, id);
      const state = replay(id, stored);
      const last = stored.at(-1);
      if (!state || !last) return;
      // Whatever rows there were go: the replayed state is written as if new.
      await tx.delete(userFeedback).where(eq(userFeedback.ticketId, id));
      await tx.delete(milestones).where(eq(milestones.ticketId, id));
      await writeChange(tx, {
        events: [],
        domainEvents: stored.map((row) => parseTicketEvent(row.type, row.data)),
        before: null,
        state,
        at: last.occurredAt,
        messages: [],
      });
    });
  }
  return ids.length;
}
