import { eq, sql } from 'drizzle-orm';
import type { CustomerWaitlistInput, DeveloperWaitlistInput } from '#shared/schemas/waitlist.ts';
import type { Database } from '../db/client.ts';
import { profiles, users, waitlistSignups } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { consumeRateLimits, type Limit } from '../rate-limit/rate-limit.ts';
import { confirmationEmail, operatorEmail } from './waitlist-emails.ts';

export type WaitlistKind = 'customer' | 'developer';

export type JoinWaitlistInput =
  ({ kind: 'customer' } & CustomerWaitlistInput) | ({ kind: 'developer' } & DeveloperWaitlistInput);

const HOUR = 60 * 60;

/**
 * Anyone may join, and each join mails the address given: per address and per client, a few an
 * hour, so the form cannot be used to flood someone's inbox or the operators'.
 */
const joinLimits = (ip: string, email: string): Limit[] => [
  { key: `waitlist:ip:${ip}`, max: 10, windowSeconds: HOUR },
  { key: `waitlist:email:${email.toLowerCase()}`, max: 3, windowSeconds: HOUR },
];

/**
 * Adds a person to a waitlist, or updates their entry when the address is already on it (its
 * status stays: an invited person is not made new again). Either way the answer is the same, so
 * the form does not reveal who is on the list; the person gets a confirmation, and the operators
 * hear of new entries, by mail queued in the same transaction.
 */
export async function joinWaitlist(
  db: Database,
  env: Env,
  ip: string,
  input: JoinWaitlistInput,
): Promise<void> {
  await consumeRateLimits(db, joinLimits(ip, input.email));
  const entry = {
    kind: input.kind,
    name: input.name,
    email: input.email,
    specialty: input.kind === 'developer' ? input.specialty : null,
    bio: input.kind === 'developer' ? (input.bio ?? null) : null,
  };
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(waitlistSignups)
      .values(entry)
      .onConflictDoUpdate({
        target: [waitlistSignups.kind, waitlistSignups.emailKey],
        set: {
          name: entry.name,
          specialty: entry.specialty,
          bio: entry.bio,
          updatedAt: sql`now()`,
        },
      })
      // A row the statement inserted has no xmax; an updated one has the updating transaction's.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const again = row?.inserted === false;
    await queueEmail(tx, entry.email, confirmationEmail(entry, env.publicUrl, again));
    if (again) return;
    const operators = await tx
      .select({ email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.userType, 'moderator'));
    for (const operator of operators) {
      await queueEmail(tx, operator.email, operatorEmail(entry, env.publicUrl));
    }
  });
}
