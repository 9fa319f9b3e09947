import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import { EXPORT_DAYS } from '#shared/schemas/your-data.ts';
import type { Database } from '../../db/client.ts';
import { dataExports } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { FileStore } from '../../files/file-store.ts';
import { GREETING, queueEmailToUser } from '../../mail/outbox.ts';
import { renderEmail } from '../../mail/templates/layout.ts';
import { exportContents, type ExportedFile } from './export-contents.ts';

const payload = z.object({ exportId: z.uuid() });
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Prepares one copy of a person's data (docs/privacy.md#a-copy-of-your-data): data.json and their
 * uploaded files, zipped into the file store, then the row marked ready for EXPORT_DAYS and a mail
 * queued in the same transaction. At least once: an export no longer preparing is left alone, and
 * a zip written by an attempt that could not record it is a stray the daily clean-up removes.
 */
export function prepareExportTask(deps: { db: Database; env: Env; store: FileStore }): Task {
  return async (raw, helpers) => {
    const { exportId } = payload.parse(raw);
    const { db, env, store } = deps;
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
    if (!row || row.status !== 'preparing') return;
    try {
      const contents = await exportContents(db, row.userId);
      if (!contents) return;
      const present = await presentFiles(store, contents.files);
      const fileKey = randomUUID();
      const sizeBytes = await store.save(
        fileKey,
        zipOf(contents.data, present, (key) => store.open(key)),
      );
      const readyAt = new Date();
      const recorded = await db.transaction(async (tx) => {
        const [ready] = await tx
          .update(dataExports)
          .set({
            status: 'ready',
            fileKey,
            sizeBytes,
            readyAt,
            expiresAt: new Date(readyAt.getTime() + EXPORT_DAYS * DAY_MS),
          })
          .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'preparing')))
          .returning({ id: dataExports.id });
        if (ready) await queueEmailToUser(tx, row.userId, readyEmail(env));
        return Boolean(ready);
      });
      // The account was deleted meanwhile (its exports with it), or another attempt won.
      if (!recorded) await store.remove(fileKey);
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) {
        await db
          .update(dataExports)
          .set({ status: 'failed' })
          .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'preparing')));
      }
      throw error;
    }
  };
}

/** The files whose bytes are still in the store (a file may be gone; the copy says so). */
async function presentFiles(store: FileStore, files: ExportedFile[]) {
  const present: ExportedFile[] = [];
  for (const file of files) {
    const found = await store.head(file.key, 1).then(
      () => true,
      () => false,
    );
    if (found) present.push(file);
  }
  return present;
}

/** The zip as it is written: data.json first, then each file read from the store in turn. */
function zipOf(
  data: { files: ExportedFile[] },
  files: ExportedFile[],
  open: (key: string) => Readable,
): Readable {
  const zip = new ZipFile();
  const kept = new Set(files.map((file) => file.key));
  const withPresence = {
    ...data,
    files: data.files.map((file) => ({ ...file, included: kept.has(file.key) })),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(withPresence, null, 2)), 'data.json');
  for (const file of files) {
    zip.addReadStreamLazy(file.path, (callback) => callback(null, open(file.key)));
  }
  zip.end();
  return Readable.from(zip.outputStream);
}

function readyEmail(env: Env) {
  return renderEmail({
    subject: 'Your Unblock data is ready',
    paragraphs: [
      GREETING,
      'The copy of your data you asked for is ready: everything Unblock holds about you, as a zip file.',
      `You can download it from your account settings for the next ${EXPORT_DAYS} days.`,
    ],
    action: { label: 'Go to your settings', url: `${env.publicUrl}/settings` },
    footnote: 'If you did not ask for a copy, change your password in your settings.',
  });
}
