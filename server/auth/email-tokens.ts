import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { emailTokens } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { generateToken, hashToken } from './tokens.ts';

export type EmailTokenPurpose = 'verify-email' | 'reset-password';

const LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  'verify-email': 7 * 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

const PAGE: Record<EmailTokenPurpose, string> = {
  'verify-email': '/auth/callback',
  'reset-password': '/reset-password',
};

/**
 * Which older links a new one voids. A reset link voids the older ones (only the newest resets a
 * password). Verification links do not: people open the first mail they find, so every unexpired
 * link verifies the account, and once one has, the others lapse (docs/accounts.md#email-links).
 */
const VOIDS_OLDER: Record<EmailTokenPurpose, boolean> = {
  'verify-email': false,
  'reset-password': true,
};

/**
 * Issues a single-use token for a mailed link (voiding the user's older unused ones where
 * VOIDS_OLDER says so). The link is built from PUBLIC_URL, never the Host header, and carries the
 * token in the fragment, which browsers never send to a server or a Referer.
 */
export async function issueEmailToken(
  tx: Executor,
  env: Env,
  userId: string,
  purpose: EmailTokenPurpose,
): Promise<string> {
  if (VOIDS_OLDER[purpose]) await voidEmailTokens(tx, userId, purpose);
  const token = generateToken();
  await tx.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return `${env.publicUrl}${PAGE[purpose]}#token=${token}`;
}

/** Marks every unused token of the user for `purpose` used: none of their links works any more. */
export async function voidEmailTokens(tx: Executor, userId: string, purpose: EmailTokenPurpose) {
  await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/** The user id of a live token, or null. `consume` marks it used in the caller's transaction. */
export async function findEmailToken(
  tx: Executor,
  token: string,
  purpose: EmailTokenPurpose,
  { consume }: { consume: boolean },
): Promise<string | null> {
  const live = and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  );
  if (!consume) {
    const [row] = await tx.select({ userId: emailTokens.userId }).from(emailTokens).where(live);
    return row?.userId ?? null;
  }
  // The conditional update is the single-use guarantee: of two concurrent uses, one updates.
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(live)
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
