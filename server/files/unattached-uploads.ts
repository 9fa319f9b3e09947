import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import {
  dataExports,
  messages,
  milestones,
  profiles,
  storedFiles,
  tickets,
} from '../db/schema/index.ts';
import type { FileStore } from './file-store.ts';

/**
 * How long an upload may wait to be attached before the clean-up removes it. People upload while
 * filling a form and attach when they submit it: a day keeps a form left open overnight working,
 * and the quota's "try again tomorrow" comes true once the daily clean-up has run.
 */
const UNATTACHED_GRACE_HOURS = 24;

/** Rows deleted per statement: short transactions, however much has piled up. */
const SWEEP_BATCH = 500;

/**
 * SQL: no request, milestone, message or profile picture refers to this stored file, so it is
 * waiting to be attached or was abandoned. Key existence (`?`) is answered by the GIN indexes of
 * migration 0007, the picture by profiles' unique index on its key. Deleted requests still refer
 * to their files: those are kept. A picture replaced or removed goes like any unattached upload.
 */
export function isUnattached(): SQL {
  return sql`not exists (select 1 from ${tickets} where ${tickets.files} ? ${storedFiles.key})
    and not exists (select 1 from ${milestones} where ${milestones.files} ? ${storedFiles.key})
    and not exists (select 1 from ${messages} where ${messages.attachments} ? ${storedFiles.key})
    and not exists (select 1 from ${profiles} where ${profiles.profileImageKey} = ${storedFiles.key})`;
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
 * Removes uploads that nothing has referred to for UNATTACHED_GRACE_HOURS: first their rows, so
 * from then on nobody can attach them (attachableFiles needs the row), then their bytes. Attaching
 * stamps `attached_at` before the ticket's transaction commits, which keeps a file being attached
 * right now out of the sweep. Last, stored files with no row (an upload or a clean-up
 * interrupted between the store and the database) are removed once they are as old.
 */
export async function removeUnattachedUploads(
  db: Database,
  store: FileStore,
  now = new Date(),
): Promise<{ uploads: number; strays: number }> {
  let uploads = 0;
  for (;;) {
    // The database's clock judges the rows it stamped; ours judges the files we wrote.
    const removed = await db
      .delete(storedFiles)
      .where(
        inArray(
          storedFiles.key,
          db
            .select({ key: storedFiles.key })
            .from(storedFiles)
            .where(
              and(
                sql`greatest(${storedFiles.createdAt}, ${storedFiles.attachedAt})
                  < now() - make_interval(hours => ${UNATTACHED_GRACE_HOURS})`,
                isUnattached(),
              ),
            )
            .limit(SWEEP_BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({ key: storedFiles.key });
    for (const { key } of removed) await store.remove(key);
    uploads += removed.length;
    if (removed.length < SWEEP_BATCH) break;
  }
  return { uploads, strays: await removeStrayFiles(db, store, now) };
}

async function removeStrayFiles(db: Database, store: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNATTACHED_GRACE_HOURS * 60 * 60 * 1000);
  let strays = 0;
  let batch = new Set<string>();
  const flush = async () => {
    const keys = [...batch];
    batch = new Set();
    if (keys.length === 0) return;
    const known = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(inArray(storedFiles.key, keys));
    // A copy of someone's data is recorded by its export, not as an upload (docs/privacy.md).
    const exported = await db
      .select({ key: dataExports.fileKey })
      .from(dataExports)
      .where(inArray(dataExports.fileKey, keys));
    const recorded = new Set([...known, ...exported].map((row) => row.key));
    for (const key of keys.filter((key) => !recorded.has(key))) {
      await store.remove(key);
      strays += 1;
    }
  };
  for await (const key of store.keysWrittenBefore(cutoff)) {
    batch.add(key);
    if (batch.size >= SWEEP_BATCH) await flush();
  }
  await flush();
  return strays;
}
