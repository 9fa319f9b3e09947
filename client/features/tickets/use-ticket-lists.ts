import { useCallback, useMemo, useRef } from 'react';
import type { ListPart } from '#shared/domain/ticket/ticket-lists.ts';
import type { ListSignal } from '#shared/list-signal.ts';
import type { TicketListCursor } from '#shared/schemas/tickets.ts';
import { trpc } from '../../trpc.ts';
import { useSession } from '../session/session-context.ts';
import { toCardTicket, type CardTicket, type TicketListItem } from './card-ticket.ts';
import { patchListPages } from './list-pages.ts';
import { cardPerList, CardTurns, liveStep } from './live-cards.ts';

/** Refetches every ticket list and the developer counters (after a command or a reconnect). */
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
 * Brings one request's card up to date in every list of the viewer that is loaded: each list puts
 * it in, replaces it or drops it, as the shared rule of which lists hold it says. The card comes
 * with the live signal; only when it did not (the server could not read it) is it asked for.
 * When answers about a request overtake each other, only the latest counts (CardTurns).
 */
function useLiveCardSteps() {
  const utils = trpc.useUtils();
  const refresh = useRefreshTicketLists();
  const { me } = useSession();
  const turns = useRef(new CardTurns());
  return useCallback(
    async (signal: ListSignal<TicketListItem>) => {
      const step = liveStep(signal);
      if (step.kind === 'refresh') return refresh();
      let card: TicketListItem | null;
      if (step.kind === 'place') {
        turns.current.arrived(step.ticketId);
        card = step.card;
      } else {
        const turn = turns.current.take(step.ticketId);
        card = await utils.client.tickets.card.query({ ticketId: step.ticketId });
        if (!turns.current.answer(step.ticketId, turn)) return;
      }
      const lists = cardPerList(card && toCardTicket(card), me.id);
      for (const part of ['open', 'history'] as const) {
        utils.tickets.mine.setInfiniteData({ which: part }, (data) =>
          patchListPages(data, step.ticketId, lists.mine[part]),
        );
        utils.tickets.assigned.setInfiniteData({ which: part }, (data) =>
          patchListPages(data, step.ticketId, lists.assigned[part]),
        );
      }
      utils.tickets.available.setInfiniteData({}, (data) =>
        patchListPages(data, step.ticketId, lists.available),
      );
      // Refetched only where shown (the developer dashboard), and only for the viewer's own.
      if (step.counters) await utils.tickets.counters.invalidate();
    },
    [utils, refresh, me.id],
  );
}

/**
 * Keeps the viewer's lists live (lists follow changes live, docs/lifecycle.md#lists-and-counters):
 * the server sends the card of a request that changed as this viewer's lists show it, and only that
 * card is updated. Every list is refetched each time the stream (re)starts, or the server says it
 * may have missed changes, since changes made while either was down were never signalled.
 *
 * Returns `restart`: the server reads a developer's categories when the stream starts, so it
 * must be restarted after they change, or requests in a newly chosen category would not appear.
 */
export function useLiveTicketLists() {
  const refresh = useRefreshTicketLists();
  const onSignal = useLiveCardSteps();
  const subscription = trpc.tickets.onListsChanged.useSubscription(undefined, {
    onStarted: () => void refresh(),
    // Should a card the browser asked for not come, the lists are refetched whole.
    onData: (signal) => void onSignal(signal).catch(() => refresh()),
  });
  return { restart: subscription.reset };
}

/** The parts of a paged list query a list of cards needs (see RequestList). */
export interface TicketListQuery {
  /** The loaded pages' cards in order, narrowed to the statuses the cards know. */
  data: CardTicket[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}

type PagedQuery = Omit<TicketListQuery, 'data'> & {
  data: { pages: Array<{ items: TicketListItem[] }> } | undefined;
};

/**
 * A paged list as one list of cards. An unknown status fails the list (shown with a retry) rather
 * than drawing a card whose buttons would be guesses (see toCardTicket).
 */
function useCards(query: PagedQuery): TicketListQuery {
  const narrowed = useMemo(() => {
    try {
      return { data: query.data?.pages.flatMap((page) => page.items.map(toCardTicket)) };
    } catch (error) {
      return { data: undefined, error };
    }
  }, [query.data]);
  return {
    data: narrowed.data,
    isPending: query.isPending,
    isError: query.isError || 'error' in narrowed,
    isFetching: query.isFetching,
    error: 'error' in narrowed ? narrowed.error : query.error,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    fetchNextPage: query.fetchNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
  };
}

const nextPage = {
  getNextPageParam: (page: { nextCursor: TicketListCursor | null }) => page.nextCursor,
};

// The lists, a page at a time (docs/screens.md, long lists); the next page loads as the visitor
// scrolls.
export const useMyRequests = (which: ListPart) =>
  useCards(trpc.tickets.mine.useInfiniteQuery({ which }, nextPage));
export const useAssignedRequests = (which: ListPart) =>
  useCards(trpc.tickets.assigned.useInfiniteQuery({ which }, nextPage));
export const useAvailableRequests = () =>
  useCards(trpc.tickets.available.useInfiniteQuery({}, nextPage));
