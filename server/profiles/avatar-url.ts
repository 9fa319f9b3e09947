import { sql, type Column } from 'drizzle-orm';

/** The authorised route that serves profile pictures (server/files/avatar-route.ts). */
export const AVATAR_PREFIX = '/api/files/avatar';

/**
 * SQL for a person's picture URL, or null without one: what every shape that carries a person
 * (the signed-in user, card rows, conversation parties) selects as `profileImageUrl`, for the
 * profiles table or an alias of it. The URL changes with the picture (`v`, a digest of its key;
 * the key itself stays on the server), so a browser may cache each version.
 */
export function profileImageUrlOf(profile: { id: Column; profileImageKey: Column }) {
  return sql<string | null>`case when ${profile.profileImageKey} is null then null
    else ${AVATAR_PREFIX} || '/' || ${profile.id} || '?v=' || left(md5(${profile.profileImageKey}), 12)
    end`;
}
