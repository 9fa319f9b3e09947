import { describe, expect, it } from 'vitest';
import { cardFor, type CardSource } from './ticket-card.ts';

const person = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Doe',
  email,
  profileImageUrl: null,
  record: { average: null, count: 0, completed: 0 },
});

/** A waiting request in the pool of web developers, as one read of it gives every card. */
const waiting = (): CardSource => ({
  id: 't1',
  title: 'Fix the login',
  status: 'AWAITING_ASSIGNMENT',
  categories: ['web'],
  customerId: 'ann',
  developerId: null,
  offeredTo: null,
  version: 3,
  createdAt: new Date('2026-11-27T03:47:08.123Z'),
  deleted: false,
  customer: person('Ann', 'ann@example.com'),
  developer: person('', ''),
});

const developer = (id: string) => ({ id, role: 'developer' as const, categories: ['web'] });

describe('cardFor', () => {
  it('gives every developer of the pool one card, without the customer address', () => {
    const source = waiting();
    const first = cardFor(developer('dev1'), source);
    expect(cardFor(developer('dev2'), source)).toBe(first);
    expect(first).toMatchObject({ id: 't1', otherParty: { firstName: 'Ann', email: null } });
    expect(first).not.toHaveProperty('deleted');
  });

  it('gives the customer their own card, and nobody a card they may not see', () => {
    const source = waiting();
    const theirs = cardFor({ id: 'ann', role: 'customer' }, source);
    expect(theirs).not.toBe(cardFor(developer('dev1'), source));
    expect(theirs?.otherParty).toBe(source.developer);
    expect(cardFor({ id: 'bob', role: 'customer' }, source)).toBeNull();
    expect(cardFor({ id: 'dev3', role: 'developer', categories: ['mobile'] }, source)).toBeNull();
  });

  it('makes the cards of another read afresh', () => {
    expect(cardFor(developer('dev1'), waiting())).not.toBe(cardFor(developer('dev1'), waiting()));
  });
});
