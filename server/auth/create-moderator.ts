import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { hashPassword } from './passwords.ts';

/** Moderators are created by operators only (DESIGN §5), already verified. */
export async function createModerator(
  db: Database,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ id: string; email: string }> {
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
