import { uuidFromBytes } from '#shared/uuid.ts';

/**
 * A fresh key for one thing the person creates (a request, a message), sent with every try of it
 * so a retry after a lost answer cannot make a second one (docs/operations.md#faults). From
 * getRandomValues, which works on plain-HTTP addresses too, where `crypto.randomUUID` is missing.
 */
export function newClientKey(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)), 4);
}
