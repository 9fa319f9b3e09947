import { describe, expect, it } from 'vitest';
import { SessionCache, type ValidSession } from './session-cache.ts';

const valid = (id: string, userId: string, expiresAt = new Date(Date.now() + 60_000)) =>
  ({
    session: { id, userId, expiresAt },
    me: {
      id: userId,
      email: `${userId}@example.com`,
      role: 'customer',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      vettedAt: null,
    },
    actor: { id: userId, role: 'customer' },
  }) satisfies ValidSession;

describe('SessionCache', () => {
  it('keeps a session for its time to live only', () => {
    const cache = new SessionCache(5_000);
    cache.set(valid('s1', 'u1'), 1_000);
    expect(cache.get('s1', 5_999)?.me.id).toBe('u1');
    expect(cache.get('s1', 6_000)).toBeUndefined();
  });

  it('never returns a session past its own expiry', () => {
    const cache = new SessionCache(60_000);
    const now = Date.now();
    cache.set(valid('s1', 'u1', new Date(now + 100)), now);
    expect(cache.get('s1', now + 99)).toBeDefined();
    expect(cache.get('s1', now + 100)).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.set(valid('a1', 'ann'));
    cache.set(valid('a2', 'ann'));
    cache.set(valid('b1', 'bob'));
    cache.forget('a1');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeDefined();
    cache.forgetUser('ann');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBeDefined();
  });

  it('makes room by dropping the oldest entry', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set(valid('s1', 'u1'));
    cache.set(valid('s2', 'u2'));
    cache.set(valid('s3', 'u3'));
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeDefined();
    expect(cache.get('s3')).toBeDefined();
  });
});
