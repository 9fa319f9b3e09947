import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import {
  isNearBottom,
  isNearTop,
  listChange,
  scrollTopAfterPrepend,
  shouldFollow,
} from './scroll-follow.ts';

export interface ScrollFollowOptions {
  messages: readonly ChatMessage[];
  viewerId: string;
  /** Earlier messages exist: reaching the top loads them. */
  canLoadOlder: boolean;
  loadOlder: () => void;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The message list's scrolling (it scrolls smoothly to the newest message,
 * docs/discussions.md#the-screen): it opens at the newest message and glides to each new one,
 * unless the reader has scrolled up to read, who then gets a "New messages" pill instead. Reaching
 * the top loads earlier messages, and the message the reader was looking at stays in place when
 * they arrive above it.
 */
export function useScrollFollow({
  messages,
  viewerId,
  canLoadOlder,
  loadOlder,
}: ScrollFollowOptions) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [unseenNew, setUnseenNew] = useState(false);
  // Measured at each scroll and after each render: the state the next change is compared with.
  const followingRef = useRef(true);
  const shown = useRef<{
    firstId: string | undefined;
    lastId: string | undefined;
    scrollHeight: number;
  } | null>(null);

  const scrollToNewest = (smooth: boolean) => {
    const box = boxRef.current;
    if (!box) return;
    box.scrollTo({
      top: box.scrollHeight,
      behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    });
    followingRef.current = true;
  };

  const showPill = useEffectEvent((show: boolean) => setUnseenNew(show));

  const firstId = messages[0]?.id;
  const last = messages.at(-1);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const before = shown.current;
    const change = listChange(before, { firstId, lastId: last?.id });
    if (change === 'first') {
      // Opening the conversation: straight to the newest, as chat apps do.
      box.scrollTop = box.scrollHeight;
      followingRef.current = true;
    }
    if ((change === 'prepended' || change === 'both') && before) {
      box.scrollTop = scrollTopAfterPrepend(box.scrollTop, before.scrollHeight, box.scrollHeight);
    }
    if ((change === 'appended' || change === 'both') && last) {
      if (shouldFollow(followingRef.current, last.authorId === viewerId)) {
        box.scrollTo({
          top: box.scrollHeight,
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        });
        followingRef.current = true;
        showPill(false);
      } else {
        showPill(true);
      }
    }
    shown.current = { firstId, lastId: last?.id, scrollHeight: box.scrollHeight };
  }, [firstId, last, viewerId]);

  // The box changes size without a new message (the header's "Show more" appears, the composer
  // grows, the window is resized): a reader at the newest message stays there.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(() => {
      if (followingRef.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    followingRef.current = isNearBottom(box);
    // Content can change height without a new message (a resize rewraps it): the height an
    // earlier page is measured against is the one the reader last saw.
    if (shown.current) shown.current.scrollHeight = box.scrollHeight;
    if (followingRef.current && unseenNew) setUnseenNew(false);
    if (canLoadOlder && isNearTop(box) && box.scrollHeight > box.clientHeight) loadOlder();
  };

  return {
    boxRef,
    onScroll,
    unseenNew,
    showNewest: () => {
      setUnseenNew(false);
      scrollToNewest(true);
    },
  };
}
