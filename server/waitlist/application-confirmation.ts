import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import {
  APPLICATION_CONFIRMATION_DAYS,
  APPLICATION_LINK_INVALID,
  type DeveloperWaitlistInput,
} from '#shared/schemas/waitlist.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import type { Database, Transaction } from '../db/client.ts';
import { unconfirmedApplications, waitlistSignups } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { consumeRateLimits, type Limit } from '../rate-limit/rate-limit.ts';
import { tellOperators } from './tell-operators.ts';
import { alreadyAppliedEmail, confirmApplicationEmail } from './waitlist-emails.ts';

/** Where the mailed link lands; the token rides in the fragment, which no server or log sees. */
const CONFIRM_PAGE = '/become-unblocker/confirm';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A link is 160 random bits, so this only keeps one client from hammering the table. */
const confirmLimits = (ip: string): Limit[] => [
  { key: `waitlist-confirm:ip:${ip}`, max: 30, windowSeconds: 60 * 60 },
];

/**
 * Keeps an application as sent, with a single-use link of its own mailed to the address: until
 * the owner follows it, the application reaches no one. An address that has its application
 * already is told so instead, and nothing is kept. Runs in the caller's transaction.
 */
export async function receiveApplication(
  tx: Transaction,
  env: Env,
  application: DeveloperWaitlistInput,
): Promise<void> {
  // Links nobody followed in time are of no use to anyone: they go as new ones come.
  await tx
    .delete(unconfirmedApplications)
    .where(lte(unconfirmedApplications.expiresAt, sql`now()`));
  const [existing] = await tx
    .select({ id: waitlistSignups.id })
    .from(waitlistSignups)
    .where(
      and(
        eq(waitlistSignups.kind, 'developer'),
        // lower() as the column itself is made, so both sides fold case alike.
        eq(waitlistSignups.emailKey, sql`lower(${application.email})`),
        isNotNull(waitlistSignups.confirmedAt),
      ),
    );
  if (existing) {
    await queueEmail(tx, application.email, alreadyAppliedEmail(env.publicUrl));
    return;
  }
  const token = generateToken();
  await tx.insert(unconfirmedApplications).values({
    name: application.name,
    email: application.email,
    specialty: application.specialty,
    bio: application.bio ?? null,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + APPLICATION_CONFIRMATION_DAYS * DAY_MS),
  });
  const link = `${env.publicUrl}${CONFIRM_PAGE}#token=${token}`;
  await queueEmail(
    tx,
    application.email,
    confirmApplicationEmail(link, APPLICATION_CONFIRMATION_DAYS),
  );
}

/**
 * Follows a confirmation link: the application sent with it becomes the address's application
 * and reaches the moderators, unless the address has a confirmed one already, which is never
 * overwritten. The link works once (its row is deleted as it is used) and the address's other
 * links lapse with it. Any link that does not work gets one answer.
 */
export async function confirmApplication(
  db: Database,
  env: Env,
  command: { token: string; ip: string },
): Promise<{ confirmed: true }> {
  await consumeRateLimits(db, confirmLimits(command.ip));
  return db.transaction(async (tx) => {
    // The conditional delete is the single-use guarantee: of two concurrent uses, one deletes.
    const [application] = await tx
      .delete(unconfirmedApplications)
      .where(
        and(
          eq(unconfirmedApplications.tokenHash, hashToken(command.token)),
          gt(unconfirmedApplications.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!application) throw new AppError('BAD_REQUEST', APPLICATION_LINK_INVALID);
    await tx
      .delete(unconfirmedApplications)
      .where(eq(unconfirmedApplications.emailKey, application.emailKey));

    const sent = {
      name: application.name,
      email: application.email,
      specialty: application.specialty,
      bio: application.bio,
    };
    const [written] = await tx
      .insert(waitlistSignups)
      .values({ kind: 'developer', ...sent, confirmedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [waitlistSignups.kind, waitlistSignups.emailKey],
        // Only an entry nobody confirmed (one sent before confirmation was asked for) gives way
        // to its owner's confirmed words; a confirmed or decided one stays as it is.
        set: { ...sent, confirmedAt: sql`now()`, updatedAt: sql`now()` },
        setWhere: and(isNull(waitlistSignups.confirmedAt), eq(waitlistSignups.status, 'new')),
      })
      .returning({ id: waitlistSignups.id });
    if (written) await tellOperators(tx, env, { kind: 'developer', ...sent });
    return { confirmed: true as const };
  });
}
