import { retryLink, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';

/**
 * Errors that end a live stream for a reason of the moment: the database was out of reach for
 * longer than a feed waits (server/db/retry.ts), or a feed failed unexpectedly. Any other error
 * (not found, signed out, a bad input) would only come again.
 */
const PASSING = new Set(['SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'TIMEOUT']);

/** Waits 1, 2, 4… seconds between tries of one stream, never more than 30. */
const liveRetryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** (attempt - 1));

/**
 * How long the socket waits before its reconnection attempt number `attempt` (0 for the first):
 * up to a quarter of a second at first, doubling to at most a second, each a random half to whole
 * of that. tRPC's default (0, then 2, 4, 8… seconds) brought live updates back 7 s after a
 * restarted server answered; this brings them within about a second of it, and the randomness
 * spreads a thousand tabs over that second instead of all knocking at once
 * (docs/operations.md#faults). A server still down refuses the connection, which costs it nothing.
 */
export function socketReconnectDelayMs(attempt: number, random: () => number = Math.random) {
  return Math.min(250 * 2 ** attempt, 1000) * (0.5 + random() / 2);
}

/**
 * Starts a live stream again when it ended on a passing error (docs/operations.md#faults: a screen
 * must never be left stale until it is reloaded). A stream that starts again says so (`onStarted`),
 * and every screen refetches then what it shows; a conversation resumes after its last message
 * received. Queries and mutations are never retried here: a person sees their error and decides.
 */
export function liveRetryLink<TRouter extends AnyRouter>(): TRPCLink<TRouter> {
  return retryLink<TRouter>({
    retry: ({ op, error }) =>
      op.type === 'subscription' && PASSING.has(String(error.data?.code ?? '')),
    retryDelayMs: liveRetryDelayMs,
  });
}
