import { eq } from 'drizzle-orm';
import type { Me } from '#shared/schemas/auth.ts';
import type { Executor } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { profileImageUrlOf } from '../profiles/avatar-url.ts';

/** The columns of `Me` but its id, from `users` joined with `profiles` (the session reads them too). */
export const meColumns = {
  email: users.email,
  role: profiles.userType,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  profileImageUrl: profileImageUrlOf(profiles),
  vettedAt: profiles.vettedAt,
};

export async function loadMe(db: Executor, userId: string): Promise<Me> {
  const [row] = await db
    .select({ id: users.id, ...meColumns })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} has no profile`);
  return row;
}
