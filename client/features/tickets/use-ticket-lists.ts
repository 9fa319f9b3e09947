import { useCallback } from 'react';
import { trpc } from '../../trpc.ts';
import { toCardTickets } from './card-ticket.ts';

/** Refetches every ticket list and the developer counters (after a command or a live change). */
export function useRefreshTicketLists() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.tickets.mine.invalidate(),
        utils.tickets.assigned.invalidate(),
        utils.tickets.available.invalidate(),
        utils.tickets.counters.invalidate(),
      ]),
    [utils],
  );
}

/**
 * Keeps the viewer's lists live (SPEC §4 "Lists refresh live when tickets change"): the server
 * signals that one of them may have changed, and the lists are refetched. Also refetched each
 * time the stream (re)starts, since changes made while it was down were never signalled.
 *
 * Returns `restart`: the server reads a developer's categories when the stream starts, so it
 * must be restarted after they change, or requests in a newly chosen category would not appear.
 */
export function useLiveTicketLists() {
  const refresh = useRefreshTicketLists();
  const subscription = trpc.tickets.onListsChanged.useSubscription(undefined, {
    onStarted: () => void refresh(),
    onData: () => void refresh(),
  });
  return { restart: subscription.reset };
}

// The lists, each narrowed to the statuses the cards know (see toCardTicket).
export const useMyRequests = (which: 'open' | 'history') =>
  trpc.tickets.mine.useQuery({ which }, { select: toCardTickets });
export const useAssignedRequests = (which: 'open' | 'history') =>
  trpc.tickets.assigned.useQuery({ which }, { select: toCardTickets });
export const useAvailableRequests = () =>
  trpc.tickets.available.useQuery(undefined, { select: toCardTickets });
