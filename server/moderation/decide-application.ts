import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import {
  DEVELOPER_INVITE_VALID_DAYS,
  type DeclineApplicationInput,
} from '#shared/schemas/moderation.ts';
import type { WaitlistStatus } from '#shared/schemas/waitlist.ts';
import { createInviteCode } from '../auth/invite-codes.ts';
import type { Database, Transaction } from '../db/client.ts';
import { waitlistSignups } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { queueEmail } from '../mail/outbox.ts';
import { approvalEmail, declineEmail } from './application-emails.ts';
import { isConfirmedApplication } from './list-applications.ts';

const APPLICATION_NOT_FOUND = 'Application not found';

const decidedAlready: Record<Exclude<WaitlistStatus, 'new'>, string> = {
  invited: 'This application was already approved.',
  declined: 'This application was already declined.',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The code's last valid day (YYYY-MM-DD, UTC), DEVELOPER_INVITE_VALID_DAYS after today: a code
 * is valid through its expiry day, so the applicant has at least that many full days.
 */
function inviteLastValidDay(now: Date): string {
  return new Date(now.getTime() + DEVELOPER_INVITE_VALID_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Locks a confirmed developer application for its decision and refuses one already decided: two moderators
 * deciding at once wait for each other, and the second hears what the first did.
 */
async function lockUndecided(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      name: waitlistSignups.name,
      email: waitlistSignups.email,
      specialty: waitlistSignups.specialty,
      status: waitlistSignups.status,
    })
    .from(waitlistSignups)
    .where(and(eq(waitlistSignups.id, id), isConfirmedApplication))
    .for('update');
  // A customer's entry, or an application nobody confirmed, is no application to decide.
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  if (row.status !== 'new') throw new AppError('CONFLICT', decidedAlready[row.status]);
  return row;
}

/**
 * Approves an application: a single-use developer invite code, the decision on the entry and the
 * applicant's mail with the code, in one transaction.
 */
export async function approveApplication(
  db: Database,
  env: Env,
  moderatorId: string,
  id: string,
): Promise<{ status: 'invited'; inviteExpiresAt: string }> {
  return db.transaction(async (tx) => {
    const applicant = await lockUndecided(tx, id);
    const inviteExpiresAt = inviteLastValidDay(new Date());
    const { code } = await createInviteCode(tx, {
      grantsRole: 'developer',
      expiresAt: inviteExpiresAt,
    });
    await tx
      .update(waitlistSignups)
      .set({ status: 'invited', decidedAt: sql`now()`, decidedBy: moderatorId, inviteCode: code })
      .where(eq(waitlistSignups.id, id));
    await queueEmail(
      tx,
      applicant.email,
      approvalEmail(applicant, env.publicUrl, code, inviteExpiresAt),
    );
    return { status: 'invited' as const, inviteExpiresAt };
  });
}

/** Declines an application with its reason, stored and mailed to the applicant in one transaction. */
export async function declineApplication(
  db: Database,
  env: Env,
  moderatorId: string,
  input: DeclineApplicationInput,
): Promise<{ status: 'declined' }> {
  return db.transaction(async (tx) => {
    const applicant = await lockUndecided(tx, input.id);
    await tx
      .update(waitlistSignups)
      .set({
        status: 'declined',
        decidedAt: sql`now()`,
        decidedBy: moderatorId,
        declineReason: input.reason,
      })
      .where(eq(waitlistSignups.id, input.id));
    await queueEmail(tx, applicant.email, declineEmail(applicant, env.publicUrl, input.reason));
    return { status: 'declined' as const };
  });
}
