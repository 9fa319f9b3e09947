import type { FastifyRequest } from 'fastify';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { withinDeadline } from '../db/deadline.ts';
import type { Env } from '../env.ts';
import { sessionCookieName } from './cookie.ts';
import type { SessionCache } from './session-cache.ts';
import { validateSessionToken } from './sessions.ts';

/**
 * The signed-in user of a plain (non-tRPC) route, from the same session cookie tRPC reads, within
 * the database deadline as every request's first statement is.
 */
export async function userOfRequest(
  request: FastifyRequest,
  deps: { env: Env; db: Database; sessionCache?: SessionCache },
): Promise<Me | null> {
  const token = request.cookies[sessionCookieName(deps.env)];
  if (!token) return null;
  const auth = await withinDeadline(deps.db, (db) =>
    validateSessionToken(db, token, deps.sessionCache),
  );
  return auth?.me ?? null;
}
