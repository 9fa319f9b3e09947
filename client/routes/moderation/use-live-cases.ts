import { trpc } from '../../trpc.ts';

/**
 * The case queue, a page at a time (more as the moderator scrolls), kept live as the ticket lists
 * are (useLiveTicketLists): the server signals that a request entered, changed in or left
 * moderation, and the pages shown are refetched. Also refetched each time the stream (re)starts,
 * since changes made while it was down were never signalled.
 */
export function useLiveCases() {
  const utils = trpc.useUtils();
  const cases = trpc.moderation.cases.list.useInfiniteQuery(
    {},
    { getNextPageParam: (page) => page.nextCursor },
  );
  trpc.moderation.cases.feed.useSubscription(undefined, {
    onStarted: () => void utils.moderation.cases.list.invalidate(),
    onData: () => void utils.moderation.cases.list.invalidate(),
  });
  return cases;
}
