import { describe, expect, it } from 'vitest';
import type { ThreadCard } from '#shared/domain/discussions/messages.ts';
import { fallbackHref, selectedCard, threadHref, threadRefOf } from './thread-routes.ts';

const TICKET = '3f2a9c1e-0000-4000-8000-000000000001';
const OTHER_TICKET = '3f2a9c1e-0000-4000-8000-000000000002';
const DEV_A = '7b1d0e2f-0000-4000-8000-00000000000a';
const DEV_B = '7b1d0e2f-0000-4000-8000-00000000000b';

function card(ticketId: string, developerId: string, overrides: Partial<ThreadCard> = {}) {
  return {
    ticketId,
    developerId,
    other: {
      id: developerId,
      email: 'dev@example.com',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    },
    title: 'Help',
    status: 'DEVELOPER_PLANNING',
    createdAt: new Date(0),
    unread: 0,
    writable: true,
    ...overrides,
  } satisfies ThreadCard;
}

describe('threadRefOf', () => {
  it('reads the request and the optional developer', () => {
    expect(threadRefOf(TICKET, '')).toEqual({ ticketId: TICKET });
    expect(threadRefOf(TICKET, `?with=${DEV_A}`)).toEqual({ ticketId: TICKET, developerId: DEV_A });
    expect(threadRefOf(TICKET, '?with=')).toEqual({ ticketId: TICKET });
  });

  it('names nothing when an id is not an id', () => {
    expect(threadRefOf('3f2a9c', '')).toBeNull();
    expect(threadRefOf(TICKET, '?with=someone')).toBeNull();
  });
});

describe('threadHref', () => {
  it('is the request’s own address for a developer and for a customer’s request discussion', () => {
    expect(threadHref(card(TICKET, DEV_A), 'developer')).toBe(`/discussions/${TICKET}`);
    expect(threadHref(card(TICKET, DEV_A), 'customer')).toBe(`/discussions/${TICKET}`);
  });

  it('names the developer of a question asked before the request was taken', () => {
    const question = card(TICKET, DEV_A, { status: 'AWAITING_ASSIGNMENT' });
    expect(threadHref(question, 'customer')).toBe(`/discussions/${TICKET}?with=${DEV_A}`);
    expect(threadHref(question, 'developer')).toBe(`/discussions/${TICKET}`);
  });

  it('always names the developer for a moderator', () => {
    expect(threadHref(card(TICKET, DEV_A), 'moderator')).toBe(
      `/discussions/${TICKET}?with=${DEV_A}`,
    );
  });
});

describe('selectedCard', () => {
  const question = (developerId: string) =>
    card(TICKET, developerId, { status: 'AWAITING_ASSIGNMENT' });

  it('finds the card of the developer the route names', () => {
    const cards = [card(OTHER_TICKET, DEV_A), question(DEV_A), question(DEV_B)];
    expect(selectedCard(cards, { ticketId: TICKET, developerId: DEV_B }, 'customer')).toBe(
      cards[2],
    );
  });

  it('finds the request discussion for a route without a developer', () => {
    const cards = [card(OTHER_TICKET, DEV_A), card(TICKET, DEV_B)];
    expect(selectedCard(cards, { ticketId: TICKET }, 'customer')).toBe(cards[1]);
    expect(selectedCard(cards, { ticketId: TICKET }, 'developer')).toBe(cards[1]);
  });

  it('finds no question thread for a customer route without a developer', () => {
    expect(selectedCard([question(DEV_A)], { ticketId: TICKET }, 'customer')).toBeUndefined();
  });

  it('finds none for another conversation or no route', () => {
    const cards = [card(TICKET, DEV_A)];
    expect(
      selectedCard(cards, { ticketId: TICKET, developerId: DEV_B }, 'customer'),
    ).toBeUndefined();
    expect(selectedCard(cards, null, 'customer')).toBeUndefined();
  });
});

describe('fallbackHref', () => {
  it('goes to a conversation of the same request the viewer has', () => {
    const question = card(TICKET, DEV_A, { status: 'AWAITING_ASSIGNMENT' });
    expect(
      fallbackHref([question], { ticketId: TICKET }, 'customer', `/discussions/${TICKET}`),
    ).toBe(`/discussions/${TICKET}?with=${DEV_A}`);
  });

  it('goes to the list otherwise, and never back to where it is', () => {
    expect(fallbackHref([], { ticketId: TICKET }, 'customer', `/discussions/${TICKET}`)).toBe(
      '/discussions',
    );
    expect(
      fallbackHref(
        [card(TICKET, DEV_A)],
        { ticketId: TICKET },
        'customer',
        `/discussions/${TICKET}`,
      ),
    ).toBe('/discussions');
  });
});
