import { tracked } from '@trpc/server';
import { and, eq, max } from 'drizzle-orm';
import type { ThreadEvent } from '#shared/domain/discussions/messages.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { patiently } from '../db/retry.ts';
import { messages } from '../db/schema/index.ts';
import { LIVE_RESUMED, type LiveBus } from '../live/live-bus.ts';
import { inboxTopic, threadTopic } from './post-message.ts';
import {
  messageAt,
  messagesAfter,
  resolveThread,
  type ResolvedThread,
  type ThreadRef,
} from './thread-queries.ts';

/**
 * A conversation live, for a viewer already allowed to see it. Every event is tracked with the
 * `seq` of the last message delivered, so after a reconnect tRPC sends it back and the messages
 * committed meanwhile come first (messages commit in `seq` order per request: post-message.ts),
 * then live ones, each once. Read marks and typing of the other party pass through. The feed ends
 * when the viewer may no longer see the conversation.
 */
export async function* threadFeed(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  first: ResolvedThread,
  lastEventId: number | null | undefined,
  signal: AbortSignal,
) {
  const ref: ThreadRef = { ticketId: first.ticket.id, developerId: first.developerId };
  // Listen before reading, so a message committed in between is not lost.
  const live = deps.bus.stream([threadTopic(ref.ticketId, first.developerId)], signal);
  let last = lastEventId ?? (await patiently(() => lastSeq(deps.db, first)));
  const event = (data: ThreadEvent) => tracked(String(last), data);
  // The conversation as the viewer may see it now, or null when they no longer may; an
  // unreachable database is waited out, not taken for lost access.
  const visibleThread = () =>
    patiently(() => resolveThread(deps.db, viewer, ref)).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) throw error;
      return null;
    });
  for (const message of await patiently(() => messagesAfter(deps.db, first, last))) {
    last = message.seq;
    yield event({ kind: 'message', message });
  }
  for await (const notice of live) {
    const by = notice.ids.by;
    if (notice.type === LIVE_RESUMED) {
      // The bus was deaf for a while: what was posted meanwhile comes from the table, as after a
      // reconnect of the client's own.
      const thread = await visibleThread();
      if (!thread) return;
      for (const message of await patiently(() => messagesAfter(deps.db, thread, last))) {
        last = message.seq;
        yield event({ kind: 'message', message });
      }
    } else if (notice.type === 'message.read' && by !== viewer.id) {
      yield event({ kind: 'read', upTo: Number(notice.ids.upTo) });
    } else if (notice.type === 'message.typing' && by && by !== viewer.id) {
      yield event({ kind: 'typing', userId: by });
    } else if (notice.type === 'message.posted') {
      const seq = Number(notice.ids.seq);
      if (!(seq > last)) continue;
      const thread = await visibleThread();
      if (!thread) return;
      const message = await patiently(() => messageAt(deps.db, thread, seq));
      if (!message) continue;
      last = seq;
      yield event({ kind: 'message', message });
    }
  }
}

async function lastSeq(db: Database, thread: ResolvedThread): Promise<number> {
  const [row] = await db
    .select({ seq: max(messages.seq) })
    .from(messages)
    .where(
      and(eq(messages.ticketId, thread.ticket.id), eq(messages.developerId, thread.developerId)),
    );
  return Number(row?.seq ?? 0);
}

/**
 * A signal that the viewer's conversations or unread counts changed: a message for them or from
 * them, a read mark, or a change of one of their requests (its status on a card).
 */
export async function* inboxFeed(deps: { bus: LiveBus }, viewer: Actor, signal: AbortSignal) {
  const topics = [inboxTopic(viewer.id), `user:${viewer.id}`];
  for await (const notice of deps.bus.stream(topics, signal)) {
    // After the bus was deaf every topic hears it: one signal is enough.
    if (notice.type === LIVE_RESUMED && notice.topic !== topics[0]) continue;
    yield { type: notice.type };
  }
}
