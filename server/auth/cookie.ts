import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Env } from '../env.ts';

/**
 * In production the __Host- prefix makes the browser insist on Secure, Path=/ and no Domain, so
 * no sub-domain can plant or read the cookie. Plain HTTP on localhost cannot use it.
 */
export function sessionCookieName(env: Env): string {
  return env.isProduction ? '__Host-unblock_session' : 'unblock_session';
}

export function setSessionCookie(reply: FastifyReply, env: Env, token: string, expires: Date) {
  void reply.setCookie(sessionCookieName(env), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.isProduction,
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, env: Env) {
  void reply.clearCookie(sessionCookieName(env), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.isProduction,
    path: '/',
  });
}

/** The session token from a raw Cookie header (the WebSocket upgrade has no Fastify cookies). */
export function sessionTokenFromHeader(env: Env, header: string | undefined): string | undefined {
  if (!header) return undefined;
  return fastifyCookie.parse(header)[sessionCookieName(env)];
}
