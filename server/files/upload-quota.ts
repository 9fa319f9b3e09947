import { eq, sql } from 'drizzle-orm';
import {
  MAX_STORED_BYTES,
  MAX_STORED_SIZE_LABEL,
  MAX_UNATTACHED_BYTES,
} from '#shared/domain/files/limits.ts';
import type { Database, Executor } from '../db/client.ts';
import { storedFiles } from '../db/schema/index.ts';
import { isUnattached } from './unattached-uploads.ts';

const UNATTACHED_QUOTA_TEXT =
  'You have too many files waiting to be attached. Attach or remove some, or try again tomorrow.';
const STORAGE_QUOTA_TEXT = `This file does not fit in your account's storage limit of ${MAX_STORED_SIZE_LABEL}. Please contact support.`;

/** Keeps one person's concurrent uploads from each seeing room the others are about to take. */
const QUOTA_LOCK_SPACE = 0x66_69_6c_65; // "file"

interface Usage {
  /** Everything this person uploaded and we still keep, attached or not. */
  stored: number;
  /** The part of it nothing refers to yet (see isUnattached). */
  unattached: number;
}

async function usageOf(db: Executor, ownerId: string): Promise<Usage> {
  const [row] = await db
    .select({
      stored: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)`.mapWith(Number),
      unattached:
        sql<number>`coalesce(sum(${storedFiles.sizeBytes}) filter (where ${isUnattached()}), 0)`.mapWith(
          Number,
        ),
    })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, ownerId));
  return { stored: row?.stored ?? 0, unattached: row?.unattached ?? 0 };
}

/**
 * Why `sizeBytes` more would not fit, or null. The total first: attaching does not make room
 * there, so its message is the one that helps.
 */
function refusalFor(usage: Usage, sizeBytes: number): string | null {
  if (usage.stored + sizeBytes > MAX_STORED_BYTES) return STORAGE_QUOTA_TEXT;
  if (usage.unattached + sizeBytes > MAX_UNATTACHED_BYTES) return UNATTACHED_QUOTA_TEXT;
  return null;
}

/**
 * Asked before the file is read, with the least it can weigh (1 byte when nothing is declared: an
 * empty file is refused anyway): a refusal means the upload cannot fit whatever it holds.
 * recordUpload decides exactly once the size is known.
 */
export async function uploadRefusal(
  db: Executor,
  ownerId: string,
  leastBytes: number,
): Promise<string | null> {
  return refusalFor(await usageOf(db, ownerId), Math.max(1, leastBytes));
}

/**
 * Records an upload already stored, unless it would take its owner past MAX_STORED_BYTES in all
 * or MAX_UNATTACHED_BYTES waiting to be attached: then nothing is recorded, the caller removes the
 * file and answers with the refusal returned. The check and the insert hold a per-owner lock, so
 * a burst of parallel uploads is admitted one at a time.
 */
export async function recordUpload(
  db: Database,
  file: { key: string; ownerId: string; name: string; sizeBytes: number },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${QUOTA_LOCK_SPACE}::int, hashtext(${file.ownerId}))`,
    );
    const refusal = refusalFor(await usageOf(tx, file.ownerId), file.sizeBytes);
    if (refusal === null) await tx.insert(storedFiles).values(file);
    return refusal;
  });
}
