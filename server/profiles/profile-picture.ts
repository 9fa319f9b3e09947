import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  IMAGE_SIGNATURE_BYTES,
  PROFILE_IMAGE_REFUSED_TEXT,
  profileImageType,
  startsLikeImage,
} from '#shared/domain/files/profile-image.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { profiles, storedFiles, users } from '../db/schema/index.ts';
import { UNKNOWN_ATTACHMENT_TEXT } from '../files/file-access.ts';
import { isStoreOutage } from '../files/store-faults.ts';
import type { FileStore } from '../files/file-store.ts';

/**
 * Checks that `key` is a picture this person uploaded (its name's extension an image type, its
 * first bytes that type's), else BAD_REQUEST: someone else's upload is refused as unknown, so
 * naming a key never shows another person's file.
 */
export async function checkProfileImage(
  db: Executor,
  store: FileStore,
  ownerId: string,
  key: string,
): Promise<void> {
  const [file] = await db
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.ownerId, ownerId)));
  if (!file) throw new AppError('BAD_REQUEST', UNKNOWN_ATTACHMENT_TEXT);
  const type = profileImageType(file.name);
  // A file gone from the store is no picture; a store out of reach says "try again" instead.
  const head = type
    ? await store.head(key, IMAGE_SIGNATURE_BYTES).catch((error: unknown) => {
        if (isStoreOutage(error)) throw error;
        return null;
      })
    : null;
  if (!type || !head || !startsLikeImage(type, head)) {
    throw new AppError('BAD_REQUEST', PROFILE_IMAGE_REFUSED_TEXT);
  }
}

/**
 * Stamps the picture as attached, inside the transaction that sets it on the profile: the daily
 * clean-up of unattached uploads counts its grace from this stamp, so it cannot take the file
 * between the check and the commit. False when the file is gone meanwhile.
 */
export async function stampProfileImage(tx: Executor, ownerId: string, key: string) {
  const stamped = await tx
    .update(storedFiles)
    .set({ attachedAt: sql`now()` })
    .where(and(eq(storedFiles.key, key), eq(storedFiles.ownerId, ownerId)))
    .returning({ key: storedFiles.key });
  return stamped.length > 0;
}

/**
 * A person's picture as stored (key and name), or null without one or when the reader may not see
 * it: anyone signed in sees everyone's (beside names on cards and in conversations); a visitor
 * signed out only an Unblocker's with a public profile (docs/profiles.md#who-sees-what), never a
 * customer's or a suspended Unblocker's.
 */
export async function profilePicture(db: Executor, userId: string, signedIn = true) {
  const [row] = await db
    .select({ key: storedFiles.key, name: storedFiles.name })
    .from(profiles)
    .innerJoin(storedFiles, eq(storedFiles.key, profiles.profileImageKey))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.id, userId),
        signedIn ? undefined : and(eq(profiles.userType, 'developer'), isNull(users.suspendedAt)),
      ),
    );
  return row ?? null;
}
