import { uuidFromBytes } from '#shared/uuid.ts';

/**
 * A fresh key for one request the customer submits, sent with every try of it so a retry after a
 * lost answer cannot make a second request. From getRandomValues, which works on plain-HTTP
 * addresses too, where `crypto.randomUUID` is missing.
 */
export function newRequestKey(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)), 4);
}
