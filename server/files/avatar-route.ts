import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileImageType } from '#shared/domain/files/profile-image.ts';
import { userOfRequest } from '../auth/request-user.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Database } from '../db/client.ts';
import { withinDeadline } from '../db/deadline.ts';
import type { Env } from '../env.ts';
import { AVATAR_PREFIX } from '../profiles/avatar-url.ts';
import { profilePicture } from '../profiles/profile-picture.ts';
import { FILE_NOT_FOUND_TEXT } from './file-access.ts';
import type { FileStore } from './file-store.ts';
import { SENT_AS_STORED } from './sent-as-stored.ts';

interface AvatarRouteDeps {
  env: Env;
  db: Database;
  store: FileStore;
  sessionCache?: SessionCache;
}

const avatarParams = z.object({ userId: z.uuid() });

/**
 * A person's profile picture, to anyone signed in (it shows beside their name on cards and in
 * conversations) and an Unblocker's public one to visitors too (profilePicture,
 * docs/profiles.md#who-sees-what); 404 to everyone else and for anyone without one, as for
 * downloads (ADR 0008).
 * Served inline as the image type its stored name says, never a type the uploader declared, and
 * `nosniff`, so a file cannot be taken for HTML. The URL carries a digest of the picture's key
 * (server/profiles/avatar-url.ts): a browser keeps each version privately for a day.
 */
export function registerAvatarRoute(app: FastifyInstance, deps: AvatarRouteDeps) {
  app.get(`${AVATAR_PREFIX}/:userId`, SENT_AS_STORED, async (request, reply) => {
    const params = avatarParams.safeParse(request.params);
    const me = await userOfRequest(request, deps);
    const picture = params.success
      ? await withinDeadline(deps.db, (db) => profilePicture(db, params.data.userId, me !== null))
      : null;
    const type = picture && profileImageType(picture.name);
    if (!picture || !type) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: FILE_NOT_FOUND_TEXT });
    }
    return reply
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=86400')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(deps.store.open(picture.key));
  });
}
