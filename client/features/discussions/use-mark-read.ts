import { useEffect, useEffectEvent, useRef } from 'react';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import { trpc } from '../../trpc.ts';
import { unreadIncomingUpTo } from './thread-messages.ts';
import type { ThreadRef } from './thread-routes.ts';

/**
 * Incoming messages (docs/lifecycle.md#other-states) are marked read on load and on live arrival,
 * while the conversation is on screen. A tab in the background marks nothing until it is looked at
 * again. Each seq is sent once; the inbox feed then updates the cards and the nav badge.
 */
export function useMarkRead(
  ref: ThreadRef,
  viewerId: string,
  messages: readonly ChatMessage[],
  /** The card's unread count: it also counts system messages meant for the viewer. */
  unread: number,
) {
  // The inbox feed then brings the card and the unread total as they stand: nothing to refetch.
  const markRead = trpc.discussions.markRead.useMutation();
  const marked = useRef(0);

  const incomingUpTo = unreadIncomingUpTo(messages, viewerId);
  const latestSeq = messages.at(-1)?.seq ?? 0;
  const upTo = unread > 0 ? Math.max(latestSeq, incomingUpTo ?? 0) : (incomingUpTo ?? 0);

  const mark = useEffectEvent(() => {
    if (upTo <= marked.current || document.visibilityState !== 'visible') return;
    marked.current = upTo;
    markRead.mutate(
      { ...ref, upTo },
      {
        // Tried again with the next message or visit; a failure here only leaves a badge on.
        onError: () => {
          marked.current = 0;
        },
      },
    );
  });

  useEffect(() => {
    mark();
  }, [upTo]);

  useEffect(() => {
    const onVisible = () => mark();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
