import type { ListSignal } from '#shared/list-signal.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { patiently } from '../db/retry.ts';
import { LIVE_RESUMED, type LiveBus, type LiveMessage } from '../live/live-bus.ts';
import { LiveQueue } from '../live/live-queue.ts';
import { AVAILABLE_TOPIC } from '../ticket-commands/ticket-store.ts';
import { readChangedCard } from './changed-ticket.ts';
import { LatestCards } from './latest-cards.ts';
import { cardFor, type CardSource, type TicketCard } from './ticket-card.ts';
import { sharedAnswer } from '../trpc/answer-transformer.ts';
import { canSee } from './viewer.ts';

type FeedDeps = { db: Database; bus: LiveBus; logger: Logger };

/**
 * Tells a viewer's dashboard that one of its lists changed: their own tickets (as customer or
 * developer) and, for developers, the pool of available tickets, filtered to tickets they may
 * see. Each signal carries the request's card as this viewer's lists show it (null when they may
 * no longer see it), made from one read of the change per instance (readChangedCard), so no
 * browser asks for it again; or, when the bus was deaf for a while and changes may have gone
 * unheard, `refresh` (the client refetches its lists, as it does after its own reconnect).
 */
export function listFeed(
  deps: FeedDeps,
  viewer: Actor,
  signal: AbortSignal,
): LiveQueue<ListSignal<TicketCard>> {
  const feed = new LiveQueue<ListSignal<TicketCard>>(signal);
  const latest = new LatestCards();
  const send = (ticketId: string, source: CardSource | null, own: boolean) => {
    if (!latest.isNewer(ticketId, source?.version, own)) return;
    const card = cardFor(viewer, source);
    if (own) feed.push({ ticketId, card, own });
    else feed.push(card ? poolSignal(ticketId, card) : { ticketId, card });
  };
  // The viewer's own requests: each change read (shared with the pool's and the other party's
  // feeds), and handed out in the order heard.
  let ownHandedOut = Promise.resolve();
  const own = (work: () => unknown) => {
    // Caught here, so that one change that could not be handed out never stops the ones after it.
    ownHandedOut = ownHandedOut.then(work).then(
      () => {},
      (error: unknown) =>
        deps.logger.error({ err: error }, 'live list feed: a change was not handed out'),
    );
  };
  feed.releaseWith(
    deps.bus.listen(`user:${viewer.id}`, (message) => {
      if (message.type === LIVE_RESUMED) return own(() => feed.push({ refresh: true }));
      const ticketId = message.ids.ticket;
      if (!ticketId) return;
      latest.follow(ticketId);
      // The read's outcome is taken as soon as it comes (a failure is never left unhandled while
      // earlier changes are still being read), and handed out after theirs.
      const handOut = patiently(() =>
        readChangedCard(deps.db, ticketId, message.ids.position),
      ).then(
        (source) => () => send(ticketId, source, true),
        (error: unknown) => () => {
          deps.logger.error(
            { err: error, ticketId },
            'live list feed: a changed request was not read',
          );
          // Without its card: the client asks for it.
          feed.push({ ticketId, own: true });
        },
      );
      own(() => handOut.then((hand) => hand()));
    }),
  );
  if (viewer.role === 'developer') {
    feed.releaseWith(
      poolOf(deps).listen((change) => {
        if (change === 'unknown') return feed.push({ refresh: true });
        const { ticketId, source } = change;
        // Only tickets this developer may see, or just lost sight of.
        const theirs =
          source !== null &&
          (canSee(viewer, source) || source.categories.some((c) => viewer.categories?.includes(c)));
        if (theirs) send(ticketId, source, false);
      }),
    );
  }
  return feed;
}

/**
 * The signal of a pool change that is not the viewer's own: the same for every developer who gets
 * the same card, so one object, serialized once for all of their sockets (sharedAnswer).
 */
const poolSignals = new WeakMap<TicketCard, ListSignal<TicketCard>>();
function poolSignal(ticketId: string, card: TicketCard): ListSignal<TicketCard> {
  let signal = poolSignals.get(card);
  if (!signal) {
    signal = sharedAnswer({ ticketId, card });
    poolSignals.set(card, signal);
  }
  return signal;
}

/**
 * A change to the pool of available tickets as every developer of an instance hears it: what the
 * ticket's cards are made from after the change (null if gone), or `unknown` when it could not be
 * read (the database stayed unreachable, or the read failed): then each of them refetches their
 * lists.
 */
type PoolChange = { ticketId: string; source: CardSource | null } | 'unknown';

/**
 * The pool is shared: each instance reads a changed ticket once and every developer listening
 * on it decides from that read what they may see, in the order the changes came.
 */
class PoolListeners {
  private readonly listeners = new Set<(change: PoolChange) => void>();
  private stopListening: (() => void) | undefined;
  /** The last change handed out: the next waits for it, so each developer hears them in order. */
  private handedOut: Promise<void> = Promise.resolve();

  constructor(private readonly deps: FeedDeps) {}

  listen(listener: (change: PoolChange) => void): () => void {
    this.listeners.add(listener);
    this.stopListening ??= this.deps.bus.listen(AVAILABLE_TOPIC, (message) => this.heard(message));
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.stopListening?.();
      this.stopListening = undefined;
    };
  }

  private heard(message: LiveMessage): void {
    const ticketId = message.ids.ticket;
    // A deaf spell is told on each developer's own topic; the pool's copy adds nothing.
    if (message.type === LIVE_RESUMED || !ticketId) return;
    const read = patiently(() => readChangedCard(this.deps.db, ticketId, message.ids.position));
    const change = read.then(
      (source): PoolChange => ({ ticketId, source }),
      (error: unknown): PoolChange => {
        this.deps.logger.error(
          { err: error, ticketId },
          'live list feed: a changed request was not read',
        );
        return 'unknown';
      },
    );
    // Caught here, so that one change that could not be handed out never stops the ones after it.
    this.handedOut = this.handedOut
      .then(() => change)
      .then((heard) => this.handOut(heard))
      .catch((error: unknown) => {
        this.deps.logger.error(
          { err: error, ticketId },
          'live list feed: a change was not handed out',
        );
      });
  }

  private handOut(change: PoolChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

const pools = new WeakMap<LiveBus, PoolListeners>();

/** The instance's pool listeners (one bus, one database per instance). */
function poolOf(deps: FeedDeps): PoolListeners {
  let pool = pools.get(deps.bus);
  if (!pool) {
    pool = new PoolListeners(deps);
    pools.set(deps.bus, pool);
  }
  return pool;
}
