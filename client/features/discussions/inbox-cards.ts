import type {
  InboxSignal,
  ThreadCard,
  ThreadCardPage,
} from '#shared/domain/discussions/messages.ts';

type CardChange = Exclude<InboxSignal, { refresh: true }>;

/** The list's order, as the server pages it: newest request first, then by ids, descending. */
function listOrder(a: ThreadCard, b: ThreadCard): number {
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  if (a.ticketId !== b.ticketId) return a.ticketId < b.ticketId ? 1 : -1;
  if (a.developerId === b.developerId) return 0;
  return a.developerId < b.developerId ? 1 : -1;
}

/**
 * "Your Tickets" as loaded (pages of cards) after an inbox signal: the cards it names (one
 * conversation, or all of a request's) replaced by those it brings, each put where the list's
 * order puts it. A card that sorts after every loaded page while more pages follow is left to
 * the page that holds it.
 */
export function withCardChange<Page extends ThreadCardPage>(
  pages: readonly Page[],
  change: CardChange,
): Page[] {
  const named = (card: ThreadCard) =>
    card.ticketId === change.ticketId &&
    (change.developerId === null || card.developerId === change.developerId);
  const result = pages.map((page) => ({ ...page, cards: page.cards.filter((c) => !named(c)) }));
  for (const card of change.cards) {
    const index = result.findIndex(
      (page, at) =>
        page.cards.some((held) => listOrder(card, held) < 0) ||
        (at === result.length - 1 && page.next === null),
    );
    const page = result[index];
    if (!page) continue;
    page.cards = [...page.cards, card].sort(listOrder);
  }
  return result;
}
