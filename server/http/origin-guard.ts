import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { ONE_CLICK_PATH } from '../mail/unsubscribe-token.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * CSRF defence for every state-changing request and every WebSocket upgrade: a browser always
 * sends Origin on those, so a foreign Origin (or Sec-Fetch-Site: cross-site) is refused. Requests
 * with neither header come from non-browser clients (scripts, tests), which CSRF cannot drive.
 */
export function originGuard(env: Env) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (SAFE_METHODS.has(request.method) && !isUpgrade) return;
    // A mail provider's one-click unsubscribe (RFC 8058), maybe posted from a web mail page: its
    // token is its only authority, which a forged request would have to hold already
    // (docs/mail.md#unsubscribing). Matched on the route, so no other path can pass as it.
    if (request.method === 'POST' && request.routeOptions.url === ONE_CLICK_PATH) return;

    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (isAllowedOrigin(origin, env)) return;
    } else {
      const site = request.headers['sec-fetch-site'];
      if (site === undefined || site === 'same-origin' || site === 'none') return;
    }
    request.log.warn({ origin, url: request.url }, 'refused a cross-origin request');
    return reply.code(403).send({ error: 'Cross-origin request refused' });
  };
}

export function isAllowedOrigin(origin: string, env: Env): boolean {
  if (origin === env.publicUrl) return true;
  if (env.isProduction) return false;
  // In development the same server is reached as localhost, 127.0.0.1 or [::1] alike.
  try {
    const url = new URL(origin);
    return LOOPBACK.has(url.hostname) && Number(url.port || 80) === env.port;
  } catch {
    return false;
  }
}
