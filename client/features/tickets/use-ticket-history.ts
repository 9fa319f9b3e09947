import { useEffect, useMemo, useRef } from 'react';
import { trpc } from '../../trpc.ts';

/**
 * A request's history (its events, and whether their hash chain checks out) for the timeline and
 * the decision banner. The ticket itself arrives live (useTicket); its version counts its events,
 * so a version past the history's last event means there is more to read: only the events after
 * the last one held are fetched then, and a long history comes a page at a time until it is whole.
 * `enabled` is false for viewers the server would answer NOT_FOUND (mayReadHistory).
 */
export type TicketHistoryQuery = ReturnType<typeof useTicketHistory>;

export function useTicketHistory(ticketId: string, version: number, enabled: boolean) {
  const pages = trpc.tickets.history.useInfiniteQuery(
    { ticketId },
    {
      enabled,
      // Each answer goes on from the last event held, or where the one before it started.
      getNextPageParam: (page, _all, from) => page.events.at(-1)?.version ?? from ?? 0,
    },
  );
  const data = useMemo(() => {
    if (!pages.data) return undefined;
    const all = pages.data.pages;
    return {
      events: all.flatMap((page) => page.events),
      verified: all.every((page) => page.verified),
      more: all.at(-1)?.more ?? false,
    };
  }, [pages.data]);
  const latest = data?.events.at(-1)?.version ?? (data ? 0 : undefined);
  const { fetchNextPage, isFetching, isFetchNextPageError } = pages;
  // The version last asked for: an answer without it (not possible once committed) is not asked
  // for again until the ticket moves on.
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!enabled || latest === undefined || isFetching || isFetchNextPageError) return;
    if (data?.more || (latest < version && asked.current !== version)) {
      asked.current = version;
      void fetchNextPage();
    }
  }, [enabled, latest, version, data?.more, isFetching, isFetchNextPageError, fetchNextPage]);
  return {
    data,
    isError: pages.isError,
    error: pages.error,
    isPending: pages.isPending,
    refetch: pages.refetch,
  };
}
