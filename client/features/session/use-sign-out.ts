import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { trpc } from '../../trpc.ts';
import { useSession } from './session-context.ts';
import { rememberSignedInUser } from './signed-in-user.ts';

/**
 * Ends the session and goes to /. SPEC §8: a failed sign-out call is logged only and never
 * blocks, so the user is signed out of this tab whatever the server said.
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
    // Nobody is signed in now, for the public pages too (and / must not send them back).
    rememberSignedInUser(null);
    // The signed-in screens go first: their live feeds stop, so none restarts when the server
    // closes this session's socket and refetches with the session it has just ended (a 401).
    navigate('/', { replace: true });
    try {
      await mutateAsync();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    // Everything cached belonged to this user; whoever signs in next in this tab must not see it.
    queryClient.removeQueries();
    utils.auth.me.setData(undefined, null);
  }, [mutateAsync, markSigningOut, queryClient, utils, navigate]);

  return { signOut, isSigningOut: mutation.isPending };
}
