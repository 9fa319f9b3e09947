import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, count, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '#shared/two-step.ts';
import type { Executor } from '../db/client.ts';
import { recoveryCodes } from '../db/schema/index.ts';
import { hashToken } from '../auth/tokens.ts';

/**
 * Recovery codes (docs/accounts.md#two-step-sign-in): 10 random characters of base32 each (50
 * bits), shown once as "xxxxx-xxxxx" and stored as their SHA-256 only. Their randomness, not a
 * slow hash, is what protects them, as with session tokens; wrong ones are rate-limited anyway.
 */
function newCode(): string {
  const code = encodeBase32LowerCaseNoPadding(randomBytes(7)).slice(0, 10);
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A code as typed (case, spaces and the dash do not matter), as it is stored. */
const hashOf = (code: string) => hashToken(code.toLowerCase().replaceAll(/[\s-]/g, ''));

/** A fresh set of codes in place of any the account had; answered once, never stored in clear. */
export async function replaceRecoveryCodes(tx: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(code) })));
  return codes;
}

/** Uses one of the account's unused recovery codes; false when it is not one. */
export async function useRecoveryCode(db: Executor, userId: string, code: string) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOf(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
