import { eventHash } from './event-hash.ts';
import type { StoredTicketEvent } from './ticket-store.ts';

/**
 * What is wrong with one ticket's hash chain, in order; empty when it checks out: versions run
 * 1, 2, 3… with no gap, each event links to the hash of the one before, and each hash recomputes
 * from the event's content. The audit reports these; the request timeline says whether there are any.
 */
export function chainProblems(stored: readonly StoredTicketEvent[]): string[] {
  const problems: string[] = [];
  let prevHash: string | null = null;
  for (const [index, event] of stored.entries()) {
    const { position: _position, hash, ...fields } = event;
    if (event.version !== index + 1) {
      problems.push(`version ${event.version} where ${index + 1} was due`);
    }
    if (event.prevHash !== prevHash) {
      problems.push(`event ${event.version} does not link to the previous hash`);
    }
    if (eventHash(fields) !== hash) problems.push(`event ${event.version} does not match its hash`);
    prevHash = hash;
  }
  return problems;
}
