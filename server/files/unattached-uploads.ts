import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MAX_UNATTACHED_BYTES } from '#shared/domain/files/limits.ts';
import type { Database, Executor } from '../db/client.ts';
import { messages, milestones, storedFiles, tickets } from '../db/schema/index.ts';

export const UNATTACHED_QUOTA_TEXT =
  'You have too many files waiting to be attached. Attach or remove some, or try again tomorrow.';

/** Keeps one person's concurrent uploads from each seeing room the others are about to take. */
const QUOTA_LOCK_SPACE = 0x66_69_6c_65; // "file"

/**
 * SQL: no request, milestone or message refers to this stored file, so it is waiting to be
 * attached or was abandoned. Key existence (`?`) is answered by the GIN indexes of migration 0007.
 * Deleted requests still refer to their files: those are kept.
 */
export function isUnattached(): SQL {
  return sql`not exists (select 1 from ${tickets} where ${tickets.files} ? ${storedFiles.key})
    and not exists (select 1 from ${milestones} where ${milestones.files} ? ${storedFiles.key})
    and not exists (select 1 from ${messages} where ${messages.attachments} ? ${storedFiles.key})`;
}

/** Bytes this person uploaded that nothing refers to yet, however old (the quota counts them all). */
export async function unattachedBytes(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)`.mapWith(Number) })
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), isUnattached()));
  return row?.bytes ?? 0;
}

/**
 * Records an upload already on disk, unless it would take its owner's unattached uploads past
 * MAX_UNATTACHED_BYTES: then nothing is recorded and the caller removes the file. The check and
 * the insert hold a per-owner lock, so a burst of parallel uploads is admitted one at a time.
 */
export async function recordUpload(
  db: Database,
  file: { key: string; ownerId: string; name: string; sizeBytes: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${QUOTA_LOCK_SPACE}::int, hashtext(${file.ownerId}))`,
    );
    const used = await unattachedBytes(tx, file.ownerId);
    if (used + file.sizeBytes > MAX_UNATTACHED_BYTES) return false;
    await tx.insert(storedFiles).values(file);
    return true;
  });
}
