import { asc } from 'drizzle-orm';
import { recordProblems, type RecordedPosting } from '#shared/domain/payments/ledger.ts';
import type { Executor } from '../db/client.ts';
import { billingRecords, ledgerEntries, milestones, payouts } from '../db/schema/index.ts';
import { paymentMismatch } from '#shared/domain/payments/received-payment.ts';
import { bookedPriceOf, partiesOf, receivedOf } from './billing-records.ts';

export interface LedgerAuditReport {
  records: number;
  entries: number;
  problems: string[];
}

/**
 * `npm run audit`'s money half: the ledger sums to zero, overall and per movement; every billing
 * record's postings are exactly those its status calls for (so each cent is in one place); and
 * the milestones agree with their records: a paid milestone has exactly one funded record, an
 * accepted one a released record, a refunded one a refunded record, an unpaid one none; and what
 * each payment brought agrees with the price of the record it funded; and every released share
 * is paid out exactly once or still waiting (docs/payments.md#payouts).
 */
export async function auditLedger(db: Executor): Promise<LedgerAuditReport> {
  const records = await db.select().from(billingRecords);
  const payoutOf = new Map(
    (await db.select().from(payouts)).map((payout) => [payout.billingRecordId, payout]),
  );
  const entries = await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id));
  const problems: string[] = [];

  const total = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  if (total !== 0) problems.push(`the ledger sums to ${total} cents, not 0`);
  const byMovement = new Map<string, number>();
  for (const entry of entries) {
    const key = `${entry.billingRecordId} ${entry.kind}`;
    byMovement.set(key, (byMovement.get(key) ?? 0) + entry.amountCents);
  }
  for (const [movement, sum] of byMovement) {
    if (sum !== 0) problems.push(`movement ${movement} sums to ${sum} cents, not 0`);
  }

  const postingsOf = new Map<string, RecordedPosting[]>();
  for (const entry of entries) {
    const list = postingsOf.get(entry.billingRecordId) ?? [];
    list.push(entry);
    postingsOf.set(entry.billingRecordId, list);
  }
  const known = new Set(records.map((record) => record.id));
  for (const id of postingsOf.keys()) {
    if (!known.has(id)) problems.push(`ledger entries for unknown billing record ${id}`);
  }
  for (const record of records) {
    problems.push(
      ...recordProblems(
        {
          id: record.id,
          status: record.status,
          price: bookedPriceOf(record),
          parties: partiesOf(record),
          payout: payoutMovementsOf(payoutOf.get(record.id)),
        },
        postingsOf.get(record.id) ?? [],
      ),
    );
  }

  for (const record of records) problems.push(...paymentProblems(record));
  for (const record of records) problems.push(...payoutProblems(record, payoutOf.get(record.id)));

  const recordsOf = new Map<string, typeof records>();
  for (const record of records) {
    recordsOf.set(record.milestoneId, [...(recordsOf.get(record.milestoneId) ?? []), record]);
  }
  for (const milestone of await db.select().from(milestones)) {
    const own = recordsOf.get(milestone.id) ?? [];
    const count = (status: string) => own.filter((record) => record.status === status).length;
    const accepted = milestone.status === 'ACCEPTED';
    const expected = {
      paid: milestone.paid && !milestone.refunded && !accepted ? 1 : 0,
      released: milestone.paid && accepted ? 1 : 0,
    };
    if (count('paid') !== expected.paid || count('released') !== expected.released) {
      problems.push(
        `milestone ${milestone.id} (${milestone.status}, paid ${milestone.paid}, refunded ${milestone.refunded}) has ${count('paid')} funded and ${count('released')} released records`,
      );
    }
    if (milestone.refunded && count('refunded') === 0) {
      problems.push(`milestone ${milestone.id} is refunded but no record of it is`);
    }
  }
  return { records: records.length, entries: entries.length, problems };
}

/**
 * A record's payment against its price: money that arrived is recorded; only exactly the price
 * funds (paid, released); a payment that could not fund was given back and left for a moderator.
 */
function paymentProblems(record: typeof billingRecords.$inferSelect): string[] {
  const received = receivedOf(record);
  const took = record.paidAt !== null || record.status === 'paid' || record.status === 'released';
  if (!received) {
    return took
      ? [`billing record ${record.id} (${record.status}) took a payment but records none`]
      : [];
  }
  const mismatch = paymentMismatch(record, received);
  if (!mismatch) return [];
  const problems: string[] = [];
  if (record.status !== 'refunded') {
    problems.push(
      `billing record ${record.id} is ${record.status} on a payment that could not fund it (${mismatch})`,
    );
  }
  if (!record.reviewReason) {
    problems.push(
      `billing record ${record.id} received a wrong payment (${mismatch}) but no moderator was asked`,
    );
  }
  return problems;
}

type Payout = typeof payouts.$inferSelect;

/** What a payout has moved in the ledger: its share once the provider took the transfer. */
const payoutMovementsOf = (payout: Payout | undefined) => ({
  paidOutCents: payout?.status === 'paid' || payout?.status === 'reversed' ? payout.amountCents : 0,
  reversedCents: payout?.reversedCents ?? 0,
});

/**
 * A record's payout against its release: a released share has exactly one payout (paid out, or
 * waiting for the developer's account), for the developer's share and to the developer; nothing
 * unreleased has one.
 */
function payoutProblems(
  record: typeof billingRecords.$inferSelect,
  payout: Payout | undefined,
): string[] {
  const share = bookedPriceOf(record).developerCents;
  if (record.status !== 'released') {
    return payout ? [`billing record ${record.id} (${record.status}) has a payout`] : [];
  }
  if (!payout) {
    return share > 0
      ? [`released billing record ${record.id}: its share is neither paid out nor waiting`]
      : [];
  }
  const problems: string[] = [];
  if (payout.amountCents !== share) {
    problems.push(
      `payout of billing record ${record.id} is ${payout.amountCents} cents, its share ${share}`,
    );
  }
  if (payout.developerId !== record.developerId) {
    problems.push(`payout of billing record ${record.id} goes to someone else than its developer`);
  }
  return problems;
}
