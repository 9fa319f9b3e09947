import { describe, expect, it } from 'vitest';
import { LatestCards } from './latest-cards.ts';

describe('the cards a list feed sends of one request', () => {
  it('sends every card of a request only ever heard in the pool, in the order handed out', () => {
    const latest = new LatestCards();
    expect([2, 1, 1].map((version) => latest.isNewer('pool', version, false))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('drops a card of the viewer’s own request older than one already sent, from either topic', () => {
    const latest = new LatestCards();
    latest.follow('mine');
    expect(latest.isNewer('mine', 3, true)).toBe(true);
    // The pool's copy of an earlier change, handed out after the own topic's later one.
    expect(latest.isNewer('mine', 2, false)).toBe(false);
    expect(latest.isNewer('mine', 2, true)).toBe(false);
    expect(latest.isNewer('mine', 4, false)).toBe(true);
    expect(latest.isNewer('mine', 3, true)).toBe(false);
  });

  it('sends the same card twice only when the second is the own one (it moves the counters)', () => {
    const latest = new LatestCards();
    latest.follow('grabbed');
    expect(latest.isNewer('grabbed', 2, false)).toBe(true);
    expect(latest.isNewer('grabbed', 2, true)).toBe(true);
    expect(latest.isNewer('grabbed', 2, false)).toBe(false);
    expect(latest.isNewer('grabbed', 2, true)).toBe(false);
  });

  it('sends a request that could not be read (no version) as it comes', () => {
    const latest = new LatestCards();
    latest.follow('gone');
    expect(latest.isNewer('gone', 5, true)).toBe(true);
    expect(latest.isNewer('gone', undefined, true)).toBe(true);
  });

  it('forgets the requests followed longest ago beyond its bound', () => {
    const latest = new LatestCards();
    latest.follow('first');
    expect(latest.isNewer('first', 5, true)).toBe(true);
    for (let index = 0; index < 500; index++) latest.follow(`other-${index}`);
    // No longer followed: sent as it comes.
    expect(latest.isNewer('first', 4, false)).toBe(true);
  });
});
