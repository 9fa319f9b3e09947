import { COMMON_PASSWORD } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './passwords.ts';

/** Moderators are created by operators only (docs/lifecycle.md#roles), already verified. */
export async function createModerator(
  db: Database,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ id: string; email: string }> {
  // The most powerful accounts get the same floor as everyone else's.
  if (await isCommonPassword(input.password)) throw new AppError('BAD_REQUEST', COMMON_PASSWORD);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, emailVerifiedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    if (!user)
      throw new AppError('CONFLICT', `An account with the email ${input.email} already exists`);
    await tx.insert(profiles).values({
      id: user.id,
      userType: 'moderator',
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    });
    return user;
  });
}
