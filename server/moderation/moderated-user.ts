import { DELETED_USER_NAME } from '#shared/deleted-account.ts';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { ModeratedUser } from '#shared/schemas/moderation.ts';
import type { Executor, Transaction } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';

const USER_NOT_FOUND = 'User not found';

/**
 * The name the console shows: first and last name, or the email when the person gave none (never a
 * deleted account's stand-in address, docs/privacy.md#deleting-an-account).
 */
export const shownName = sql<string>`coalesce(
  nullif(btrim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''),
  case when ${users.deletedAt} is null then ${users.email} else ${DELETED_USER_NAME} end
)`;

const moderatedUserColumns = {
  id: users.id,
  name: shownName,
  email: users.email,
  role: profiles.userType,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
};

const byId = (executor: Executor, userId: string) =>
  executor
    .select(moderatedUserColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));

/** An account as the moderation console shows it; NOT_FOUND for an unknown id. */
export async function getModeratedUser(db: Executor, userId: string): Promise<ModeratedUser> {
  const [user] = await byId(db, userId);
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return user;
}

/**
 * The account, locked for a moderator's change: two moderators acting on it at once wait for each
 * other, and the second sees what the first did.
 */
export async function lockModeratedUser(tx: Transaction, userId: string): Promise<ModeratedUser> {
  const [user] = await byId(tx, userId).for('update', { of: users });
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return user;
}
