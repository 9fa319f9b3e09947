import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@tanstack/react-query';
import type { ChatMessage, ThreadEvent, ThreadPage } from '#shared/domain/discussions/messages.ts';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { TYPING_SHOWN_MS } from './composer-draft.ts';
import {
  NO_MESSAGES,
  withLatestPage,
  withMessage,
  withOlderPage,
  type ThreadMessages,
} from './thread-messages.ts';
import type { ThreadRef } from './thread-routes.ts';

export interface ThreadLive {
  /** Up to which seq the other party has read (the live "read" events). */
  readUpTo: number;
  /** Who is typing right now (their user id), for "… is typing". */
  typingUserId: string | null;
}

/**
 * One conversation as the screen shows it: the latest page, earlier pages loaded on demand, and
 * what the live feed brings (new messages from either side, read marks, typing), merged by
 * message id. Render it with a `key` per conversation: nothing carries over between two.
 */
export function useThread(ref: ThreadRef, viewerId: string) {
  const utils = trpc.useUtils();
  const query = trpc.discussions.thread.useQuery(ref);
  const page = query.data;

  const [held, setHeld] = useState<ThreadMessages>(() =>
    page ? withLatestPage(NO_MESSAGES, page) : NO_MESSAGES,
  );
  // Each page the query answers (the first, and every refetch) is merged once, during render, so
  // the first paint already has the messages (React's "adjusting state when a prop changes").
  const [mergedPage, setMergedPage] = useState<ThreadPage | undefined>(page);
  if (page && page !== mergedPage) {
    setMergedPage(page);
    setHeld((current) => withLatestPage(current, page));
  }

  const [live, setLive] = useState<ThreadLive>({ readUpTo: 0, typingUserId: null });
  const typingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  const addMessage = useCallback((message: ChatMessage) => {
    setHeld((current) => withMessage(current, message));
  }, []);

  const onEvent = (event: ThreadEvent) => {
    if (event.kind === 'message') {
      addMessage(event.message);
      // Whoever sent a message has stopped typing it.
      setLive((current) =>
        current.typingUserId === event.message.authorId
          ? { ...current, typingUserId: null }
          : current,
      );
    } else if (event.kind === 'reload') {
      // More was said meanwhile than the feed replays: the latest page, fetched again, replaces
      // what is held (withLatestPage), and scrolling up loads the rest.
      void utils.discussions.thread.invalidate(ref);
    } else if (event.kind === 'read') {
      setLive((current) => ({ ...current, readUpTo: Math.max(current.readUpTo, event.upTo) }));
    } else if (event.userId !== viewerId) {
      setLive((current) => ({ ...current, typingUserId: event.userId }));
      window.clearTimeout(typingTimer.current);
      typingTimer.current = window.setTimeout(
        () => setLive((current) => ({ ...current, typingUserId: null })),
        TYPING_SHOWN_MS,
      );
    }
  };

  // The feed starts once the conversation is known to be visible (a stranger's page opens none),
  // from the newest message of the first page shown: the server sends what came after it, so
  // nothing said between the page and the feed is missed, even from a cached page of an earlier
  // visit. After a reconnect tRPC resumes it from its last event by itself.
  const [feedFrom, setFeedFrom] = useState<number | null>(null);
  if (feedFrom === null && page) setFeedFrom(page.messages.at(-1)?.seq ?? 0);
  trpc.discussions.onThread.useSubscription(
    feedFrom === null ? skipToken : { ...ref, lastEventId: String(feedFrom) },
    {
      onData: (envelope) => onEvent(envelope.data),
      // The server ends the feed when the conversation leaves the viewer's sight (the request was
      // deleted, or taken by someone else): asking again turns the pane into "Request not found".
      onComplete: () => void utils.discussions.thread.invalidate(ref),
    },
  );

  const [older, setOlder] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });
  const loadingOlder = useRef(false);
  const oldestSeq = held.messages[0]?.seq;
  const loadOlder = useCallback(() => {
    if (loadingOlder.current || oldestSeq === undefined) return;
    loadingOlder.current = true;
    setOlder({ loading: true, error: null });
    utils.client.discussions.thread
      .query({ ...ref, before: oldestSeq })
      .then((earlier) => {
        setHeld((current) => withOlderPage(current, earlier));
        setOlder({ loading: false, error: null });
      })
      .catch((error: unknown) => {
        setOlder({ loading: false, error: errorMessage(error) });
      })
      .finally(() => {
        loadingOlder.current = false;
      });
    // The ref's fields, not the object: a new object each render must not make a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [utils, ref.ticketId, ref.developerId, oldestSeq]);

  return {
    query,
    page,
    messages: held.messages,
    hasOlder: held.hasOlder,
    loadOlder,
    loadingOlder: older.loading,
    olderError: older.error,
    live,
    /** The answer of a send, shown at once (the feed's copy of it is then a repeat). */
    addMessage,
  };
}
