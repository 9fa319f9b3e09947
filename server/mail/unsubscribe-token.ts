import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { OptionalMailKind } from '#shared/mail-kinds.ts';
import { optionalMailKind } from '#shared/schemas/mail.ts';
import type { Database } from '../db/client.ts';
import { sharedSecret } from '../db/shared-secret.ts';
import type { Env } from '../env.ts';

/** Where a mail provider posts a one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_PATH = '/api/mail/unsubscribe';

/**
 * The key unsubscribe tokens are signed with: one per database, so every instance makes and
 * checks the same tokens (docs/mail.md#unsubscribing).
 */
export const unsubscribeSecret = (db: Database) => sharedSecret(db, 'mail-unsubscribe');

const mac = (secret: string, userId: string, kind: OptionalMailKind) =>
  createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${kind}`).digest();

/**
 * A token that turns off `kind` for `userId` and nothing else: who and what in base64url, then
 * an HMAC of them. No expiry: an old mail's link still works, and can only do the same thing.
 */
export function unsubscribeToken(secret: string, userId: string, kind: OptionalMailKind): string {
  const subject = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${subject}.${mac(secret, userId, kind).toString('base64url')}`;
}

const subjectSchema = z.tuple([z.uuid(), optionalMailKind]);

/** Who and what a token names, if it is one this server made; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: OptionalMailKind } | null {
  const [subject, signature, ...rest] = token.split('.');
  if (!subject || !signature || rest.length > 0) return null;
  const parsed = subjectSchema.safeParse(Buffer.from(subject, 'base64url').toString().split(':'));
  if (!parsed.success) return null;
  const [userId, kind] = parsed.data;
  const expected = mac(secret, userId, kind);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}

/** The links an optional mail carries: the page that asks to confirm, and the one-click POST. */
export interface UnsubscribeLinks {
  kind: OptionalMailKind;
  /** `${PUBLIC_URL}/unsubscribe?token=…`: a page; opening it changes nothing. */
  page: string;
  /** `${PUBLIC_URL}/api/mail/unsubscribe?token=…`, for List-Unsubscribe. */
  oneClick: string;
}

export function unsubscribeLinks(
  env: Env,
  secret: string,
  userId: string,
  kind: OptionalMailKind,
): UnsubscribeLinks {
  const token = unsubscribeToken(secret, userId, kind);
  const at = (path: string) => {
    const url = new URL(path, env.publicUrl);
    url.searchParams.set('token', token);
    return url.toString();
  };
  return { kind, page: at('/unsubscribe'), oneClick: at(ONE_CLICK_PATH) };
}
