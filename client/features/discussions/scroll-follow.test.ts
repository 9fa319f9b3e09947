import { describe, expect, it } from 'vitest';
import {
  isNearBottom,
  isNearTop,
  listChange,
  scrollTopAfterPrepend,
  shouldFollow,
} from './scroll-follow.ts';

describe('isNearBottom', () => {
  it('is true at the end and within the threshold', () => {
    expect(isNearBottom({ scrollTop: 600, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollTop: 530, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
  });

  it('is false further up', () => {
    expect(isNearBottom({ scrollTop: 300, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
  });

  it('is true when everything fits', () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 })).toBe(true);
  });
});

describe('isNearTop', () => {
  it('is true near the top only', () => {
    expect(isNearTop({ scrollTop: 0 })).toBe(true);
    expect(isNearTop({ scrollTop: 100 })).toBe(true);
    expect(isNearTop({ scrollTop: 500 })).toBe(false);
  });
});

describe('listChange', () => {
  const list = (firstId?: string, lastId?: string) => ({ firstId, lastId });

  it('recognises the first messages', () => {
    expect(listChange(null, list('a', 'b'))).toBe('first');
    expect(listChange(list(), list('a', 'a'))).toBe('first');
    expect(listChange(null, list())).toBe('none');
  });

  it('tells earlier messages from newer ones', () => {
    expect(listChange(list('b', 'c'), list('a', 'c'))).toBe('prepended');
    expect(listChange(list('b', 'c'), list('b', 'd'))).toBe('appended');
    expect(listChange(list('b', 'c'), list('a', 'd'))).toBe('both');
    expect(listChange(list('b', 'c'), list('b', 'c'))).toBe('none');
  });
});

describe('scrollTopAfterPrepend', () => {
  it('moves down by the height added above', () => {
    expect(scrollTopAfterPrepend(10, 1000, 1800)).toBe(810);
  });

  it('never moves up', () => {
    expect(scrollTopAfterPrepend(10, 1000, 900)).toBe(10);
  });
});

describe('shouldFollow', () => {
  it('follows a reader at the bottom, or their own message', () => {
    expect(shouldFollow(true, false)).toBe(true);
    expect(shouldFollow(false, true)).toBe(true);
    expect(shouldFollow(false, false)).toBe(false);
  });
});
