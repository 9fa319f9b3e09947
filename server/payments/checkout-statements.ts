import { and, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { MilestonePrice } from '#shared/domain/payments/pricing.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { billingRecords, discountedLiveRecord, liveRecord } from '../db/schema/index.ts';

/**
 * The checkout's statements as drizzle prepared queries (ADR 0006): Approve Plan runs them on
 * every approval, and an unprepared drizzle query costs an extra round trip (drizzle-orm#6096).
 */
const value = sql.placeholder;

/** The milestone's open or funded record, if any (at most one, by a unique index). */
export const liveRecordOf = preparedPer((executor: Executor) =>
  executor
    .select()
    .from(billingRecords)
    .where(and(eq(billingRecords.milestoneId, value('milestoneId')), liveRecord))
    .prepare('checkout_live_record'),
);

const cte = new QueryBuilder();
/**
 * Whether the customer's beta discount went to another milestone's open or funded record. This
 * milestone's own record is left out: the checkout reuses it or voids it before pricing again.
 */
const discountTaken = cte.$with('discount_taken').as(
  cte
    .select({ id: billingRecords.id })
    .from(billingRecords)
    .where(
      and(
        eq(billingRecords.customerId, value('customerId')),
        ne(billingRecords.milestoneId, value('milestoneId')),
        discountedLiveRecord,
      ),
    )
    .limit(1),
);

/** The price field `field`: the discounted price's, unless the discount was taken elsewhere. */
const priced = (field: keyof MilestonePrice) => {
  const type = sql.raw(billingRecords[field].getSQLType());
  return sql`case when exists (select from ${discountTaken}) then ${value(`full.${field}`)}::${type}
    else ${value(`discounted.${field}`)}::${type} end`;
};

/** The placeholders `openRecord` prices with: both prices, whichever applies. */
export const bothPrices = (full: MilestonePrice, discounted: MilestonePrice) =>
  Object.fromEntries(
    Object.keys(full).flatMap((field) => [
      [`full.${field}`, full[field as keyof MilestonePrice]],
      [`discounted.${field}`, discounted[field as keyof MilestonePrice]],
    ]),
  );

/**
 * Opens a pending record for the milestone in one statement, priced with the beta discount
 * unless it went to another record (the unique index holds the line if two checkouts race for
 * it). Returns no row when the milestone already has an open or funded record: the caller then
 * reads it to reuse, refuse or void it.
 */
export const openRecord = preparedPer((executor: Executor) =>
  executor
    .with(discountTaken)
    .insert(billingRecords)
    .values({
      id: value('id'),
      ticketId: value('ticketId'),
      milestoneId: value('milestoneId'),
      customerId: value('customerId'),
      developerId: value('developerId'),
      listCents: priced('listCents'),
      discountCents: priced('discountCents'),
      amountCents: priced('amountCents'),
      feeCents: priced('feeCents'),
      developerCents: priced('developerCents'),
      status: 'pending',
      description: value('description'),
      provider: value('provider'),
    })
    .onConflictDoNothing({ target: billingRecords.milestoneId, where: liveRecord })
    .returning()
    .prepare('checkout_open_record'),
);

/** A checkout the provider opened, to be written on its pending record. */
export interface CheckoutSession {
  id: string;
  checkoutId: string;
  checkoutUrl: string;
}

/**
 * Writes a checkout's session on its record. `session` is JSON text of a `CheckoutSession`, or
 * `null` to write nothing: the ticket change's statement carries it, so that Approve Plan writes
 * its checkout in the statement that approves the plan (server/ticket-commands/projections.ts).
 */
export function writeSession(session: SQLWrapper) {
  const field = (name: keyof CheckoutSession) => sql`(${session}::jsonb ->> ${name})`;
  return sql`update ${billingRecords}
    set ${sql.identifier(billingRecords.checkoutId.name)} = ${field('checkoutId')},
      ${sql.identifier(billingRecords.checkoutUrl.name)} = ${field('checkoutUrl')}
    where ${billingRecords.id} = ${field('id')}::uuid`;
}

/** A checkout's session written on its own (a milestone's checkout opened outside a command). */
export const setCheckoutOf = preparedPer((executor: Executor) =>
  executor
    .update(billingRecords)
    .set({ checkoutId: sql`${value('checkoutId')}`, checkoutUrl: sql`${value('checkoutUrl')}` })
    .where(eq(billingRecords.id, value('id')))
    .prepare('checkout_set_session'),
);
