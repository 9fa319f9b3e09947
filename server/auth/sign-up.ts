import { eq } from 'drizzle-orm';
import { COMMON_PASSWORD, EMAIL_TAKEN, INVALID_CODE } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { SignUpResult } from '#shared/schemas/auth.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { verificationEmail } from '../mail/templates/auth-emails.ts';
import { consumeRateLimits, refuseIfRateLimited } from '../rate-limit/rate-limit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { issueEmailToken } from './email-tokens.ts';
import { assertCodeUsable, lookUpGuessedCode, redeemInviteCode } from './invite-codes.ts';
import { signUpLimits, takenEmailLimits } from './limits.ts';
import { hashPassword } from './passwords.ts';

export interface SignUpCommand {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  inviteCode: string;
  ip: string;
}

/**
 * Creates the account, its profile (role from the invite code) and, when verification is
 * required, the verification mail, all in one transaction with the code's redemption.
 */
export async function signUp(
  db: Database,
  env: Env,
  command: SignUpCommand,
): Promise<SignUpResult> {
  await consumeRateLimits(db, signUpLimits(command.ip, command.email));
  // Cheap checks first, so a wrong code or a taken email never costs a password hash. The limits
  // counted on one answer only are asked before it: once used up, a right guess looks like a wrong one.
  const code = await lookUpGuessedCode(db, command.inviteCode, command.ip);
  if (!code) throw new AppError('BAD_REQUEST', INVALID_CODE);
  // A spent or expired code no longer tells anyone which addresses have accounts.
  assertCodeUsable(code);
  await refuseIfRateLimited(db, takenEmailLimits(command.inviteCode));
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, command.email));
  if (taken) {
    await consumeRateLimits(db, takenEmailLimits(command.inviteCode));
    throw new AppError('CONFLICT', EMAIL_TAKEN);
  }
  if (await isCommonPassword(command.password)) {
    throw new AppError('BAD_REQUEST', COMMON_PASSWORD);
  }

  const passwordHash = await hashPassword(command.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: command.email,
          passwordHash,
          emailVerifiedAt: env.requireEmailVerification ? null : new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      const role = await redeemInviteCode(tx, command.inviteCode, user.id);
      await tx.insert(profiles).values({
        id: user.id,
        userType: role,
        firstName: command.firstName || null,
        lastName: command.lastName || null,
        // Developer codes are issued only by a moderator's approval of an application.
        vettedAt: role === 'developer' ? new Date() : null,
      });
      if (!env.requireEmailVerification) return { status: 'created' as const };

      const link = await issueEmailToken(tx, env, user.id, 'verify-email');
      await queueEmail(tx, command.email, verificationEmail(link, command.firstName || null));
      return { status: 'verification-needed' as const, email: command.email };
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index lets one through.
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', EMAIL_TAKEN);
    }
    throw error;
  }
}
