/** The scroll box's measures, as the DOM gives them. */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Within this many pixels of the end the reader counts as "at the newest message". */
const FOLLOW_THRESHOLD_PX = 80;
/** Within this many pixels of the top, earlier messages are loaded. */
const LOAD_OLDER_THRESHOLD_PX = 120;

export function isNearBottom(box: ScrollMetrics, threshold = FOLLOW_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.clientHeight - box.scrollTop <= threshold;
}

export function isNearTop(
  box: Pick<ScrollMetrics, 'scrollTop'>,
  threshold = LOAD_OLDER_THRESHOLD_PX,
) {
  return box.scrollTop <= threshold;
}

/** What changed between two renders of the list, by its first and last message. */
export type ListChange = 'first' | 'prepended' | 'appended' | 'both' | 'none';

export function listChange(
  before: { firstId: string | undefined; lastId: string | undefined } | null,
  after: { firstId: string | undefined; lastId: string | undefined },
): ListChange {
  if (!before || before.lastId === undefined) return after.lastId === undefined ? 'none' : 'first';
  const prepended = after.firstId !== before.firstId;
  const appended = after.lastId !== before.lastId;
  if (prepended && appended) return 'both';
  if (prepended) return 'prepended';
  if (appended) return 'appended';
  return 'none';
}

/**
 * Where to scroll after earlier messages were put above the ones on screen, so the message the
 * reader was looking at stays where it was.
 */
export function scrollTopAfterPrepend(
  scrollTopBefore: number,
  scrollHeightBefore: number,
  scrollHeightAfter: number,
): number {
  return scrollTopBefore + Math.max(0, scrollHeightAfter - scrollHeightBefore);
}

/**
 * Whether a new message should bring the list down to it: the reader was already following the
 * newest messages, or it is their own (they just sent it). Otherwise a "New messages" pill waits.
 */
export function shouldFollow(wasNearBottom: boolean, ownMessage: boolean): boolean {
  return wasNearBottom || ownMessage;
}
