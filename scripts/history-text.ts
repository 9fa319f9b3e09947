import { timelineEntries } from '#shared/domain/ticket/timeline.ts';
import type { TicketHistory } from '#server/tickets/ticket-history.ts';

/**
 * A request's history for a terminal: one line per step (version, time, the first 16 hex digits
 * of the event's hash, who, what), their words and items under it, then whether the chain holds.
 */
export function historyText(history: TicketHistory): string {
  const hashOf = new Map(history.events.map((row) => [row.version, row.hash]));
  const lines = timelineEntries(history.events).map((entry) => {
    const items = entry.items.map((item) => `\n      - ${item}`).join('');
    const words = entry.words ? `\n      “${entry.words}”` : '';
    const hash = hashOf.get(entry.version)?.slice(0, 16) ?? '-'.repeat(16);
    return `${String(entry.version).padStart(4)}  ${entry.occurredAt.toISOString()}  ${hash}  ${entry.actor.name}: ${entry.text}${items}${words}`;
  });
  const verdict = history.verified
    ? 'The hash chain checks out and reaches the current version.'
    : 'THE HISTORY DOES NOT CHECK OUT: run npm run audit -- --ticket ID for the details.';
  return [...lines, '', verdict].join('\n');
}
