import { createHash } from 'node:crypto';
import { uuidFromBytes } from '#shared/uuid.ts';

/**
 * The id of a thing a person creates with a client key (docs/operations.md#faults): a UUID
 * (RFC 9562 version 8, "custom") hashed from its owner and the key, so the same pair always names
 * the same row, and a retry after a lost answer finds the first try's row instead of making a
 * second. No one can name a row in another person's space, since their own id is in the hash.
 * `kind` keeps one person's keys for different things apart.
 */
export function keyedId(ownerId: string, key: string, kind?: 'message'): string {
  const name = kind ? `${ownerId}:${kind}:${key}` : `${ownerId}:${key}`;
  return uuidFromBytes(createHash('sha256').update(name).digest(), 8);
}
