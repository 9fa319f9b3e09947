import { asc, eq } from 'drizzle-orm';
import { shownEmail } from '#shared/deleted-account.ts';
import { fullNameOf } from '#shared/format.ts';
import { PAYOUT_ISSUES_LIMIT, type PayoutIssues } from '#shared/schemas/payout-issues.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords, payoutHolds, payouts, profiles, users } from '../db/schema/index.ts';

const nameOf = (
  profile: { firstName: string | null; lastName: string | null } | null,
  email: string,
) => (profile && fullNameOf(profile)) || shownEmail(email);

/**
 * What the moderators' console lists under "Payouts to look at" (docs/payments.md#payouts): the
 * developers whose payouts are held, and the shares the provider refused, oldest first.
 */
export async function payoutIssues(db: Executor): Promise<PayoutIssues> {
  const [holds, failed] = await Promise.all([
    db
      .select({ hold: payoutHolds, email: users.email, profile: profiles })
      .from(payoutHolds)
      .innerJoin(users, eq(users.id, payoutHolds.developerId))
      .leftJoin(profiles, eq(profiles.id, payoutHolds.developerId))
      .orderBy(asc(payoutHolds.createdAt))
      .limit(PAYOUT_ISSUES_LIMIT),
    db
      .select({ payout: payouts, record: billingRecords, email: users.email, profile: profiles })
      .from(payouts)
      .innerJoin(billingRecords, eq(billingRecords.id, payouts.billingRecordId))
      .innerJoin(users, eq(users.id, payouts.developerId))
      .leftJoin(profiles, eq(profiles.id, payouts.developerId))
      .where(eq(payouts.status, 'failed'))
      .orderBy(asc(payouts.createdAt))
      .limit(PAYOUT_ISSUES_LIMIT),
  ]);
  return {
    holds: holds.map(({ hold, email, profile }) => ({
      developerId: hold.developerId,
      developerName: nameOf(profile, email),
      developerEmail: email,
      reason: hold.reason,
      ticketId: hold.ticketId,
      since: hold.createdAt,
    })),
    failed: failed.map(({ payout, record, email, profile }) => ({
      billingRecordId: payout.billingRecordId,
      ticketId: record.ticketId,
      description: record.description,
      developerName: nameOf(profile, email),
      amountCents: payout.amountCents,
      problem: payout.lastError ?? '',
      attempts: payout.attempts,
    })),
  };
}
