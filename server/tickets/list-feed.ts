import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Database } from '../db/client.ts';
import { readTicketProjection } from '../event-store/read-projection.ts';
import { AVAILABLE_TOPIC } from '../event-store/ticket-store.ts';
import type { LiveBus, LiveMessage } from '../live/live-bus.ts';
import { canSee } from './viewer.ts';

/**
 * Tells a viewer's dashboard that one of its lists changed: their own tickets (as customer or
 * developer) and, for developers, the pool of available tickets, filtered to tickets they may
 * see. It carries the ticket id only; the client refetches its lists (also after a reconnect).
 */
export async function* listFeed(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  signal: AbortSignal,
) {
  const pending: LiveMessage[] = [];
  let wake: (() => void) | undefined;
  const push = (message: LiveMessage) => {
    pending.push(message);
    wake?.();
  };
  const stops = [deps.bus.listen(`user:${viewer.id}`, push)];
  if (viewer.role === 'developer') stops.push(deps.bus.listen(AVAILABLE_TOPIC, push));
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort);
  try {
    while (!signal.aborted) {
      const message = pending.shift();
      if (!message) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
        continue;
      }
      const ticketId = message.ids.ticket;
      if (!ticketId) continue;
      if (message.topic === AVAILABLE_TOPIC) {
        // The pool is shared: only tickets this developer may see, or just lost sight of.
        const ticket = await readTicketProjection(deps.db, ticketId);
        const theirs =
          ticket !== null &&
          (canSee(viewer, ticket) || ticket.categories.some((c) => viewer.categories?.includes(c)));
        if (!theirs) continue;
      }
      yield { ticketId };
    }
  } finally {
    for (const stop of stops) stop();
    signal.removeEventListener('abort', onAbort);
  }
}
