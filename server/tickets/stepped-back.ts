import { and, eq, sql } from 'drizzle-orm';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { ticketEvents } from '../db/schema/index.ts';

const abandoned = 'TicketAbandoned' satisfies TicketEvent['type'];

/** Found through the (ticket, version) index: a request's own events, never the whole log. */
const steppedBackQuery = preparedPer((executor: Executor) =>
  executor
    .selectDistinct({ developerId: sql<string>`${ticketEvents.data}->>'developerId'` })
    .from(ticketEvents)
    .where(
      and(eq(ticketEvents.ticketId, sql.placeholder('ticketId')), eq(ticketEvents.type, abandoned)),
    )
    .prepare('developers_who_stepped_back'),
);

/** The developers who stepped back from the request (its TicketAbandoned events so far). */
export async function developersWhoSteppedBack(
  db: Executor,
  ticketId: string,
): Promise<ReadonlySet<string>> {
  const rows = await steppedBackQuery(db).execute({ ticketId });
  return new Set(rows.map((row) => row.developerId));
}
