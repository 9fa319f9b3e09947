import { useEffect, useState } from 'react';
import type { LazyExport } from './lazy-export.ts';

export type LazyExportState<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; value: T };

/**
 * A lazy export for a component that renders its own waiting state instead of suspending (React
 * keeps a Suspense fallback up for at least 300 ms): ready at once if the chunk is already in,
 * else fetched on mount, with a retry after a failure.
 */
export function useLazyExport<T>(lazyValue: LazyExport<T>): LazyExportState<T> {
  // Wrapped: a component stored as state must not be taken for an updater function.
  const [arrived, setArrived] = useState<{ value: T } | null>(() => {
    const value = lazyValue.current();
    return value === null ? null : { value };
  });
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (arrived) return;
    let mounted = true;
    lazyValue.load().then(
      (value) => {
        if (mounted) setArrived({ value });
      },
      () => {
        if (mounted) setFailedAttempt(attempt);
      },
    );
    return () => {
      mounted = false;
    };
  }, [lazyValue, arrived, attempt]);

  if (arrived) return { status: 'ready', value: arrived.value };
  if (failedAttempt === attempt) return { status: 'failed', retry: () => setAttempt(attempt + 1) };
  return { status: 'loading' };
}
