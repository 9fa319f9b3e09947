import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { cacheKeyOf } from '../db/request-deadline.ts';
import { sharedSecret } from '../db/shared-secret.ts';

/**
 * Authenticator keys are stored encrypted (AES-256-GCM) under a key derived from the server's
 * shared secret (docs/accounts.md#two-step-sign-in): a copy of the table alone, a backup or a
 * leaked dump of it, does not give anyone the codes.
 */
const keys = new WeakMap<object, Promise<Buffer>>();

function keyOf(db: Database): Promise<Buffer> {
  const cacheKey = cacheKeyOf(db);
  let key = keys.get(cacheKey);
  if (!key) {
    key = sharedSecret(db, 'two-step').then((secret) =>
      Buffer.from(hkdfSync('sha256', secret, 'unblock', 'totp-key-encryption', 32)),
    );
    keys.set(cacheKey, key);
    key.catch(() => keys.delete(cacheKey));
  }
  return key;
}

/** iv.tag.ciphertext, each base64url. */
export async function seal(db: Database, plain: Uint8Array): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function open(db: Database, sealed: string): Promise<Uint8Array> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('a sealed authenticator key is malformed');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), iv);
  decipher.setAuthTag(tag);
  return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]));
}
