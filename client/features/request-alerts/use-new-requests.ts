import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { useSession } from '../session/session-context.ts';
import { cardTitle } from '../tickets/card-title.ts';
import { applyNewRequestStep, newRequestStep } from './new-requests.ts';

/** A request just posted, as its notice tells of it. */
export interface PostedNotice {
  ticketId: string;
  title: string;
}

/** How many notices show at once: the oldest goes when a fourth comes. */
const NOTICES_SHOWN = 3;

/**
 * Keeps the new-request count live and collects the notices of requests just posted
 * (docs/request-alerts.md#live), from the lists' own live feed (the pool's changes, filtered by
 * the server to what this developer may see): mounted once, by the layout, so that any page of a
 * developer's tab hears of a new request. The count is changed in place from each signal; it is
 * read again when the feed (re)starts or the server says it may have missed changes.
 */
export function useNewRequestAlerts(enabled: boolean) {
  const { me } = useSession();
  const utils = trpc.useUtils();
  const [notices, setNotices] = useState<PostedNotice[]>([]);
  const told = useRef(new Set<string>());
  const refetch = useCallback(() => void utils.alerts.newCount.invalidate(), [utils]);

  const subscription = trpc.tickets.onListsChanged.useSubscription(
    enabled ? undefined : skipToken,
    {
      onStarted: refetch,
      onData: (signal) => {
        const step = newRequestStep(signal, me.id);
        if (step.kind === 'refetch') return refetch();
        utils.alerts.newCount.setData(undefined, (current) => applyNewRequestStep(current, step));
        // Taken or deleted meanwhile: its notice would lead to nothing.
        if (step.kind === 'left') {
          setNotices((shown) => shown.filter((notice) => notice.ticketId !== step.ticketId));
        }
        if (step.kind !== 'posted' || told.current.has(step.ticketId)) return;
        told.current.add(step.ticketId);
        const notice = { ticketId: step.ticketId, title: cardTitle(step.title) };
        setNotices((shown) => [...shown, notice].slice(-NOTICES_SHOWN));
      },
    },
  );

  // The server filters the feed by the categories it read when the feed started: it starts
  // again when they change (as Available Requests' own feed does), or requests in a newly
  // chosen category would go unheard.
  const categories = trpc.profile.categories.useQuery(undefined, { enabled });
  const supported = categories.data?.categories;
  const streamed = useRef(supported);
  const { reset } = subscription;
  useEffect(() => {
    if (streamed.current !== undefined && streamed.current !== supported) reset();
    streamed.current = supported;
  }, [supported, reset]);

  const dismiss = useCallback(
    (ticketId: string) => setNotices((shown) => shown.filter((n) => n.ticketId !== ticketId)),
    [],
  );
  const dismissAll = useCallback(() => setNotices([]), []);
  return { notices, dismiss, dismissAll };
}
