import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';

/** How long a read stays shared after it answered: a subscriber busy elsewhere catches up. */
const SHARED_FOR_MS = 5_000;
/** Reads kept at most (a burst of changes); the oldest go first. */
const MAX_SHARED = 10_000;

const sharedPer = new WeakMap<Executor, Map<string, Promise<TicketState | null>>>();

/**
 * The ticket as it stands after a live change, read once per change and instance (issue 20):
 * every subscriber of this instance that hears of it decides what it may see from this one read,
 * instead of a query per subscriber. A change is named by its ticket and the global position of
 * its last event; the projection read after the NOTIFY arrived holds that change or a later one
 * (PostgreSQL delivers a NOTIFY after its commit). A message without a position (none is sent by
 * ticket commands) is read on its own.
 */
export function readChangedTicket(
  db: Executor,
  ticketId: string,
  position: string | undefined,
): Promise<TicketState | null> {
  if (position === undefined) return readTicketProjection(db, ticketId);
  let shared = sharedPer.get(db);
  if (!shared) {
    shared = new Map();
    sharedPer.set(db, shared);
  }
  const key = `${ticketId}@${position}`;
  const known = shared.get(key);
  if (known) return known;
  const read = readTicketProjection(db, ticketId);
  shared.set(key, read);
  if (shared.size > MAX_SHARED) shared.delete(shared.keys().next().value as string);
  const forget = () => {
    setTimeout(() => {
      if (shared.get(key) === read) shared.delete(key);
    }, SHARED_FOR_MS).unref();
  };
  // A failed read is not shared beyond the subscribers already waiting on it.
  read.then(forget, () => shared.delete(key));
  return read;
}
