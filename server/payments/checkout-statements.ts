import { and, eq, ne, sql } from 'drizzle-orm';
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

/**
 * Whether the customer's beta discount went to another milestone's open or funded record. This
 * milestone's own record is left out: the checkout reuses it or voids it before pricing again.
 */
export const discountTakenElsewhere = preparedPer((executor: Executor) =>
  executor
    .select({ id: billingRecords.id })
    .from(billingRecords)
    .where(
      and(
        eq(billingRecords.customerId, value('customerId')),
        ne(billingRecords.milestoneId, value('milestoneId')),
        discountedLiveRecord,
      ),
    )
    .limit(1)
    .prepare('checkout_discount_taken'),
);

export const insertPendingRecord = preparedPer((executor: Executor) =>
  executor
    .insert(billingRecords)
    .values({
      id: value('id'),
      ticketId: value('ticketId'),
      milestoneId: value('milestoneId'),
      customerId: value('customerId'),
      developerId: value('developerId'),
      listCents: value('listCents'),
      discountCents: value('discountCents'),
      amountCents: value('amountCents'),
      feeCents: value('feeCents'),
      developerCents: value('developerCents'),
      status: 'pending',
      description: value('description'),
      provider: value('provider'),
    })
    .prepare('checkout_insert_record'),
);

export const setCheckoutOf = preparedPer((executor: Executor) =>
  executor
    .update(billingRecords)
    .set({ checkoutId: sql`${value('checkoutId')}`, checkoutUrl: sql`${value('checkoutUrl')}` })
    .where(eq(billingRecords.id, value('id')))
    .returning()
    .prepare('checkout_set_session'),
);
