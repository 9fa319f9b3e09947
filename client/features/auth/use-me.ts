import type { Me, Role } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { signedInUserIfKnown } from '../session/signed-in-user.ts';

// The profile is cached for 5 minutes (docs/forms.md#limits-and-delays).
const PROFILE_CACHE_MS = 5 * 60 * 1000;

/** The signed-in user (null when signed out), shared by every screen through the query cache. */
export function useMe() {
  return trpc.auth.me.useQuery(undefined, {
    staleTime: PROFILE_CACHE_MS,
    // The user the public pages already know of (signed-in-user.ts), rather than asking again.
    // A visitor's answer is not reused: they may have signed in elsewhere since.
    initialData: () => signedInUserIfKnown()?.me ?? undefined,
    initialDataUpdatedAt: () => signedInUserIfKnown()?.at,
  });
}

export type { Me, Role };
