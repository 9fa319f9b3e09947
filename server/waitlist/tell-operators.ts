import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { operatorEmail } from './waitlist-emails.ts';

/** Mails every moderator about a new entry, in the caller's transaction. */
export async function tellOperators(
  tx: Executor,
  env: Env,
  entry: Parameters<typeof operatorEmail>[0],
): Promise<void> {
  const operators = await tx
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.userType, 'moderator'));
  for (const operator of operators) {
    await queueEmail(tx, operator.email, operatorEmail(entry, env.publicUrl));
  }
}
