import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { PasskeySummary } from '#shared/passkeys.ts';
import type { Executor } from '../../db/client.ts';
import { passkeys } from '../../db/schema/index.ts';

/** No passkey of this id in the account: another's reads the same as none. */
const PASSKEY_NOT_FOUND = 'That passkey is not in your account.';

/** Whether the account has a passkey, so a second step may offer one. */
export async function hasPasskey(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return Boolean(row);
}

/** The account's passkeys, newest first, as the settings list shows them. */
export function listPasskeys(db: Executor, userId: string): Promise<PasskeySummary[]> {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt));
}

export async function renamePasskey(
  db: Executor,
  userId: string,
  input: { id: string; name: string },
): Promise<void> {
  const renamed = await db
    .update(passkeys)
    .set({ name: input.name })
    .where(and(eq(passkeys.id, input.id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (renamed.length === 0) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND);
}

/** Removes a passkey: it signs in no more, whatever device still holds it. */
export async function removePasskey(db: Executor, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND);
}
