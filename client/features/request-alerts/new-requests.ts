import { listsHolding } from '#shared/domain/ticket/ticket-lists.ts';
import type { ListSignal } from '#shared/list-signal.ts';
import type { NewRequests } from '#shared/schemas/request-alerts.ts';
import type { TicketStatus } from '#shared/domain/ticket/ticket-state.ts';

/** What a pool card must say for the count to follow it. */
interface PoolCard {
  id: string;
  title: string;
  customerId: string;
  developerId: string | null;
  status: string;
  /** 1 for a request just posted: its first event. */
  version: number;
}

/** What a live list signal does to the new requests beside Available Requests. */
export type NewRequestStep =
  /** Ask the server again (the feed may have missed changes, or came without the card). */
  | { kind: 'refetch' }
  /** A request just posted that the developer may take: counted, and told in a notice. */
  | { kind: 'posted'; ticketId: string; title: string }
  /** No longer in the developer's pool (taken, deleted, out of their categories): uncounted. */
  | { kind: 'left'; ticketId: string }
  /** Nothing for the count (a change to a request still in the pool, or one of their own). */
  | { kind: 'none' };

/**
 * A list signal's step for the count (docs/request-alerts.md#live): the signals are the lists'
 * own (the pool's changes, already filtered by the server to what this developer may see), so
 * the count needs no feed of its own.
 */
export function newRequestStep(signal: ListSignal<PoolCard>, viewerId: string): NewRequestStep {
  if ('refresh' in signal) return { kind: 'refetch' };
  const { ticketId, card } = signal;
  if (card === undefined) return { kind: 'refetch' };
  const inPool =
    card !== null &&
    listsHolding({ ...card, status: card.status as TicketStatus }, viewerId).some(
      (list) => list.list === 'available',
    );
  if (!inPool) return { kind: 'left', ticketId };
  if (card.version === 1) return { kind: 'posted', ticketId, title: card.title };
  return { kind: 'none' };
}

/** The new requests after a step (unchanged when they are not loaded yet). */
export function applyNewRequestStep(
  current: NewRequests | undefined,
  step: NewRequestStep,
): NewRequests | undefined {
  if (!current) return current;
  if (step.kind === 'posted' && !current.ticketIds.includes(step.ticketId)) {
    const ticketIds = [step.ticketId, ...current.ticketIds];
    return { count: ticketIds.length, ticketIds };
  }
  if (step.kind === 'left' && current.ticketIds.includes(step.ticketId)) {
    const ticketIds = current.ticketIds.filter((id) => id !== step.ticketId);
    return { count: ticketIds.length, ticketIds };
  }
  return current;
}
