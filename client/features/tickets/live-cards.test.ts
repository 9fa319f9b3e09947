import { describe, expect, it } from 'vitest';
import type { TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { cardPerList, CardTurns, liveStep } from './live-cards.ts';

const card = (status: TicketStatus, customerId: string, developerId: string | null) => ({
  id: 'request',
  status,
  customerId,
  developerId,
});

describe('a live list signal', () => {
  it('puts the card it brings in place, null included, without asking for it', () => {
    const brought = card('AWAITING_ASSIGNMENT', 'customer', null);
    expect(liveStep({ ticketId: 'request', card: brought })).toEqual({
      kind: 'place',
      ticketId: 'request',
      card: brought,
      counters: false,
    });
    expect(liveStep({ ticketId: 'request', card: null, own: true })).toEqual({
      kind: 'place',
      ticketId: 'request',
      card: null,
      counters: true,
    });
  });

  it('asks for the card only when the signal came without it, and refetches on refresh', () => {
    expect(liveStep({ ticketId: 'request' })).toEqual({
      kind: 'fetch',
      ticketId: 'request',
      counters: false,
    });
    expect(liveStep({ ticketId: 'request', own: true })).toMatchObject({ counters: true });
    expect(liveStep({ refresh: true })).toEqual({ kind: 'refresh' });
  });
});

describe('the lists a card belongs in', () => {
  it('holds a pool card in Available only, for a developer who is not its customer', () => {
    const pool = card('AWAITING_ASSIGNMENT', 'customer', null);
    expect(cardPerList(pool, 'developer')).toEqual({
      mine: { open: null, history: null },
      assigned: { open: null, history: null },
      available: pool,
    });
    expect(cardPerList(pool, 'customer')).toEqual({
      mine: { open: pool, history: null },
      assigned: { open: null, history: null },
      available: null,
    });
  });

  it('moves a taken request to the developer’s own lists, and drops a card that is null', () => {
    const done = card('CUSTOMER_APPROVED', 'customer', 'developer');
    expect(cardPerList(done, 'developer')).toEqual({
      mine: { open: null, history: null },
      assigned: { open: null, history: done },
      available: null,
    });
    expect(cardPerList(null, 'developer')).toEqual({
      mine: { open: null, history: null },
      assigned: { open: null, history: null },
      available: null,
    });
  });
});

describe('answers about one request that overtake each other', () => {
  it('keeps only the latest card asked for', () => {
    const turns = new CardTurns();
    const first = turns.take('request');
    const second = turns.take('request');
    expect(turns.answer('request', second)).toBe(true);
    expect(turns.answer('request', first)).toBe(false);
  });

  it('keeps a card a signal brought over an answer asked for before it came', () => {
    const turns = new CardTurns();
    const asked = turns.take('request');
    turns.arrived('request');
    expect(turns.answer('request', asked)).toBe(false);
    // A card asked for afterwards counts again.
    const later = turns.take('request');
    expect(turns.answer('request', later)).toBe(true);
  });
});
