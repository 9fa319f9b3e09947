import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../trpc.ts';

/**
 * Opening Available Requests (docs/request-alerts.md#the-count): the server records it once per
 * visit and says when the developer had looked before, so that what came since is tagged "New";
 * the count beside the link starts again from none. Undefined until the server answers (nothing
 * is tagged meanwhile); null when they had never looked (everything is new).
 */
export function useSeenAvailable(): Date | null | undefined {
  const utils = trpc.useUtils();
  const seen = trpc.alerts.seenAvailable.useMutation();
  const { mutate } = seen;
  const [previous, setPrevious] = useState<Date | null | undefined>(undefined);
  // Once per visit, though React may run the effect twice in development.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutate(undefined, {
      onSuccess: ({ previousSeenAt }) => {
        setPrevious(previousSeenAt);
        utils.alerts.newCount.setData(undefined, { count: 0, ticketIds: [] });
      },
    });
  }, [mutate, utils]);
  return previous;
}
