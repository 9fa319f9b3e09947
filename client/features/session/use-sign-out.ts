import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSession } from './session-context.ts';
import { rememberSignedInUser } from './signed-in-user.ts';

/**
 * Ends the session and goes to /. A failed sign-out call (docs/forms.md#when-a-step-fails) is
 * logged only and never blocks, so the user is signed out of this tab whatever the server said.
 */
export function useSignOut() {
  const { markSigningOut } = useSession();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const mutation = trpc.auth.signOut.useMutation();
  const { mutateAsync } = mutation;

  const signOut = useCallback(async () => {
    markSigningOut();
    // The signed-in screens are gone now (the guard shows "Signing out"), so no live feed asks
    // again with the session being ended. Reads already on their way are let in first: ended
    // under them, the session would have them refused (a 401 in the console). The server next,
    // then /: leaving before it answered would let the next page load (a link, a typed address)
    // abort the request and keep the session alive.
    await readsSettled(queryClient, READS_WAIT_MS);
    try {
      await mutateAsync();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    // Nobody is signed in now, for the public pages too (and / must not send them back).
    rememberSignedInUser(null);
    navigate('/', { replace: true });
    // Everything cached belonged to this user; whoever signs in next in this tab must not see it.
    queryClient.removeQueries();
    utils.auth.me.setData(undefined, null);
  }, [mutateAsync, markSigningOut, queryClient, utils, navigate]);

  return { signOut, isSigningOut: mutation.isPending };
}

/** How long signing out waits for reads in flight; a stalled one does not hold it up longer. */
const READS_WAIT_MS = 3000;

/** Resolves when no query is fetching, or after `limitMs`. */
function readsSettled(queryClient: QueryClient, limitMs: number): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}
