import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { SIGN_IN_CHALLENGE_EXPIRED } from '#shared/two-step.ts';
import type { Executor } from '../db/client.ts';
import { signInChallenges } from '../db/schema/index.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';

/** How long the second step waits after the right password. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The second step of a sign-in whose password was right (docs/accounts.md#two-step-sign-in): the
 * browser holds the token, the table its SHA-256 only, as with sessions. Expired ones of anyone
 * go at the same time, so the table never grows.
 */
export async function createSignInChallenge(db: Executor, userId: string): Promise<string> {
  const token = generateToken();
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, sql`now()`));
  await db.insert(signInChallenges).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  return token;
}

/** The account a standing challenge belongs to, or the "start again" refusal. */
export async function challengedUser(db: Executor, token: string): Promise<string> {
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(
      and(eq(signInChallenges.id, hashToken(token)), gt(signInChallenges.expiresAt, sql`now()`)),
    );
  if (!row) throw new AppError('UNAUTHORIZED', SIGN_IN_CHALLENGE_EXPIRED);
  return row.userId;
}

/** Ends a challenge once answered; false when another request answered it first. */
export async function endSignInChallenge(db: Executor, token: string): Promise<boolean> {
  const ended = await db
    .delete(signInChallenges)
    .where(
      and(eq(signInChallenges.id, hashToken(token)), gt(signInChallenges.expiresAt, sql`now()`)),
    )
    .returning({ id: signInChallenges.id });
  return ended.length > 0;
}
