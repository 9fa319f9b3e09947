import type { ChatMessage } from '#shared/domain/discussions/messages.ts';

/**
 * The messages of one conversation as the screen holds them: the pages it loaded and what arrived
 * live, one entry per message, oldest first.
 */
export interface ThreadMessages {
  messages: readonly ChatMessage[];
  /** Whether messages older than the first one held exist (the oldest loaded page says). */
  hasOlder: boolean;
}

export const NO_MESSAGES: ThreadMessages = { messages: [], hasOlder: false };

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/**
 * Both lists in one, oldest first, each message once (by id). For a message in both, `prefer`
 * says which copy stays: a page just fetched is newer than what the screen holds, while a live
 * event repeats a message the screen may already have updated.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
  prefer: 'incoming' | 'current',
): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) {
    if (prefer === 'incoming' || !byId.has(message.id)) byId.set(message.id, message);
  }
  return [...byId.values()].sort(bySeq);
}

/**
 * The latest page (the first load, or a refetch) merged into what is held. A page that starts
 * after everything held while older messages exist means messages were missed in between (the
 * screen was away longer than a page's worth): the held ones are dropped rather than shown with
 * a silent gap, and scrolling up loads the rest again.
 */
export function withLatestPage(
  held: ThreadMessages,
  page: { messages: readonly ChatMessage[]; hasOlder: boolean },
): ThreadMessages {
  const newestHeld = held.messages.at(-1);
  const firstOfPage = page.messages[0];
  if (!newestHeld || !firstOfPage) {
    return newestHeld ? held : { messages: [...page.messages], hasOlder: page.hasOlder };
  }
  if (page.hasOlder && firstOfPage.seq > newestHeld.seq) {
    return { messages: [...page.messages], hasOlder: true };
  }
  const oldestHeld = held.messages[0];
  return {
    messages: mergeMessages(held.messages, page.messages, 'incoming'),
    // The oldest chunk held decides whether there is more before it.
    hasOlder: oldestHeld && oldestHeld.seq <= firstOfPage.seq ? held.hasOlder : page.hasOlder,
  };
}

/** An earlier page (loaded on scrolling up) added before what is held. */
export function withOlderPage(
  held: ThreadMessages,
  page: { messages: readonly ChatMessage[]; hasOlder: boolean },
): ThreadMessages {
  return {
    messages: mergeMessages(held.messages, page.messages, 'current'),
    hasOlder: page.hasOlder,
  };
}

/** A message from the live feed or the send answer; a repeat of one held changes nothing. */
export function withMessage(held: ThreadMessages, message: ChatMessage): ThreadMessages {
  if (held.messages.some((known) => known.id === message.id)) return held;
  return { ...held, messages: mergeMessages(held.messages, [message], 'current') };
}

/** The seq the sender's "Seen" counts to: the live read mark, or what the messages say. */
function isSeen(message: ChatMessage, readUpTo: number): boolean {
  return message.isRead || message.seq <= readUpTo;
}

/**
 * The viewer's latest message the other party has read, for "Seen" (only one is marked, as chat
 * apps do); null when none is.
 */
export function lastSeenOwnMessageId(
  messages: readonly ChatMessage[],
  viewerId: string,
  readUpTo: number,
): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.authorId === viewerId && isSeen(message, readUpTo)) return message.id;
  }
  return null;
}

/**
 * Up to which seq the viewer has unread messages from the other party, or null. System messages
 * are left out: one meant for nobody in particular stays unread for ever, and would mark the
 * conversation again on every visit (the thread's unread count covers those meant for the viewer).
 */
export function unreadIncomingUpTo(
  messages: readonly ChatMessage[],
  viewerId: string,
): number | null {
  let upTo: number | null = null;
  for (const message of messages) {
    if (message.authorId !== null && message.authorId !== viewerId && !message.isRead) {
      upTo = Math.max(upTo ?? 0, message.seq);
    }
  }
  return upTo;
}
