import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  MAX_FILE_BYTES,
  MAX_FILE_SIZE_LABEL,
  MAX_UNATTACHED_BYTES,
} from '#shared/domain/files/limits.ts';
import { userOfRequest } from '../auth/request-user.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { viewerFor } from '../tickets/viewer.ts';
import { downloadableName, FILE_NOT_FOUND_TEXT } from './file-access.ts';
import type { DiskFileStore } from './file-store.ts';
import { recordUpload, UNATTACHED_QUOTA_TEXT, unattachedBytes } from './unattached-uploads.ts';

export const UPLOAD_PATH = '/api/files/upload';
export const DOWNLOAD_PREFIX = '/api/files/download';
const SIGN_IN_TEXT = 'Your session has expired. Please log in again.';

interface FileRouteDeps {
  env: Env;
  db: Database;
  store: DiskFileStore;
  sessionCache?: SessionCache;
}

const downloadParams = z.object({ ticketId: z.uuid(), fileKey: z.uuid() });

/**
 * SPEC §7 "Files": one file per POST (multipart field `file`), answered with its `fileKey`; a
 * download by ticket and key, for those who may have it. Uploads stream to disk, never to memory.
 */
export async function registerFileRoutes(app: FastifyInstance, deps: FileRouteDeps) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
    });

    scope.post(UPLOAD_PATH, async (request, reply) => {
      const me = await userOfRequest(request, deps);
      if (!me) return reply.code(401).send({ error: SIGN_IN_TEXT });
      if (!request.isMultipart()) return reply.code(415).send({ error: 'Send a file' });
      // 413, not 429: waiting a moment does not help, and the upload widget retries a 429. Asked
      // before a byte is written; recordUpload decides exactly once the size is known.
      if ((await unattachedBytes(deps.db, me.id)) >= MAX_UNATTACHED_BYTES) {
        return reply.code(413).send({ error: UNATTACHED_QUOTA_TEXT });
      }
      const part = await request.file();
      if (!part) return reply.code(400).send({ error: 'Send a file' });
      const name = cleanName(part.filename);
      const key = randomUUID();
      const sizeBytes = await deps.store.save(key, part.file);
      // The parser stops reading at the limit and marks the stream truncated (streams never throw).
      if (part.file.truncated) {
        await deps.store.remove(key);
        return reply
          .code(413)
          .send({ error: `${name} exceeds maximum allowed size of ${MAX_FILE_SIZE_LABEL}` });
      }
      if (sizeBytes === 0) {
        await deps.store.remove(key);
        return reply.code(400).send({ error: `${name} is empty` });
      }
      let recorded = false;
      try {
        recorded = await recordUpload(deps.db, { key, ownerId: me.id, name, sizeBytes });
      } finally {
        // Over the quota, or the database failed: no bytes stay behind without a row.
        if (!recorded) await deps.store.remove(key);
      }
      if (!recorded) return reply.code(413).send({ error: UNATTACHED_QUOTA_TEXT });
      return { fileKey: key, name, sizeBytes };
    });
  });

  app.get(`${DOWNLOAD_PREFIX}/:ticketId/:fileKey`, async (request, reply) => {
    const params = downloadParams.safeParse(request.params);
    const me = await userOfRequest(request, deps);
    if (!params.success || !me) return notFound(reply);
    const viewer = await viewerFor(deps.db, me);
    const name = await downloadableName(deps.db, viewer, params.data.ticketId, params.data.fileKey);
    if (name === null) return notFound(reply);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(deps.store.open(params.data.fileKey));
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: FILE_NOT_FOUND_TEXT });
}

/** The name as shown to people: no path, no control characters, at most 255 characters. */
function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 255);
}
