import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { EXPORT_PREPARING_TEXT, type DataExportView } from '#shared/schemas/your-data.ts';
import type { Database, Executor } from '../../db/client.ts';
import { dataExports, users } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/enqueue.ts';

export const PREPARE_EXPORT_TASK = 'prepare-data-export';

/**
 * A new copy of the person's data, prepared by a job (docs/privacy.md#a-copy-of-your-data): one at
 * a time, so a second click while one is being prepared is refused. The row and the job are
 * written in one transaction.
 */
export async function requestExport(db: Database, userId: string): Promise<DataExportView> {
  return db.transaction(async (tx) => {
    // The person's row, locked: a second click waits, then sees the first's export.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [latest] = await latestOf(tx, userId);
    if (latest?.status === 'preparing') {
      throw new AppError('CONFLICT', EXPORT_PREPARING_TEXT);
    }
    const [row] = await tx.insert(dataExports).values({ userId }).returning();
    await enqueueJob(tx, PREPARE_EXPORT_TASK, { exportId: row!.id }, { maxAttempts: 5 });
    return viewOf(row!);
  });
}

const latestOf = (db: Executor, userId: string) =>
  db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(1);

/** The person's latest export, as the settings page shows it; null: none asked for. */
export async function latestExport(db: Executor, userId: string): Promise<DataExportView | null> {
  const [row] = await latestOf(db, userId);
  return row ? viewOf(row) : null;
}

/** One of the person's exports by id; null for anyone else's or an id that never existed. */
export async function exportOf(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row ? viewOf(row) : null;
}

/** One of the person's exports that can be downloaded now, or null (anyone else's, or expired). */
export async function downloadableExport(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row || row.status !== 'ready' || !row.fileKey || !row.expiresAt) return null;
  if (row.expiresAt.getTime() <= Date.now()) return null;
  return { ...row, fileKey: row.fileKey };
}

function viewOf(row: typeof dataExports.$inferSelect): DataExportView {
  const expired =
    row.status === 'ready' && (!row.expiresAt || row.expiresAt.getTime() <= Date.now());
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    sizeBytes: row.sizeBytes,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  };
}
