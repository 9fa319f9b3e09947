import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';

/**
 * One ticket with its plan, kept live: each change the server announces (the other party's
 * command, a payment confirmed by the provider) refetches it, so both sides see it without
 * reloading. The stream starts only once the ticket is known to be visible, so a stranger's
 * page opens none.
 */
export function useTicket(ticketId: string) {
  const utils = trpc.useUtils();
  const ticket = trpc.tickets.get.useQuery({ ticketId });
  trpc.tickets.onChanged.useSubscription(ticket.isSuccess ? { ticketId } : skipToken, {
    // A cached copy from an earlier visit may predate changes made while the page was closed:
    // once the stream runs (and after each reconnect) nothing is missed, so fetch once then.
    onStarted: () => void utils.tickets.get.invalidate({ ticketId }),
    onData: () => void utils.tickets.get.invalidate({ ticketId }),
    // The server ends the stream when the ticket leaves this viewer's sight (deleted, or taken by
    // another developer): fetching it once more turns the page into the not-found card.
    onComplete: () => void utils.tickets.get.invalidate({ ticketId }),
  });
  return ticket;
}

/** Fetches the ticket now (bypassing the cache) and stores it, e.g. right after a command. */
export function useRefreshTicket() {
  const utils = trpc.useUtils();
  return (ticketId: string) => utils.tickets.get.fetch({ ticketId }, { staleTime: 0 });
}
