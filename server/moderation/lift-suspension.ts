import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { ModeratedUser } from '#shared/schemas/moderation.ts';
import { forgetSuspendedSessions } from '../auth/suspended-sessions.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmailToUser } from '../mail/outbox.ts';
import { lockModeratedUser } from './moderated-user.ts';
import { suspensionLiftedEmail } from './suspension-emails.ts';

const NOT_SUSPENDED = 'This account is not suspended.';

/**
 * Lifts a suspension and tells the person, in one transaction. Nothing else to restore: the
 * suspension ended every session, so they simply sign in again (and an old browser is no longer
 * told of the suspension).
 */
export async function liftSuspension(
  db: Database,
  env: Env,
  userId: string,
): Promise<ModeratedUser> {
  return db.transaction(async (tx) => {
    const user = await lockModeratedUser(tx, userId);
    if (!user.suspendedAt) throw new AppError('CONFLICT', NOT_SUSPENDED);
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedBy: null, suspensionReason: null })
      .where(eq(users.id, user.id));
    await forgetSuspendedSessions(tx, user.id);
    await queueEmailToUser(tx, user.id, suspensionLiftedEmail(env.publicUrl));
    return { ...user, suspendedAt: null, suspensionReason: null };
  });
}
