import type { Role } from '#shared/schemas/auth.ts';

/** Each role's home (SPEC §2 "/dashboard" redirect). */
export function dashboardPathFor(role: Role): string {
  if (role === 'developer') return '/dashboard/developer';
  if (role === 'moderator') return '/moderation';
  return '/dashboard/customer';
}
