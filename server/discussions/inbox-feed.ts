import type { InboxSignal } from '#shared/domain/discussions/messages.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Database } from '../db/client.ts';
import { patiently } from '../db/retry.ts';
import { LIVE_RESUMED, type LiveBus, type LiveMessage } from '../live/live-bus.ts';
import { inboxTopic } from './post-message.ts';
import { sharedRead } from '../live/shared-read.ts';
import { inboxCardsFor, readInboxThreads, unreadCount } from './thread-cards.ts';

/** What a notice on a person's inbox changed: conversations to read again, or nothing to say. */
type InboxChange =
  { key: string; ticketId: string; developerId: string | null } | 'refresh' | 'nothing';

/** Each notice the inbox hears, named for sharing its read (the same on every subscriber). */
function changeOf({ type, ids }: LiveMessage): InboxChange {
  if (type === 'message.posted' || type === 'message.read') {
    const { ticketId, developerId } = ids;
    // A message outside any conversation (from before they were told apart) is on no card.
    if (!ticketId || !developerId) return type === 'message.posted' ? 'nothing' : 'refresh';
    const mark = type === 'message.posted' ? `m${ids.seq}` : `r${ids.upTo}:${ids.by}`;
    return { key: `inbox:${ticketId}:${developerId}@${mark}`, ticketId, developerId };
  }
  if (type === 'ticket.changed' && ids.ticket) {
    return { key: `inbox:${ids.ticket}@v${ids.version}`, ticketId: ids.ticket, developerId: null };
  }
  return 'refresh';
}

/**
 * The viewer's conversations as they change: a message for them or from them, a read mark, or a
 * change of one of their requests (its status on a card). Each change brings the viewer's cards of
 * what changed and their unread total, so the client updates both without asking again; the
 * request's conversations are read once per change and instance, and every subscriber takes its
 * own cards from that read (NOT_FOUND's rule: none of what it may not see). `refresh` asks the
 * client to refetch: after the bus was deaf, or for a change that could not be read.
 */
export async function* inboxFeed(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  signal: AbortSignal,
): AsyncGenerator<InboxSignal, void> {
  const topics = [inboxTopic(viewer.id), `user:${viewer.id}`];
  for await (const notice of deps.bus.stream(topics, signal)) {
    if (notice.type === LIVE_RESUMED) {
      // After the bus was deaf every topic hears it: one signal is enough.
      if (notice.topic === topics[0]) yield { refresh: true };
      continue;
    }
    const change = changeOf(notice);
    if (change === 'nothing') continue;
    if (change === 'refresh') {
      yield { refresh: true };
      continue;
    }
    const { ticketId, developerId } = change;
    try {
      const read = await patiently(() =>
        sharedRead(deps.db, change.key, () => readInboxThreads(deps.db, ticketId, developerId)),
      );
      const { cards, unread } = inboxCardsFor(viewer, read);
      const total = unread ?? (await patiently(() => unreadCount(deps.db, viewer))).total;
      yield { ticketId, developerId, cards, unread: total };
    } catch {
      // Unreadable (the database stayed away, or the ids were no request's): ask the client.
      yield { refresh: true };
    }
  }
}
