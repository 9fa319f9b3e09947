import type { TicketState } from './ticket-state.ts';

// Hire again (docs/lifecycle.md#hire-again): a customer offers a new request to a developer who
// completed one of theirs; it is that developer's alone for this long, then every matching
// developer's. The server's timer and the screens' "hours left" both read this.

/** How long an offered request waits for its developer alone. */
export const OFFER_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;

/** When the offer of a request posted at `postedAt` runs out. */
export const offerEndsAt = (postedAt: Date) => new Date(postedAt.getTime() + OFFER_HOURS * HOUR_MS);

/** Whole hours left of an offer at `now` (at least 1 while it runs, so "1 hour left" until the end). */
export function offerHoursLeft(ticket: Pick<TicketState, 'createdAt'>, now: Date): number {
  const left = offerEndsAt(ticket.createdAt).getTime() - now.getTime();
  return Math.max(1, Math.ceil(left / HOUR_MS));
}
