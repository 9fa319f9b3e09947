import type { ListSignal } from '#shared/list-signal.ts';
import { LIVE_RESUMED, type LiveBus } from '../live/live-bus.ts';
import { MODERATION_TOPIC } from '../ticket-commands/ticket-store.ts';

/**
 * Tells a moderator's console that the queue changed: a request entered or left moderation, or
 * changed while there. It carries the request's id only; the client refetches the queue (also
 * after a reconnect, when changes made meanwhile were not heard). Moderators see every request,
 * so nothing needs filtering; the procedure admits moderators only.
 */
export async function* caseFeed(
  deps: { bus: LiveBus },
  signal: AbortSignal,
): AsyncGenerator<ListSignal> {
  for await (const message of deps.bus.stream([MODERATION_TOPIC], signal)) {
    if (message.type === LIVE_RESUMED) yield { refresh: true };
    const ticketId = message.ids.ticket;
    if (ticketId) yield { ticketId };
  }
}
