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

/**
 * The device cookie marks a browser that signed in to an account before (ADR 0004). It is no
 * session: it outlives sign-out, and only lets its browser try a password past strangers' floods.
 */
export function deviceCookieName(env: Env): string {
  return env.isProduction ? '__Host-unblock_device' : 'unblock_device';
}

/** Never readable by scripts, never sent by cross-site requests, HTTPS only in production. */
const cookieOptions = (env: Env) =>
  ({ httpOnly: true, sameSite: 'lax', secure: env.isProduction, path: '/' }) as const;

export function setSessionCookie(reply: FastifyReply, env: Env, token: string, expires: Date) {
  void reply.setCookie(sessionCookieName(env), token, { ...cookieOptions(env), expires });
}

export function clearSessionCookie(reply: FastifyReply, env: Env) {
  void reply.clearCookie(sessionCookieName(env), cookieOptions(env));
}

export function setDeviceCookie(reply: FastifyReply, env: Env, value: string, expires: Date) {
  void reply.setCookie(deviceCookieName(env), value, { ...cookieOptions(env), expires });
}

/** The session token from a raw Cookie header (the WebSocket upgrade has no Fastify cookies). */
export function sessionTokenFromHeader(env: Env, header: string | undefined): string | undefined {
  if (!header) return undefined;
  return fastifyCookie.parse(header)[sessionCookieName(env)];
}
