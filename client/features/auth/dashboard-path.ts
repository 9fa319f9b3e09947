import type { Role } from '#shared/schemas/auth.ts';

/** Each role's home (the `/dashboard` redirect, docs/screens.md#protected-routes). */
export function dashboardPathFor(role: Role): string {
  if (role === 'developer') return '/dashboard/developer';
  if (role === 'moderator') return '/moderation';
  return '/dashboard/customer';
}
