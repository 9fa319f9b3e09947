import type { Database } from '../db/client.ts';
import { assertCodeUsable, lookUpGuessedCode, type GrantedRole } from './invite-codes.ts';

/**
 * The role a mailed invite link's code would grant, so the page it opens speaks to who it invites:
 * a developer's approval link lands on copy for developers, not the customer's pitch
 * (docs/accounts.md). Null for a code that would not sign anyone up (unknown, used or expired).
 * An unknown code counts as a guess, under the same limit as sign-up's, so this is no easier a
 * way to guess codes than signing up.
 */
export async function inviteLinkRole(
  db: Database,
  command: { code: string; ip: string },
): Promise<GrantedRole | null> {
  const code = await lookUpGuessedCode(db, command.code, command.ip);
  if (!code) return null;
  try {
    assertCodeUsable(code);
  } catch {
    return null;
  }
  return code.grantsRole;
}
