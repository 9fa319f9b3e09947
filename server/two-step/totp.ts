import { randomBytes } from 'node:crypto';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { TWO_STEP_ALREADY_ON, type TotpSetup } from '#shared/two-step.ts';
import { AppError } from '#shared/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { totpFactors } from '../db/schema/index.ts';
import { open, seal } from './secret-box.ts';

// RFC 6238 as every authenticator app reads an otpauth URI by default: SHA-1, 30 s, 6 digits.
const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ISSUER = 'Unblock';

/** The 30-second step a moment falls in (RFC 6238's T). */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The step a code belongs to, within one step either side of now (a clock a little off, a code
 * typed as it turned over), or null.
 */
export function matchingStep(key: Uint8Array, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  for (const step of [current, current - 1, current + 1]) {
    // The counter is unsigned (only a clock at 1970 would ask for step -1).
    if (step >= 0 && verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}

/**
 * A new authenticator key for the account, waiting for its confirming code (enabled_at null);
 * a setup started before and never confirmed is replaced. Refused when one is already on.
 */
export async function startTotp(
  db: Database,
  user: { id: string; email: string },
): Promise<TotpSetup> {
  const key = new Uint8Array(randomBytes(20));
  const encryptedKey = await seal(db, key);
  const stored = await db
    .insert(totpFactors)
    .values({ userId: user.id, encryptedKey })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { encryptedKey, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(totpFactors.enabledAt),
    })
    .returning({ userId: totpFactors.userId });
  if (stored.length === 0) throw new AppError('CONFLICT', TWO_STEP_ALREADY_ON);
  const uri = createTOTPKeyURI(ISSUER, user.email, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
  return { qrSvg: renderSVG(uri), secret: encodeBase32UpperCaseNoPadding(key) };
}

/**
 * Uses a code of the account's authenticator: `enabled` says whether the factor must already be
 * on (a sign-in, turning it off) or still be waiting for its confirmation (the setup, which this
 * turns on). A code is good once: the step it matched is stored, and a code of that step or an
 * earlier one is refused afterwards, in the same statement, so two requests cannot both use it.
 */
export async function useTotpCode(
  db: Database,
  userId: string,
  code: string,
  enabled: boolean,
): Promise<boolean> {
  const [factor] = await db
    .select({ encryptedKey: totpFactors.encryptedKey })
    .from(totpFactors)
    .where(
      and(
        eq(totpFactors.userId, userId),
        enabled ? isNotNull(totpFactors.enabledAt) : isNull(totpFactors.enabledAt),
      ),
    );
  if (!factor) return false;
  const step = matchingStep(await open(db, factor.encryptedKey), code);
  if (step === null) return false;
  const used = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, ...(enabled ? {} : { enabledAt: new Date() }) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        // The key read above, not one a new setup put in its place meanwhile.
        eq(totpFactors.encryptedKey, factor.encryptedKey),
        enabled ? isNotNull(totpFactors.enabledAt) : isNull(totpFactors.enabledAt),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return used.length > 0;
}

/** Whether the account has an authenticator turned on. */
export async function hasTotp(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
  return row !== undefined;
}
