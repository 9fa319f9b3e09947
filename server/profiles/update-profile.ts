import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { UpdateProfile } from '#shared/schemas/profile.ts';
import { loadMe } from '../auth/me.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { UNKNOWN_ATTACHMENT_TEXT } from '../files/file-access.ts';
import type { FileStore } from '../files/file-store.ts';
import { checkProfileImage, stampProfileImage } from './profile-picture.ts';

const DEVELOPER_FIELDS_TEXT = 'Only Unblockers have a bio and supported categories.';

/**
 * A user edits only their own profile: the id comes from the session, never the input. What the
 * input leaves out stays as it is; a null picture goes back to the initials.
 */
export async function updateProfile(
  db: Database,
  store: FileStore,
  me: Pick<Me, 'id' | 'role'>,
  input: UpdateProfile,
): Promise<Me> {
  const { firstName, lastName, profileImageKey, bio, categories } = input;
  if ((bio !== undefined || categories !== undefined) && me.role !== 'developer') {
    throw new AppError('FORBIDDEN', DEVELOPER_FIELDS_TEXT);
  }
  if (profileImageKey) await checkProfileImage(db, store, me.id, profileImageKey);
  await db.transaction(async (tx) => {
    if (profileImageKey && !(await stampProfileImage(tx, me.id, profileImageKey))) {
      throw new AppError('BAD_REQUEST', UNKNOWN_ATTACHMENT_TEXT);
    }
    await tx
      .update(profiles)
      .set({
        firstName,
        lastName,
        ...(profileImageKey !== undefined && { profileImageKey }),
        ...(bio !== undefined && { bio: bio === '' ? null : bio }),
        ...(categories !== undefined && { supportedCategories: [...new Set(categories)] }),
      })
      .where(eq(profiles.id, me.id));
  });
  return loadMe(db, me.id);
}

/** What the Edit Profile dialog starts from beyond the session's profile. */
export async function profileDetails(db: Database, userId: string) {
  const [row] = await db
    .select({ bio: profiles.bio, categories: profiles.supportedCategories })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { bio: row?.bio ?? null, categories: row?.categories ?? [] };
}
