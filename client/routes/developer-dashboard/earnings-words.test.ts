import { describe, expect, it } from 'vitest';
import type { EarningsRecord } from '#shared/schemas/earnings.ts';
import { whereItIs } from './earnings-words.ts';

const released = (payout: EarningsRecord['payout']): EarningsRecord => ({
  id: '6f1c2a9e-8d3b-4c5e-9a7f-1b2c3d4e5f60',
  ticketId: '6f1c2a9e-8d3b-4c5e-9a7f-1b2c3d4e5f61',
  description: 'Request #4E5F61 · Fix the freeze',
  status: 'released',
  amountCents: 4_500,
  paidAt: new Date('2026-11-20T12:00:00Z'),
  releasedAt: new Date('2026-11-21T12:00:00Z'),
  payout,
});

describe('where a developer’s money is', () => {
  it('says a held or refunded payment as before', () => {
    expect(whereItIs({ ...released(null), status: 'paid' }, { state: 'ready' })).toBe(
      'Held in escrow',
    );
    expect(whereItIs({ ...released(null), status: 'refunded' }, { state: 'ready' })).toBe(
      'Refunded to the customer',
    );
  });

  it('says when a released share was paid out', () => {
    const paidOutAt = new Date('2026-11-22T12:00:00Z');
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(paidOutAt);
    expect(
      whereItIs(released({ status: 'paid', paidOutAt, problem: null }), { state: 'ready' }),
    ).toBe(`Paid out on ${day}`);
  });

  it('says what a waiting share waits for, as the setup stands', () => {
    const waiting = released({ status: 'waiting', paidOutAt: null, problem: null });
    expect(whereItIs(waiting, { state: 'none' })).toBe('Waiting for your payout setup');
    expect(whereItIs(waiting, { state: 'incomplete', requirements: [] })).toBe(
      'Waiting for your payout setup',
    );
    expect(whereItIs(waiting, { state: 'ready' })).toBe('Being paid out');
    expect(whereItIs(waiting, { state: 'held', reason: 'A dispute.' })).toBe(
      'Waiting: your payouts are paused',
    );
  });

  it('gives a failed payout’s problem in the provider’s words, as a sentence', () => {
    const failed = (problem: string | null) =>
      whereItIs(released({ status: 'failed', paidOutAt: null, problem }), { state: 'ready' });
    expect(failed('Insufficient funds in the platform balance')).toBe(
      'Payout failed: Insufficient funds in the platform balance. We will try again.',
    );
    expect(failed('The account was closed.')).toBe(
      'Payout failed: The account was closed. We will try again.',
    );
    expect(failed(null)).toBe('Payout failed: The payment provider refused it. We will try again.');
  });

  it('says a reversed payout, and a share released before payouts existed', () => {
    expect(
      whereItIs(released({ status: 'reversed', paidOutAt: null, problem: null }), {
        state: 'held',
        reason: 'x',
      }),
    ).toBe('Reversed');
    expect(whereItIs(released(null), undefined)).toBe('Released to you');
  });
});
