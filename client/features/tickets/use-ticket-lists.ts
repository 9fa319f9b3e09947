import { useCallback, useMemo, useRef } from 'react';
import { listsHolding, type ListPart } from '#shared/domain/ticket/ticket-lists.ts';
import type { TicketListCursor } from '#shared/schemas/tickets.ts';
import { trpc } from '../../trpc.ts';
import { useSession } from '../session/session-context.ts';
import { toCardTicket, type CardTicket, type TicketListItem } from './card-ticket.ts';
import { patchListPages } from './list-pages.ts';

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
 * Brings one request's card up to date in every list of the viewer that is loaded (issue 20): one
 * small query for the card, then each list puts it in, replaces it or drops it, as the shared
 * rule of which lists hold it says. When two changes to a request overtake each other, only the
 * answer to the latest counts.
 */
function useUpdateTicketCard() {
  const utils = trpc.useUtils();
  const { me } = useSession();
  const latest = useRef(new Map<string, number>());
  return useCallback(
    async (ticketId: string) => {
      const asked = (latest.current.get(ticketId) ?? 0) + 1;
      latest.current.set(ticketId, asked);
      const card = await utils.client.tickets.card.query({ ticketId });
      if (latest.current.get(ticketId) !== asked) return;
      latest.current.delete(ticketId);
      const holding = card ? listsHolding(toCardTicket(card), me.id) : [];
      const cardIn = (list: string, part?: ListPart) =>
        holding.some((held) => held.list === list && (!('part' in held) || held.part === part))
          ? card
          : null;
      for (const part of ['open', 'history'] as const) {
        utils.tickets.mine.setInfiniteData({ which: part }, (data) =>
          patchListPages(data, ticketId, cardIn('mine', part)),
        );
        utils.tickets.assigned.setInfiniteData({ which: part }, (data) =>
          patchListPages(data, ticketId, cardIn('assigned', part)),
        );
      }
      utils.tickets.available.setInfiniteData({}, (data) =>
        patchListPages(data, ticketId, cardIn('available')),
      );
      await utils.tickets.counters.invalidate();
    },
    [utils, me.id],
  );
}

/**
 * Keeps the viewer's lists live (SPEC §4 "Lists refresh live when tickets change"): the server
 * names a request that changed, and only its card is updated. Every list is refetched each time
 * the stream (re)starts, or the server says it may have missed changes, since changes made while
 * either was down were never signalled.
 *
 * Returns `restart`: the server reads a developer's categories when the stream starts, so it
 * must be restarted after they change, or requests in a newly chosen category would not appear.
 */
export function useLiveTicketLists() {
  const refresh = useRefreshTicketLists();
  const updateCard = useUpdateTicketCard();
  const subscription = trpc.tickets.onListsChanged.useSubscription(undefined, {
    onStarted: () => void refresh(),
    // `refresh`: the server's bus was deaf a while and changes may have gone unheard. Should the
    // card not come, the lists are refetched whole too.
    onData: (signal) =>
      void ('refresh' in signal ? refresh() : updateCard(signal.ticketId).catch(() => refresh())),
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

// The lists, a page at a time (issue 20); the next page loads as the visitor scrolls.
export const useMyRequests = (which: ListPart) =>
  useCards(trpc.tickets.mine.useInfiniteQuery({ which }, nextPage));
export const useAssignedRequests = (which: ListPart) =>
  useCards(trpc.tickets.assigned.useInfiniteQuery({ which }, nextPage));
export const useAvailableRequests = () =>
  useCards(trpc.tickets.available.useInfiniteQuery({}, nextPage));
