import { describe, expect, it } from 'vitest';
import { patchListPages, type ListPage } from './list-pages.ts';

interface Item {
  id: string;
  createdAt: Date;
  title: string;
}
type Cursor = { createdAt: Date; id: string };

const item = (minute: number, title = `at ${minute}`): Item => ({
  id: `id-${String(minute).padStart(2, '0')}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 10, minute)),
  title,
});
const cursorAfter = (last: Item): Cursor => ({ createdAt: last.createdAt, id: last.id });

/** Pages of items given by minute, newest first; `more` says whether a page follows the last. */
function pages(minutes: number[][], more = false) {
  const built: Array<ListPage<Item, Cursor>> = minutes.map((page, index) => {
    const items = page.map((minute) => item(minute));
    const last = items.at(-1)!;
    const hasNext = index < minutes.length - 1 || more;
    return { items, nextCursor: hasNext ? cursorAfter(last) : null };
  });
  return { pages: built, pageParams: [null, ...built.slice(0, -1).map((p) => p.nextCursor)] };
}
const titles = (data: ReturnType<typeof pages> | undefined) =>
  data?.pages.map((page) => page.items.map((entry) => entry.title));

describe('a live change to one card of a paged list', () => {
  it('replaces a card already shown where it is', () => {
    const data = pages([
      [50, 40],
      [30, 20],
    ]);
    const patched = patchListPages(data, 'id-30', item(30, 'edited'));
    expect(titles(patched)).toEqual([
      ['at 50', 'at 40'],
      ['edited', 'at 20'],
    ]);
    expect(patched?.pages.map((page) => page.nextCursor)).toEqual(
      data.pages.map((page) => page.nextCursor),
    );
  });

  it('drops a card that left the list, from whichever page holds it', () => {
    const patched = patchListPages(pages([[50, 40], [30]]), 'id-40', null);
    expect(titles(patched)).toEqual([['at 50'], ['at 30']]);
  });

  it('puts a new request first, and one between loaded cards in its place', () => {
    expect(titles(patchListPages(pages([[50, 40], [30]]), 'id-55', item(55)))).toEqual([
      ['at 55', 'at 50', 'at 40'],
      ['at 30'],
    ]);
    expect(titles(patchListPages(pages([[50, 40], [30]]), 'id-35', item(35)))).toEqual([
      ['at 50', 'at 40'],
      ['at 35', 'at 30'],
    ]);
  });

  it('orders cards made in the same millisecond by id, as the server does', () => {
    const twin = { ...item(40, 'twin'), id: 'id-40b' };
    expect(titles(patchListPages(pages([[50, 40, 30]]), twin.id, twin))).toEqual([
      ['at 50', 'twin', 'at 40', 'at 30'],
    ]);
  });

  it('leaves a card older than everything loaded to its own page while more pages follow', () => {
    const data = pages([[50, 40]], true);
    expect(patchListPages(data, 'id-10', item(10))).toBe(data);
    expect(titles(patchListPages(pages([[50, 40]]), 'id-10', item(10)))).toEqual([
      ['at 50', 'at 40', 'at 10'],
    ]);
  });

  it('fills an empty list, and changes nothing for a list not loaded or a card it never had', () => {
    expect(titles(patchListPages(pages([[]]), 'id-10', item(10)))).toEqual([['at 10']]);
    expect(patchListPages(undefined, 'id-10', item(10))).toBeUndefined();
    const data = pages([[50]]);
    expect(patchListPages(data, 'id-10', null)).toBe(data);
  });
});
