import { tracked } from '@trpc/server';
import { and, eq, max } from 'drizzle-orm';
import type { ThreadEvent } from '#shared/domain/discussions/messages.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { MESSAGE_PAGE_SIZE } from '#shared/schemas/discussions.ts';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { patiently } from '../db/retry.ts';
import { messages } from '../db/schema/index.ts';
import { LIVE_RESUMED, type LiveBus } from '../live/live-bus.ts';
import { threadTopic } from './post-message.ts';
import { sharedRead } from '../live/shared-read.ts';
import { threadAccess } from './thread-access.ts';
import {
  messagesAfter,
  readPostedMessage,
  resolveThread,
  type ResolvedThread,
  type ThreadRef,
} from './thread-queries.ts';

/**
 * A conversation live, for a viewer already allowed to see it. Every event is tracked with the
 * `seq` of the last message delivered, so after a reconnect tRPC sends it back and the messages
 * committed meanwhile come first (messages commit in `seq` order per request: post-message.ts),
 * then live ones, each once; more than a page of them missed, and the client is told to load the
 * latest page instead (a feed never replays thousands). Each new message is read once per
 * instance, with its request, and every subscriber decides from that read whether it may still
 * see the conversation. Read marks and typing of the other party pass through. The feed ends when
 * the viewer may no longer see the conversation.
 */
export async function* threadFeed(
  deps: { db: Database; bus: LiveBus },
  viewer: Actor,
  first: ResolvedThread,
  lastEventId: number | null | undefined,
  signal: AbortSignal,
) {
  const ref = { ticketId: first.ticket.id, developerId: first.developerId } satisfies ThreadRef;
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
  // What was missed since `last`: the messages, or a reload when there are too many.
  async function* missedIn(thread: ResolvedThread) {
    const missed = await patiently(() => messagesAfter(deps.db, thread, last, MESSAGE_PAGE_SIZE));
    if (missed.length > MESSAGE_PAGE_SIZE) {
      last = await patiently(() => lastSeq(deps.db, thread));
      yield event({ kind: 'reload' });
      return;
    }
    for (const message of missed) {
      last = message.seq;
      yield event({ kind: 'message', message });
    }
  }
  yield* missedIn(first);
  for await (const notice of live) {
    const by = notice.ids.by;
    if (notice.type === LIVE_RESUMED) {
      // The bus was deaf for a while: what was posted meanwhile comes from the table, as after a
      // reconnect of the client's own.
      const thread = await visibleThread();
      if (!thread) return;
      yield* missedIn(thread);
    } else if (notice.type === 'message.read' && by !== viewer.id) {
      yield event({ kind: 'read', upTo: Number(notice.ids.upTo) });
    } else if (notice.type === 'message.typing' && by && by !== viewer.id) {
      yield event({ kind: 'typing', userId: by });
    } else if (notice.type === 'message.posted') {
      const seq = Number(notice.ids.seq);
      if (!(seq > last)) continue;
      const posted = await patiently(() =>
        sharedRead(deps.db, `thread-message:${ref.ticketId}:${ref.developerId}@${seq}`, () =>
          readPostedMessage(deps.db, ref, seq),
        ),
      );
      // Its parties decide, as resolveThread does for a conversation that has messages.
      if (!posted || !threadAccess(posted.ticket, viewer, ref.developerId, true)) return;
      if (!posted.message) continue;
      last = seq;
      yield event({ kind: 'message', message: posted.message });
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
