import type { ListSignal } from '#shared/list-signal.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Database } from '../db/client.ts';
import { AVAILABLE_TOPIC } from '../ticket-commands/ticket-store.ts';
import { LIVE_RESUMED, type LiveBus } from '../live/live-bus.ts';
import { readChangedTicket } from './changed-ticket.ts';
import { canSee } from './viewer.ts';
import { patiently } from '../db/retry.ts';

/**
 * Tells a viewer's dashboard that one of its lists changed: their own tickets (as customer or
 * developer) and, for developers, the pool of available tickets, filtered to tickets they may
 * see. It carries the ticket id only (the client updates that card), or `refresh` when the bus
 * was deaf for a while and changes may have gone unheard (the client refetches its lists, as it
 * does after its own reconnect).
 */
export async function* listFeed(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  signal: AbortSignal,
): AsyncGenerator<ListSignal> {
  const topics = [`user:${viewer.id}`, ...(viewer.role === 'developer' ? [AVAILABLE_TOPIC] : [])];
  for await (const message of deps.bus.stream(topics, signal)) {
    if (message.type === LIVE_RESUMED) {
      // Every topic hears it: one refresh is enough.
      if (message.topic === topics[0]) yield { refresh: true };
      continue;
    }
    const ticketId = message.ids.ticket;
    if (!ticketId) continue;
    if (message.topic === AVAILABLE_TOPIC) {
      // The pool is shared: only tickets this developer may see, or just lost sight of. One read
      // per change serves every developer on this instance.
      const ticket = await patiently(() =>
        readChangedTicket(deps.db, ticketId, message.ids.position),
      );
      const theirs =
        ticket !== null &&
        (canSee(viewer, ticket) || ticket.categories.some((c) => viewer.categories?.includes(c)));
      if (!theirs) continue;
    }
    yield { ticketId };
  }
}
