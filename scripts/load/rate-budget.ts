import type { Limit } from '#server/rate-limit/rate-limit.ts';

/**
 * A person's own sense of the server's rate limits, from the server's own rules: an action a
 * limit covers is taken only while every limit has room in any window of its length (a sliding
 * window, which keeps the server's fixed windows under their maximum too). One below the maximum,
 * for the moment between sending and the server counting. So the mix stays the mix: a 429 in the
 * results means these budgets and the server disagree, not that the simulation is too eager.
 */
export class RateBudget {
  private readonly windows: Array<{ max: number; windowMs: number; times: number[] }>;

  constructor(limits: readonly Limit[]) {
    this.windows = limits.map((limit) => ({
      max: Math.max(1, limit.max - 1),
      windowMs: limit.windowSeconds * 1000,
      times: [],
    }));
  }

  /** Counts one action and says yes if every window has room; counts nothing on no. */
  take(now = Date.now()): boolean {
    for (const window of this.windows) {
      while (window.times.length > 0 && window.times[0]! <= now - window.windowMs) {
        window.times.shift();
      }
      if (window.times.length >= window.max) return false;
    }
    for (const window of this.windows) window.times.push(now);
    return true;
  }
}
