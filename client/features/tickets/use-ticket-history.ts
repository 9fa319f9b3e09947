import { useEffect } from 'react';
import { trpc } from '../../trpc.ts';

/**
 * A request's history (its events, and whether their hash chain checks out) for the timeline and
 * the decision banner. The ticket itself arrives live (useTicket); its version counts its events,
 * so a version past the history's last event means there is more to read, and it is fetched then.
 * `enabled` is false for viewers the server would answer NOT_FOUND (mayReadHistory).
 */
export type TicketHistoryQuery = ReturnType<typeof useTicketHistory>;

export function useTicketHistory(ticketId: string, version: number, enabled: boolean) {
  const utils = trpc.useUtils();
  const history = trpc.tickets.history.useQuery({ ticketId }, { enabled });
  const latest = history.data?.events.at(-1)?.version;
  useEffect(() => {
    if (enabled && latest !== undefined && latest < version) {
      void utils.tickets.history.invalidate({ ticketId });
    }
  }, [enabled, latest, version, ticketId, utils]);
  return history;
}
