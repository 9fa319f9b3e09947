import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { displayName } from '#shared/domain/files/limits.ts';
import { userOfRequest } from '../auth/request-user.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Database } from '../db/client.ts';
import { withinDeadline } from '../db/deadline.ts';
import type { Env } from '../env.ts';
import { viewerFor } from '../tickets/viewer.ts';
import { registerAvatarRoute } from './avatar-route.ts';
import { downloadableName, FILE_NOT_FOUND_TEXT } from './file-access.ts';
import type { FileStore } from './file-store.ts';
import { SENT_AS_STORED } from './sent-as-stored.ts';
import { handleUpload, MULTIPART_LIMITS } from './upload-route.ts';

const UPLOAD_PATH = '/api/files/upload';
const DOWNLOAD_PREFIX = '/api/files/download';

interface FileRouteDeps {
  env: Env;
  db: Database;
  store: FileStore;
  sessionCache?: SessionCache;
}

const downloadParams = z.object({ ticketId: z.uuid(), fileKey: z.uuid() });

/**
 * One file per POST (docs/files.md), in the multipart field `file`, answered with its `fileKey`; a
 * download by ticket and key, for those who may have it. Uploads stream to the file store, never
 * to memory.
 */
export async function registerFileRoutes(app: FastifyInstance, deps: FileRouteDeps) {
  await app.register(async (scope) => {
    // A file over the limit is told by its truncated stream (upload-route.ts), not by an error.
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    const { FilesLimitError } = scope.multipartErrors;
    scope.post(UPLOAD_PATH, (request, reply) =>
      handleUpload({ ...deps, FilesLimitError }, request, reply),
    );
  });

  app.get(`${DOWNLOAD_PREFIX}/:ticketId/:fileKey`, SENT_AS_STORED, async (request, reply) => {
    const params = downloadParams.safeParse(request.params);
    const me = await userOfRequest(request, deps);
    if (!params.success || !me) return notFound(reply);
    const { ticketId, fileKey } = params.data;
    const name = await withinDeadline(deps.db, async (db) =>
      downloadableName(db, await viewerFor(db, me), ticketId, fileKey),
    );
    if (name === null) return notFound(reply);
    return (
      reply
        .header('content-type', 'application/octet-stream')
        // Saved under the name the person chose, without the upload's unblock_{timestamp}_ prefix.
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(displayName(name))}`,
        )
        .header('cache-control', 'private, no-store')
        .send(deps.store.open(fileKey))
    );
  });

  registerAvatarRoute(app, deps);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: FILE_NOT_FOUND_TEXT });
}
