import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { EXPIRED_CODE, INVALID_CODE, USED_CODE } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { betaAccessCodes } from '../db/schema/index.ts';
import { consumeRateLimits, refuseIfRateLimited } from '../rate-limit/rate-limit.ts';
import { inviteGuessLimits } from './limits.ts';

export type GrantedRole = 'customer' | 'developer';

// No 0/O or 1/I: codes are read off screens and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generateInviteCode(length = 10): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export interface NewInviteCode {
  code?: string;
  reusable?: boolean;
  /** Last valid day, YYYY-MM-DD. */
  expiresAt?: string;
  grantsRole?: GrantedRole;
  isStarter?: boolean;
}

export async function createInviteCode(db: Executor, options: NewInviteCode = {}) {
  const code = (options.code ?? generateInviteCode()).trim().toUpperCase();
  const [row] = await db
    .insert(betaAccessCodes)
    .values({
      code,
      reusable: options.reusable ?? false,
      expiresAt: options.expiresAt ?? null,
      grantsRole: options.grantsRole ?? 'customer',
      isStarter: options.isStarter ?? false,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', `The invite code ${code} already exists`);
  return row;
}

type CodeState = Pick<typeof betaAccessCodes.$inferSelect, 'used' | 'reusable' | 'expiresAt'>;

/** Refuses a used single-use code and an expired one. A code is valid through its expiry day (UTC). */
export function assertCodeUsable(row: CodeState): void {
  if (row.used && !row.reusable) throw new AppError('BAD_REQUEST', USED_CODE);
  if (row.expiresAt !== null && row.expiresAt < new Date().toISOString().slice(0, 10)) {
    throw new AppError('BAD_REQUEST', EXPIRED_CODE);
  }
}

/**
 * A code someone typed or followed, after the guessing limit for their address (refused once used
 * up, so a right guess then looks like a wrong one); an unknown code counts as a guess. Null for an
 * unknown code. Sign-up and the invite link's page both look codes up this way, so neither is an
 * easier way to guess them.
 */
export async function lookUpGuessedCode(db: Database, code: string, ip: string) {
  await refuseIfRateLimited(db, inviteGuessLimits(ip));
  const [row] = await db
    .select({
      grantsRole: betaAccessCodes.grantsRole,
      used: betaAccessCodes.used,
      reusable: betaAccessCodes.reusable,
      expiresAt: betaAccessCodes.expiresAt,
    })
    .from(betaAccessCodes)
    .where(eq(betaAccessCodes.code, code));
  if (!row) await consumeRateLimits(db, inviteGuessLimits(ip));
  return row ?? null;
}

/**
 * Checks a code and, for a single-use code, consumes it, inside the sign-up transaction. The row
 * lock makes two sign-ups racing for one code wait for each other: the second sees it used.
 */
export async function redeemInviteCode(
  tx: Executor,
  code: string,
  userId: string,
): Promise<GrantedRole> {
  const [row] = await tx
    .select()
    .from(betaAccessCodes)
    .where(eq(betaAccessCodes.code, code))
    .for('update');
  if (!row) throw new AppError('BAD_REQUEST', INVALID_CODE);
  assertCodeUsable(row);
  if (!row.reusable) {
    await tx
      .update(betaAccessCodes)
      .set({ used: true, usedBy: userId })
      .where(and(eq(betaAccessCodes.code, code), eq(betaAccessCodes.used, false)));
  }
  return row.grantsRole;
}

/** The reusable customer code a newcomer signs up with in development; created on first start. */
export async function ensureStarterInviteCode(db: Executor): Promise<string> {
  const [existing] = await db
    .select({ code: betaAccessCodes.code })
    .from(betaAccessCodes)
    .where(sql`${betaAccessCodes.isStarter}`)
    .limit(1);
  if (existing) return existing.code;
  const row = await createInviteCode(db, {
    code: `WELCOME-${generateInviteCode(6)}`,
    reusable: true,
    isStarter: true,
  });
  return row.code;
}
