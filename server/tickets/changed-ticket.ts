import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { readCardSource, type CardSource } from './ticket-card.ts';

/** How long a read stays shared after it answered: a subscriber busy elsewhere catches up. */
const SHARED_FOR_MS = 5_000;
/** Reads kept at most (a burst of changes); the oldest go first. */
const MAX_SHARED = 10_000;

/**
 * A read of a ticket after a live change, made once per change and instance: every
 * subscriber of this instance that hears of it decides what it may see from this one read,
 * instead of a query per subscriber. A change is named by its ticket and the global position of
 * its last event; a read made after the NOTIFY arrived holds that change or a later one
 * (PostgreSQL delivers a NOTIFY after its commit). A message without a position (none is sent by
 * ticket commands) is read on its own.
 */
function sharedPerChange<T>(read: (db: Executor, ticketId: string) => Promise<T>) {
  const sharedPer = new WeakMap<Executor, Map<string, Promise<T>>>();
  return (db: Executor, ticketId: string, position: string | undefined): Promise<T> => {
    if (position === undefined) return read(db, ticketId);
    let shared = sharedPer.get(db);
    if (!shared) {
      shared = new Map();
      sharedPer.set(db, shared);
    }
    const key = `${ticketId}@${position}`;
    const known = shared.get(key);
    if (known) return known;
    const reading = read(db, ticketId);
    shared.set(key, reading);
    if (shared.size > MAX_SHARED) shared.delete(shared.keys().next().value as string);
    const forget = () => {
      setTimeout(() => {
        if (shared.get(key) === reading) shared.delete(key);
      }, SHARED_FOR_MS).unref();
    };
    // A failed read is not shared beyond the subscribers already waiting on it.
    reading.then(forget, () => shared.delete(key));
    return reading;
  };
}

/** The ticket as it stands after a live change (its feed's viewers), or null if gone. */
export const readChangedTicket: (
  db: Executor,
  ticketId: string,
  position: string | undefined,
) => Promise<TicketState | null> = sharedPerChange(readTicketProjection);

/**
 * What the lists' viewers' cards of a changed ticket are made from (cardFor), or null if gone:
 * the pool's developers and the ticket's parties share it.
 */
export const readChangedCard: (
  db: Executor,
  ticketId: string,
  position: string | undefined,
) => Promise<CardSource | null> = sharedPerChange(readCardSource);
