import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { sharedSecret } from '../db/shared-secret.ts';

/** How long a browser stays known to an account after its last sign-in there. */
const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** A browser that signed in to the account before; `nonce` names it, and keys its own limits. */
export interface Device {
  nonce: string;
}

export interface IssuedDeviceCookie {
  value: string;
  expiresAt: Date;
}

// `expires.nonce.signature`: seconds since 1970, 16 random bytes, HMAC-SHA256; all base64url.
const FORMAT = /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/** The signature binds the cookie to one account (its user id) and to its expiry. */
const signature = (secret: string, userId: string, nonce: string, expires: string) =>
  createHmac('sha256', secret)
    .update(`device-cookie:${userId}:${nonce}:${expires}`)
    .digest('base64url');

const secretOf = (db: Database) => sharedSecret(db, 'device-cookie');

/**
 * The device a cookie names if this server signed it for this account and it has not expired;
 * otherwise (absent, malformed, forged, another account's, expired) null: the browser is then a
 * stranger like any other (ADR 0004).
 */
export async function deviceOf(
  db: Database,
  userId: string,
  cookie: string | undefined,
): Promise<Device | null> {
  const match = cookie ? FORMAT.exec(cookie) : null;
  if (!match) return null;
  const [, expires = '', nonce = '', given = ''] = match;
  if (Number(expires) * 1000 <= Date.now()) return null;
  // Compared as text, so only the one spelling this server wrote is accepted.
  const expected = signature(await secretOf(db), userId, nonce, expires);
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? { nonce } : null;
}

/**
 * The device cookie to set after a sign-in: the same device for another year when the browser
 * presented a valid one (its own failures and limits go on), else a new one.
 */
export async function issueDeviceCookie(
  db: Database,
  userId: string,
  device: Device | null,
): Promise<IssuedDeviceCookie> {
  const nonce = device?.nonce ?? randomBytes(16).toString('base64url');
  const expires = Math.floor((Date.now() + DEVICE_COOKIE_LIFETIME_MS) / 1000);
  const value = `${expires}.${nonce}.${signature(await secretOf(db), userId, nonce, String(expires))}`;
  return { value, expiresAt: new Date(expires * 1000) };
}
