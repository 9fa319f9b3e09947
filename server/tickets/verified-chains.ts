import type { StoredTicketEvent } from '../ticket-commands/ticket-store.ts';
import { chainProblems } from '../ticket-commands/hash-chain.ts';

/**
 * How far each ticket's hash chain has been checked on this instance: its last checked version and
 * that event's hash. A timeline that already holds a history asks only for the events after it
 * (`tickets.history` with a cursor); those are checked on every read, linking to the checked head,
 * so a read costs the new events, not the whole chain again. What this vouches for is what this
 * instance saw intact: a change made afterwards to an event already checked shows on the next
 * whole read (a page opened again) and in `npm run audit`, which checks every chain in full
 * (docs/security.md, "Tickets and access").
 */
const heads = new Map<string, { version: number; hash: string }>();

/** Tickets whose checked head is kept: the most recently read (a few hundred KB at most). */
const KEPT = 10_000;

/** Notes that `ticketId`'s chain checks out up to `version`, whose hash is `hash`. */
export function noteVerifiedHead(ticketId: string, version: number, hash: string): void {
  const known = heads.get(ticketId);
  if (known && known.version >= version) return;
  heads.delete(ticketId);
  heads.set(ticketId, { version, hash });
  if (heads.size > KEPT) heads.delete(heads.keys().next().value!);
}

/**
 * The hash of `ticketId`'s event at version `after` once the chain up to it checks out (null
 * before the first event); undefined if it does not. Reads (`read(from, to)`) only the events
 * this instance has not checked yet, up to `after`.
 */
export async function verifiedLinkAt(
  ticketId: string,
  after: number,
  read: (from: number, to: number) => Promise<StoredTicketEvent[]>,
): Promise<string | null | undefined> {
  if (after === 0) return null;
  const known = heads.get(ticketId);
  if (known?.version === after) return known.hash;
  const start = known && known.version < after ? known : { version: 0, hash: null };
  const stored = await read(start.version + 1, after);
  if (chainProblems(stored, start).length > 0 || stored.length !== after - start.version) {
    return undefined;
  }
  const head = stored.at(-1)!;
  noteVerifiedHead(ticketId, head.version, head.hash);
  return head.hash;
}
