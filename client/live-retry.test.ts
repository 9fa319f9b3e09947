import { describe, expect, it } from 'vitest';
import { socketReconnectDelayMs } from './live-retry.ts';

describe('socketReconnectDelayMs', () => {
  it('starts under a quarter of a second and never waits more than a second', () => {
    const longest = (attempt: number) => socketReconnectDelayMs(attempt, () => 1);
    expect([0, 1, 2, 3, 10, 50].map(longest)).toEqual([250, 500, 1000, 1000, 1000, 1000]);
  });

  it('waits a random half to whole of its ceiling, so tabs do not reconnect in step', () => {
    expect(socketReconnectDelayMs(0, () => 0)).toBe(125);
    expect(socketReconnectDelayMs(5, () => 0)).toBe(500);
    expect(socketReconnectDelayMs(5, () => 0.5)).toBe(750);
  });
});
