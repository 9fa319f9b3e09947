import { and, asc, eq, gt } from 'drizzle-orm';
import { tracked } from '@trpc/server';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Database } from '../db/client.ts';
import { ticketEvents } from '../db/schema/index.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { canSee } from './viewer.ts';
import { readChangedTicket } from './changed-ticket.ts';

export interface TicketChange {
  ticketId: string;
  version: number;
}

/**
 * Live changes of one ticket for a viewer already checked to see it, each tracked by its global event
 * position. After a reconnect the client sends the last position it saw: the changes committed
 * meanwhile are read from the event log first, then live ones follow, each position once.
 * The feed ends when the viewer may no longer see the ticket (e.g. another developer grabbed it).
 */
export async function* ticketFeed(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  ticketId: string,
  lastEventId: number | null | undefined,
  signal: AbortSignal,
) {
  // Listen before reading the backlog, so a change committed in between is not lost.
  const live = deps.bus.stream([`ticket:${ticketId}`], signal);
  let last = lastEventId ?? Number.NaN;
  if (Number.isFinite(last)) {
    const missed = await deps.db
      .select({ position: ticketEvents.position, version: ticketEvents.version })
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticketId), gt(ticketEvents.position, last)))
      .orderBy(asc(ticketEvents.position));
    for (const event of missed) {
      last = event.position;
      yield tracked(String(event.position), {
        ticketId,
        version: event.version,
      } satisfies TicketChange);
    }
  }
  for await (const message of live) {
    const position = Number(message.ids.position);
    if (Number.isFinite(last) && position <= last) continue;
    const ticket = await readChangedTicket(deps.db, ticketId, message.ids.position);
    if (!ticket || !canSee(viewer, ticket)) return;
    last = position;
    yield tracked(String(position), {
      ticketId,
      version: Number(message.ids.version),
    } satisfies TicketChange);
  }
}
