import type { Executor } from '../db/client.ts';
import { cacheKeyOf } from '../db/request-deadline.ts';

/** How long a read stays shared after it answered: a subscriber busy elsewhere catches up. */
const SHARED_FOR_MS = 5_000;
/** Reads kept at most (a burst of messages); the oldest go first. */
const MAX_SHARED = 10_000;

const sharedPer = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * What a live notice makes subscribers read, read once per notice and instance: every subscriber
 * of this instance that hears of it decides from this one read what it may see, instead of a
 * query each (a changed request, a posted message, an inbox change). `key` names the read and the
 * change (`<what>:<ids>@<position>`), so that a read made after its NOTIFY holds that change or a
 * later one (PostgreSQL delivers a NOTIFY after its commit). A failed read is not shared beyond
 * the subscribers already waiting on it.
 */
export function sharedRead<T>(db: Executor, key: string, read: () => Promise<T>): Promise<T> {
  const database = cacheKeyOf(db);
  let shared = sharedPer.get(database);
  if (!shared) {
    shared = new Map();
    sharedPer.set(database, shared);
  }
  const known = shared.get(key);
  if (known) return known as Promise<T>;
  const reading = read();
  shared.set(key, reading);
  if (shared.size > MAX_SHARED) shared.delete(shared.keys().next().value as string);
  const forget = () => {
    setTimeout(() => {
      if (shared.get(key) === reading) shared.delete(key);
    }, SHARED_FOR_MS).unref();
  };
  reading.then(forget, () => {
    if (shared.get(key) === reading) shared.delete(key);
  });
  return reading;
}
