import { describe, expect, it } from 'vitest';
import { applyNewRequestStep, newRequestStep } from './new-requests.ts';

const me = 'developer-1';
interface Card {
  id: string;
  title: string;
  customerId: string;
  developerId: string | null;
  status: string;
  version: number;
}
const card = (changes: Partial<Card> = {}): Card => ({
  id: 't1',
  title: 'Login loops',
  customerId: 'customer-1',
  developerId: null,
  status: 'AWAITING_ASSIGNMENT',
  version: 1,
  ...changes,
});

describe('new requests from the pool signals', () => {
  it('counts a request just posted in the pool, once, and tells of it', () => {
    const step = newRequestStep({ ticketId: 't1', card: card() }, me);
    expect(step).toEqual({ kind: 'posted', ticketId: 't1', title: 'Login loops' });
    const once = applyNewRequestStep({ count: 1, ticketIds: ['t0'] }, step);
    expect(once).toEqual({ count: 2, ticketIds: ['t1', 't0'] });
    expect(applyNewRequestStep(once, step)).toEqual(once);
  });

  it('uncounts a request that left the pool: taken, deleted or out of sight', () => {
    const held = { count: 2, ticketIds: ['t1', 't0'] };
    const taken = newRequestStep(
      {
        ticketId: 't1',
        card: card({ developerId: 'other', status: 'DEVELOPER_PLANNING', version: 2 }),
      },
      me,
    );
    expect(taken).toEqual({ kind: 'left', ticketId: 't1' });
    expect(applyNewRequestStep(held, taken)).toEqual({ count: 1, ticketIds: ['t0'] });
    expect(applyNewRequestStep(held, newRequestStep({ ticketId: 't0', card: null }, me))).toEqual({
      count: 1,
      ticketIds: ['t1'],
    });
  });

  it('leaves the count to a change in the pool, and to the viewer’s own request', () => {
    expect(newRequestStep({ ticketId: 't1', card: card({ version: 2 }) }, me)).toEqual({
      kind: 'none',
    });
    // Their own request is never in their pool.
    expect(newRequestStep({ ticketId: 't1', card: card({ customerId: me }) }, me).kind).toBe(
      'left',
    );
  });

  it('asks again when the feed may have missed changes or sent no card', () => {
    expect(newRequestStep({ refresh: true }, me)).toEqual({ kind: 'refetch' });
    expect(newRequestStep({ ticketId: 't1' }, me)).toEqual({ kind: 'refetch' });
    // Not loaded yet: the query will read it.
    expect(applyNewRequestStep(undefined, { kind: 'left', ticketId: 't1' })).toBeUndefined();
  });
});
