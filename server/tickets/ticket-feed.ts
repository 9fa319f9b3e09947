import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { tracked } from '@trpc/server';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Database } from '../db/client.ts';
import { ticketEvents } from '../db/schema/index.ts';
import { LIVE_RESUMED, type LiveBus } from '../live/live-bus.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { canSee } from './viewer.ts';
import { readChangedTicket } from './changed-ticket.ts';
import { patiently } from '../db/retry.ts';

interface TicketChange {
  ticketId: string;
  version: number;
}

/**
 * Live changes of one ticket for a viewer already checked to see it, each tracked by its global event
 * position. After a reconnect the client sends the last position it saw: the changes committed
 * meanwhile are read from the event log first, then live ones follow, each position once. When the
 * server's own bus was deaf for a while (LIVE_RESUMED), the log is read the same way.
 * The feed ends when the viewer may no longer see the ticket (e.g. another developer grabbed it).
 */
export function ticketFeed(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  ticketId: string,
  lastEventId: number | null | undefined,
  signal: AbortSignal,
) {
  // Listening starts here, when the procedure runs, not at the stream's first pull: before tRPC
  // tells the client the feed has started (the client then fetches the ticket again), and before
  // the backlog is read, so a change committed in between is not lost.
  const live = deps.bus.stream([`ticket:${ticketId}`], signal);
  return changesOf(deps, viewer, ticketId, lastEventId, live);
}

async function* changesOf(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  ticketId: string,
  lastEventId: number | null | undefined,
  live: ReturnType<LiveBus['stream']>,
) {
  let last = lastEventId ?? Number.NaN;
  const change = (position: number, version: number) => {
    last = position;
    return tracked(String(position), { ticketId, version } satisfies TicketChange);
  };
  if (Number.isFinite(last)) {
    for (const event of await patiently(() => eventsAfter(deps.db, ticketId, last))) {
      yield change(event.position, event.version);
    }
  }
  for await (const message of live) {
    if (message.type === LIVE_RESUMED) {
      const ticket = await patiently(() => readTicketProjection(deps.db, ticketId));
      if (!ticket || !canSee(viewer, ticket)) return;
      for (const event of await patiently(() => eventsAfter(deps.db, ticketId, last))) {
        yield change(event.position, event.version);
      }
      continue;
    }
    const position = Number(message.ids.position);
    if (Number.isFinite(last) && position <= last) continue;
    const ticket = await patiently(() =>
      readChangedTicket(deps.db, ticketId, message.ids.position),
    );
    if (!ticket || !canSee(viewer, ticket)) return;
    yield change(position, Number(message.ids.version));
  }
}

/**
 * The ticket's events after `position`; with no position known (the client never had a change
 * from this feed), its latest event, which is enough to make the client fetch the ticket again.
 */
async function eventsAfter(db: Database, ticketId: string, position: number) {
  const columns = { position: ticketEvents.position, version: ticketEvents.version };
  if (!Number.isFinite(position)) {
    return db
      .select(columns)
      .from(ticketEvents)
      .where(eq(ticketEvents.ticketId, ticketId))
      .orderBy(desc(ticketEvents.position))
      .limit(1);
  }
  return db
    .select(columns)
    .from(ticketEvents)
    .where(and(eq(ticketEvents.ticketId, ticketId), gt(ticketEvents.position, position)))
    .orderBy(asc(ticketEvents.position));
}
