import type { TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { callFailed } from './session-ended.ts';

/**
 * Passes every failed call's error data on to `callFailed`, and the call on unchanged: a page
 * whose socket was closed or never opened still hears of a suspension at its next call.
 */
export function sessionEndLink<TRouter extends AnyRouter>(): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            callFailed(error.data as { code?: unknown; reason?: unknown } | undefined);
            observer.error(error);
          },
          complete: () => observer.complete(),
        }),
      );
}
