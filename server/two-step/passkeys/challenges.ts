import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webauthnChallenges } from '../../db/schema/index.ts';
import { hashToken } from '../../auth/tokens.ts';

export type ChallengePurpose = 'register' | 'sign-in' | 'second-step';

/** As long as the authenticator's prompt may reasonably stay open. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * A fresh WebAuthn challenge (docs/accounts.md#passkeys): 32 random bytes for the browser, their
 * SHA-256 for the table, so a leaked table answers nothing. Expired ones of anyone go meanwhile.
 */
export async function issueChallenge(
  db: Executor,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const challenge = encodeBase64urlNoPadding(bytes);
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values({
    id: hashToken(challenge),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  return challenge;
}

/**
 * Uses up a challenge the client data signed: true only once, before it expires, for the purpose
 * and the account (none for a sign-in by passkey alone) it was issued to.
 */
export async function useChallenge(
  db: Executor,
  challenge: Uint8Array,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<boolean> {
  const used = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, hashToken(encodeBase64urlNoPadding(challenge))),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return used.length > 0;
}
