import { AppError } from '#shared/errors.ts';
import { WRONG_TWO_STEP_CODE } from '#shared/two-step.ts';
import type { Database } from '../db/client.ts';
import { consumeRateLimits, forgetRateLimit, type Limit } from '../rate-limit/rate-limit.ts';
import { useRecoveryCode } from './recovery-codes.ts';
import { useTotpCode } from './totp.ts';

/** Wrong codes one account may be sent in 15 minutes, from anywhere. */
const CODE_ATTEMPTS_PER_ACCOUNT = 10;

/**
 * Codes are limited per account, like passwords (server/auth/limits.ts): 10 tries in 15 minutes
 * give a guesser about one chance in 30,000 at a 6-digit code (3 codes hold at a time). Counted
 * before the code is checked and forgotten when it was right, so only failures add up.
 */
export const codeLimit = (userId: string): Limit => ({
  key: `two-step:user:${userId}`,
  max: CODE_ATTEMPTS_PER_ACCOUNT,
  windowSeconds: 15 * 60,
});

/** What a code may be: from the app that is on, the one being set up, or a recovery code. */
export type CodeUse = 'enabled' | 'setup';

/**
 * Uses a code of the account, or refuses it (BAD_REQUEST; TOO_MANY_REQUESTS past the limit):
 * 6 digits are the authenticator's, anything else a recovery code (only once it is on).
 */
export async function useCode(
  db: Database,
  userId: string,
  code: string,
  use: CodeUse = 'enabled',
): Promise<void> {
  const limit = codeLimit(userId);
  await consumeRateLimits(db, [limit]);
  const right = /^\d{6}$/.test(code)
    ? await useTotpCode(db, userId, code, use === 'enabled')
    : use === 'enabled' && (await useRecoveryCode(db, userId, code));
  if (!right) throw new AppError('BAD_REQUEST', WRONG_TWO_STEP_CODE);
  await forgetRateLimit(db, limit.key);
}
