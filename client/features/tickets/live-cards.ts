import { listsHolding, type ListPart } from '#shared/domain/ticket/ticket-lists.ts';
import type { TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import type { ListSignal } from '#shared/list-signal.ts';

/** What a live list signal asks of the lists the browser holds. */
export type LiveStep<Card> =
  /** Fetch every list again. */
  | { kind: 'refresh' }
  /** Put the card the signal brought in place (null: drop it from every list). */
  | { kind: 'place'; ticketId: string; card: Card | null; counters: boolean }
  /** The signal came without the card: ask for it (`tickets.card`), then put it in place. */
  | { kind: 'fetch'; ticketId: string; counters: boolean };

/**
 * A signal's step. The developer's counters count their own requests only, so only a change to
 * one of those (`own`, which covers one they just left) can move them; the pool's other changes
 * leave them as they are.
 */
export function liveStep<Card>(signal: ListSignal<Card>): LiveStep<Card> {
  if ('refresh' in signal) return { kind: 'refresh' };
  const counters = signal.own === true;
  if (signal.card === undefined) return { kind: 'fetch', ticketId: signal.ticketId, counters };
  return { kind: 'place', ticketId: signal.ticketId, card: signal.card, counters };
}

type ListedCard = { customerId: string; developerId: string | null; status: TicketStatus };

/**
 * The card each of the viewer's lists should hold of a request (null: none), as the shared rule
 * of which lists hold a request says.
 */
export function cardPerList<Card extends ListedCard>(card: Card | null, viewerId: string) {
  const holding = card ? listsHolding(card, viewerId) : [];
  const cardIn = (list: 'mine' | 'assigned' | 'available', part?: ListPart) =>
    holding.some((held) => held.list === list && (!('part' in held) || held.part === part))
      ? card
      : null;
  return {
    mine: { open: cardIn('mine', 'open'), history: cardIn('mine', 'history') },
    assigned: { open: cardIn('assigned', 'open'), history: cardIn('assigned', 'history') },
    available: cardIn('available'),
  };
}

/**
 * Which answer about a request still counts when several overtake each other: each card asked
 * for takes a turn, and only the latest turn's answer is put in place; a card a signal brought
 * ends every turn before it (it is newer than anything asked before it came).
 */
export class CardTurns {
  private last = 0;
  private readonly latest = new Map<string, number>();

  /** A new turn for a card about to be asked for. */
  take(ticketId: string): number {
    const turn = ++this.last;
    this.latest.set(ticketId, turn);
    return turn;
  }

  /** Whether the answer of `turn` is still the one to put in place (and, if so, its turn ends). */
  answer(ticketId: string, turn: number): boolean {
    if (this.latest.get(ticketId) !== turn) return false;
    this.latest.delete(ticketId);
    return true;
  }

  /** A card came with its signal: the answers still awaited of this request are too old. */
  arrived(ticketId: string): void {
    this.latest.delete(ticketId);
  }
}
