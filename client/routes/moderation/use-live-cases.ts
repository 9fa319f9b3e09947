import { trpc } from '../../trpc.ts';

/**
 * The case queue, kept live as the ticket lists are (useLiveTicketLists): the server signals that
 * a request entered, changed in or left moderation, and the queue is refetched. Also refetched
 * each time the stream (re)starts, since changes made while it was down were never signalled.
 */
export function useLiveCases() {
  const utils = trpc.useUtils();
  const cases = trpc.moderation.cases.list.useQuery();
  trpc.moderation.cases.feed.useSubscription(undefined, {
    onStarted: () => void utils.moderation.cases.list.invalidate(),
    onData: () => void utils.moderation.cases.list.invalidate(),
  });
  return cases;
}
