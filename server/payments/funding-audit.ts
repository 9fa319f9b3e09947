import { and, eq, inArray } from 'drizzle-orm';
import { formatCents } from '#shared/domain/money.ts';
import type { Funding } from '#shared/domain/payments/fundings.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords } from '../db/schema/index.ts';

/**
 * `npm run audit`'s check of each funding in a ticket's history against the record whose payment
 * made it: that record is of the same milestone, was paid what the event says, and was priced at
 * the plan's price when the funding was recorded. A payment of an old price funding a re-priced
 * milestone turns it red (ADR 0007).
 */
export async function fundingProblems(
  db: Executor,
  ticketId: string,
  fundings: readonly Funding[],
): Promise<string[]> {
  if (fundings.length === 0) return [];
  const records = await db
    .select()
    .from(billingRecords)
    .where(
      and(
        eq(billingRecords.ticketId, ticketId),
        inArray(
          billingRecords.paymentId,
          fundings.map((funding) => funding.paymentId),
        ),
      ),
    );
  return fundings.flatMap((funding) => {
    const record = records.find((candidate) => candidate.paymentId === funding.paymentId);
    const what = `milestone ${funding.milestoneId}'s funding by payment ${funding.paymentId}`;
    if (!record) return [`${what} has no billing record`];
    const problems: string[] = [];
    if (record.milestoneId !== funding.milestoneId) {
      problems.push(`${what} was booked on billing record ${record.id} of another milestone`);
    }
    if (record.amountCents !== funding.amountCents) {
      problems.push(
        `${what} says ${formatCents(funding.amountCents)}, billing record ${record.id} ${formatCents(record.amountCents)}`,
      );
    }
    if (record.listCents !== funding.planListCents) {
      const plan = funding.planListCents === null ? 'no plan' : formatCents(funding.planListCents);
      problems.push(
        `${what} paid billing record ${record.id} priced ${formatCents(record.listCents)} while the plan asked ${plan}`,
      );
    }
    return problems;
  });
}
