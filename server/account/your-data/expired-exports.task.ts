import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import { dataExports } from '../../db/schema/index.ts';
import type { FileStore } from '../../files/file-store.ts';

export const REMOVE_EXPIRED_EXPORTS_TASK = 'remove-expired-exports';

/**
 * Daily (see the crontab in server/jobs/tasks): the zips of exports past their end are removed,
 * row and bytes (docs/privacy.md#a-copy-of-your-data). The download route already refuses them
 * from the moment they expire, so the day in between only holds bytes nobody can read. A second
 * run finds nothing more.
 */
export function removeExpiredExportsTask(deps: { db: Database; store: FileStore }): Task {
  return async (_payload, helpers) => {
    const removed = await removeExpiredExports(deps.db, deps.store);
    helpers.logger.info(`Removed ${removed} expired data exports`, { removed });
  };
}

export async function removeExpiredExports(db: Database, store: FileStore): Promise<number> {
  const expired = await db
    .delete(dataExports)
    .where(and(isNotNull(dataExports.fileKey), lt(dataExports.expiresAt, sql`now()`)))
    .returning({ fileKey: dataExports.fileKey });
  for (const { fileKey } of expired) if (fileKey) await store.remove(fileKey);
  return expired.length;
}
