import { createHmac } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Database } from '../../db/client.ts';
import { sharedSecret } from '../../db/shared-secret.ts';

/**
 * The "this wasn't me" token of an email change, derived from the change's id with a server
 * secret (docs/accounts.md#password-and-email): the old address gets the link twice (when the
 * change is asked for, and when it is done), and only the token's hash is stored, so the second
 * mail re-derives the same token instead of reading it back. Same shape as every mailed token
 * (20 bytes, base32).
 */
export async function revertTokenOf(db: Database, changeId: string): Promise<string> {
  const secret = await sharedSecret(db, 'email-change');
  const mac = createHmac('sha256', secret).update(`revert:${changeId}`).digest();
  return encodeBase32LowerCaseNoPadding(mac.subarray(0, 20));
}

export const confirmLink = (publicUrl: string, token: string) =>
  `${publicUrl}/confirm-email#token=${token}`;
export const revertLink = (publicUrl: string, token: string) =>
  `${publicUrl}/revert-email#token=${token}`;
