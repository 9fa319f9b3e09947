import type { InfiniteData } from '@tanstack/react-query';

/** What a list item needs for its place in the lists' order (newest first, then by id). */
interface Ordered {
  id: string;
  createdAt: Date;
}

export interface ListPage<Item extends Ordered, Cursor> {
  items: Item[];
  nextCursor: Cursor | null;
}

/** Whether `a` comes before `b` in the lists' order (the server's `ORDER BY created_at, id DESC`). */
const before = (a: Ordered, b: Ordered) =>
  a.createdAt.getTime() !== b.createdAt.getTime()
    ? a.createdAt.getTime() > b.createdAt.getTime()
    : a.id > b.id;

/**
 * A list's loaded pages after one request changed (docs/screens.md, long lists: a live signal
 * updates the one card it names instead of refetching every list). `card` is the request as the
 * viewer's cards now show it, or null when it no longer belongs in this list. A card already shown
 * is replaced where it is; a new one goes where the order puts it among the loaded cards, or waits
 * for its page if it sorts after them and more pages follow. Pages keep their cursors: a cursor
 * names a place in the order, not a card, so the next page still starts right after what is loaded.
 */
export function patchListPages<Item extends Ordered, Cursor>(
  data: InfiniteData<ListPage<Item, Cursor>, Cursor | null> | undefined,
  ticketId: string,
  card: Item | null,
): InfiniteData<ListPage<Item, Cursor>, Cursor | null> | undefined {
  if (!data) return data;
  const shown = data.pages.some((page) => page.items.some((item) => item.id === ticketId));
  if (shown) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: card
          ? page.items.map((item) => (item.id === ticketId ? card : item))
          : page.items.filter((item) => item.id !== ticketId),
      })),
    };
  }
  if (!card) return data;
  const last = data.pages.length - 1;
  const pageIndex = data.pages.findIndex(
    (page, index) => page.items.some((item) => before(card, item)) || index === last,
  );
  const page = data.pages[pageIndex];
  if (!page) return data;
  const at = page.items.findIndex((item) => before(card, item));
  // After every loaded card: it belongs at the end only if no further page is to come.
  if (at === -1 && page.nextCursor !== null) return data;
  const items = [...page.items];
  items.splice(at === -1 ? items.length : at, 0, card);
  return {
    ...data,
    pages: data.pages.map((other, index) => (index === pageIndex ? { ...page, items } : other)),
  };
}
