import type { Task } from 'graphile-worker';
import type { Database } from '../db/client.ts';
import type { FileStore } from './file-store.ts';
import { removeUnattachedUploads } from './unattached-uploads.ts';

export const REMOVE_UNATTACHED_UPLOADS_TASK = 'remove-unattached-uploads';

/**
 * Daily (see the crontab in server/jobs/tasks): uploads nobody attached, and files with no record.
 * Running twice removes nothing more, so a retried or doubled run is harmless.
 */
export function removeUnattachedUploadsTask(deps: { db: Database; store: FileStore }): Task {
  return async (_payload, helpers) => {
    const { uploads, strays } = await removeUnattachedUploads(deps.db, deps.store);
    helpers.logger.info(
      `Removed ${uploads} unattached uploads and ${strays} files with no record`,
      { uploads, strays },
    );
  };
}
