import type { CustomerWaitlistInput, DeveloperWaitlistInput } from '#shared/schemas/waitlist.ts';
import type { Database } from '../db/client.ts';
import { waitlistSignups } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { consumeRateLimits, type Limit } from '../rate-limit/rate-limit.ts';
import { receiveApplication } from './application-confirmation.ts';
import { tellOperators } from './tell-operators.ts';
import { waitingListEmail } from './waitlist-emails.ts';

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
 * Adds a person to a waitlist. Anyone can type any address, so sending the form again for an
 * address changes nothing already there (a stranger cannot rewrite someone's entry), and a
 * developer's application waits for its address's owner to confirm it from the mail. The answer
 * is the same either way, so the form does not reveal who is on a list; the mail, which only the
 * address's owner reads, says what happened.
 */
export async function joinWaitlist(
  db: Database,
  env: Env,
  ip: string,
  input: JoinWaitlistInput,
): Promise<void> {
  await consumeRateLimits(db, joinLimits(ip, input.email));
  if (input.kind === 'developer') {
    await db.transaction((tx) => receiveApplication(tx, env, input));
    return;
  }
  await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(waitlistSignups)
      .values({ kind: 'customer', name: input.name, email: input.email })
      .onConflictDoNothing({ target: [waitlistSignups.kind, waitlistSignups.emailKey] })
      .returning({ id: waitlistSignups.id });
    await queueEmail(tx, input.email, waitingListEmail(env.publicUrl, !added));
    if (!added) return;
    await tellOperators(tx, env, {
      kind: 'customer',
      name: input.name,
      email: input.email,
      specialty: null,
      bio: null,
    });
  });
}
