import { describe, expect, it } from 'vitest';
import type { ThreadCard, ThreadCardPage } from '#shared/domain/discussions/messages.ts';
import { withCardChange } from './inbox-cards.ts';

const card = (ticketId: string, day: number, more: Partial<ThreadCard> = {}): ThreadCard => ({
  ticketId,
  developerId: 'd1',
  other: { id: 'o', email: null, firstName: null, lastName: null, profileImageUrl: null },
  title: ticketId,
  status: 'DEVELOPER_WORKING',
  createdAt: new Date(Date.UTC(2025, 0, day)),
  unread: 0,
  writable: true,
  ...more,
});
const page = (cards: ThreadCard[], next: ThreadCardPage['next'] = null): ThreadCardPage => ({
  cards,
  next,
});
const ids = (pages: ThreadCardPage[]) =>
  pages.map((p) => p.cards.map((c) => `${c.ticketId}:${c.unread}`));
const cursor = { createdAt: new Date(), id: 'x', developerId: 'd1' };

describe('withCardChange', () => {
  it('replaces the conversation’s card in place', () => {
    const pages = [page([card('c', 3), card('b', 2), card('a', 1)])];
    const next = withCardChange(pages, {
      ticketId: 'b',
      developerId: 'd1',
      cards: [card('b', 2, { unread: 4 })],
      unread: 4,
    });
    expect(ids(next)).toEqual([['c:0', 'b:4', 'a:0']]);
    // The pages held are not changed.
    expect(ids(pages)).toEqual([['c:0', 'b:0', 'a:0']]);
  });

  it('removes the request’s cards the viewer lost, and only those the change names', () => {
    const pages = [page([card('b', 2), card('b', 2, { developerId: 'd0' }), card('a', 1)])];
    expect(
      ids(withCardChange(pages, { ticketId: 'b', developerId: null, cards: [], unread: 0 })),
    ).toEqual([['a:0']]);
    const kept = withCardChange(pages, { ticketId: 'b', developerId: 'd1', cards: [], unread: 0 });
    expect(kept[0]?.cards.map((c) => `${c.ticketId}:${c.developerId}`)).toEqual(['b:d0', 'a:d1']);
  });

  it('adds a new conversation where the order puts it, across pages', () => {
    const pages = [page([card('d', 4), card('c', 3)], cursor), page([card('a', 1)])];
    const next = withCardChange(pages, {
      ticketId: 'b',
      developerId: 'd1',
      cards: [card('b', 2, { unread: 1 })],
      unread: 1,
    });
    expect(ids(next)).toEqual([
      ['d:0', 'c:0'],
      ['b:1', 'a:0'],
    ]);
    const newest = withCardChange(pages, {
      ticketId: 'e',
      developerId: 'd1',
      cards: [card('e', 5)],
      unread: 0,
    });
    expect(ids(newest)).toEqual([['e:0', 'd:0', 'c:0'], ['a:0']]);
  });

  it('leaves a card past the loaded pages to the page that holds it, and ends the last page with one', () => {
    const partial = [page([card('c', 3)], cursor)];
    expect(
      ids(
        withCardChange(partial, {
          ticketId: 'a',
          developerId: 'd1',
          cards: [card('a', 1)],
          unread: 0,
        }),
      ),
    ).toEqual([['c:0']]);
    const whole = [page([card('c', 3)])];
    expect(
      ids(
        withCardChange(whole, {
          ticketId: 'a',
          developerId: 'd1',
          cards: [card('a', 1)],
          unread: 0,
        }),
      ),
    ).toEqual([['c:0', 'a:0']]);
    expect(
      ids(
        withCardChange([page([])], {
          ticketId: 'a',
          developerId: 'd1',
          cards: [card('a', 1)],
          unread: 0,
        }),
      ),
    ).toEqual([['a:0']]);
  });
});
