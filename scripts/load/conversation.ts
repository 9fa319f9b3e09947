import { randomUUID } from 'node:crypto';
import { sendMessageLimits, typingLimits } from '#server/discussions/limits.ts';
import { RateBudget } from './rate-budget.ts';
import { messageText } from './request-content.ts';
import type { SimulatedBrowser } from './simulated-browser.ts';

/** A person's room under the message and typing limits (the user id only names the key). */
export const messageBudgets = () => ({
  send: new RateBudget(sendMessageLimits('')),
  typing: new RateBudget(typingLimits('')),
});
export type MessageBudgets = ReturnType<typeof messageBudgets>;

/**
 * Opens a conversation and writes in it, as the discussions screen does: the latest page of
 * messages, incoming ones marked read, "… is typing" once, then the message. `developerId`: the
 * thread of a question asked before a grab (omitted: the request's own discussion). NOT_FOUND is
 * expected where the request may have been taken by someone else since the person saw it.
 */
export async function converse(
  browser: SimulatedBrowser,
  budgets: MessageBudgets,
  ticketId: string,
  options: { me: string; maybeGone?: boolean },
): Promise<void> {
  const expected = options.maybeGone ? ['NOT_FOUND'] : [];
  const thread = await browser.call(
    'discussions.thread',
    (api) => api.discussions.thread.query({ ticketId }),
    expected,
  );
  if (!thread) return;
  const unread = thread.messages.filter(
    (message) => message.authorId !== options.me && !message.isRead,
  );
  const last = unread.at(-1);
  if (last) {
    await browser.call(
      'discussions.markRead',
      (api) => api.discussions.markRead.mutate({ ticketId, upTo: last.seq }),
      expected,
    );
  }
  if (!thread.writable) return;
  await browser.think();
  if (budgets.typing.take()) {
    await browser.call(
      'discussions.typing',
      (api) => api.discussions.typing.mutate({ ticketId }),
      expected,
    );
  }
  await browser.think(1000, 4000);
  if (!budgets.send.take()) return;
  await browser.call(
    'discussions.send',
    (api) =>
      api.discussions.send.mutate({ ticketId, text: messageText(), messageKey: randomUUID() }),
    // Taken by someone else meanwhile: gone (NOT_FOUND) or read-only (CONFLICT).
    expected,
  );
}
