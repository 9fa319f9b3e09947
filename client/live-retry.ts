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
