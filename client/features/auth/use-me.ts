import type { Me, Role } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';

// SPEC §9: the profile is cached for 5 minutes.
const PROFILE_CACHE_MS = 5 * 60 * 1000;

/** The signed-in user (null when signed out), shared by every screen through the query cache. */
export function useMe() {
  return trpc.auth.me.useQuery(undefined, { staleTime: PROFILE_CACHE_MS });
}

/** Each role's home (SPEC §2 "/dashboard" redirect). */
export function dashboardPathFor(role: Role): string {
  if (role === 'developer') return '/dashboard/developer';
  if (role === 'moderator') return '/moderation';
  return '/dashboard/customer';
}

export type { Me, Role };
