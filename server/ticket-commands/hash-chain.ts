import { eventHash } from './event-hash.ts';
import type { StoredTicketEvent } from './ticket-store.ts';

/** Where a stretch of a chain starts: after this version, linking to this hash (null: none). */
export interface ChainStart {
  version: number;
  hash: string | null;
}

/**
 * What is wrong with one ticket's hash chain, in order; empty when it checks out: versions run
 * 1, 2, 3… with no gap, each event links to the hash of the one before, and each hash recomputes
 * from the event's content. The audit reports these; the request timeline says whether there are
 * any. `after`: the events given continue a chain already checked up to that version and hash.
 */
export function chainProblems(
  stored: readonly StoredTicketEvent[],
  after: ChainStart = { version: 0, hash: null },
): string[] {
  const problems: string[] = [];
  let prevHash: string | null = after.hash;
  for (const [index, event] of stored.entries()) {
    const { position: _position, hash, ...fields } = event;
    const due = after.version + index + 1;
    if (event.version !== due) problems.push(`version ${event.version} where ${due} was due`);
    if (event.prevHash !== prevHash) {
      problems.push(`event ${event.version} does not link to the previous hash`);
    }
    if (eventHash(fields) !== hash) problems.push(`event ${event.version} does not match its hash`);
    prevHash = hash;
  }
  return problems;
}
