import { eq } from 'drizzle-orm';
import type { Me } from '#shared/schemas/auth.ts';
import type { Executor } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { profileImageUrlOf } from '../profiles/avatar-url.ts';

export async function loadMe(db: Executor, userId: string): Promise<Me> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: profiles.userType,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      profileImageUrl: profileImageUrlOf(profiles),
      vettedAt: profiles.vettedAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} has no profile`);
  return row;
}
