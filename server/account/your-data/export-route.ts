import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOfRequest } from '../../auth/request-user.ts';
import type { SessionCache } from '../../auth/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { withinDeadline } from '../../db/deadline.ts';
import type { Env } from '../../env.ts';
import { FILE_NOT_FOUND_TEXT } from '../../files/file-access.ts';
import type { FileStore } from '../../files/file-store.ts';
import { SENT_AS_STORED } from '../../files/sent-as-stored.ts';
import { downloadableExport } from './exports.ts';

const params = z.object({ id: z.uuid() });

/**
 * The copy of a person's data (docs/privacy.md#a-copy-of-your-data), to them alone: anyone else,
 * signed out, or after it expired gets the same 404 as for an id that never existed.
 */
export function registerExportRoute(
  app: FastifyInstance,
  deps: { env: Env; db: Database; store: FileStore; sessionCache?: SessionCache },
) {
  app.get('/api/account/exports/:id', SENT_AS_STORED, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const me = await userOfRequest(request, deps);
    const found =
      parsed.success && me
        ? await withinDeadline(deps.db, (db) => downloadableExport(db, me.id, parsed.data.id))
        : null;
    if (!found) return reply.code(404).send({ error: FILE_NOT_FOUND_TEXT });
    const day = found.readyAt?.toISOString().slice(0, 10) ?? 'copy';
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="unblock-data-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(deps.store.open(found.fileKey));
  });
}
