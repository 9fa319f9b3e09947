import { useEffect } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../trpc.ts';

/**
 * Once the signed-in screens are gone (none of their queries refetches now), nothing of the user
 * whose session ended stays in the tab for whoever signs in next. The profile's answer (no one)
 * stays, so the guard does not ask again, and so does the answer `alsoKeep` names (by its hash).
 */
export function useForgetSignedInData(alsoKeep?: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const profile = hashKey(getQueryKey(trpc.auth.me, undefined, 'query'));
    queryClient.removeQueries({
      predicate: (query) => query.queryHash !== profile && query.queryHash !== alsoKeep,
    });
  }, [queryClient, alsoKeep]);
}
