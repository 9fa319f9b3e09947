import { eq } from 'drizzle-orm';
import type { Me } from '#shared/schemas/auth.ts';
import type { UpdateProfileInput } from '#shared/schemas/profile.ts';
import { loadMe } from '../auth/me.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';

/** A user edits only their own profile: the id comes from the session, never the input. */
export async function updateProfile(
  db: Database,
  userId: string,
  input: Required<UpdateProfileInput>,
): Promise<Me> {
  await db
    .update(profiles)
    .set({ firstName: input.firstName, lastName: input.lastName })
    .where(eq(profiles.id, userId));
  return loadMe(db, userId);
}
