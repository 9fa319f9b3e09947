import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { billingStatuses, ledgerAccounts, ledgerKinds } from '#shared/domain/payments/ledger.ts';
import { payoutStatuses } from '#shared/domain/payments/payouts.ts';
import { users } from './accounts.ts';
import { tickets } from './tickets.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A record open for payment or holding the milestone's money: a milestone has at most one. Written
 * once as SQL, so that the checkout's queries state the partial indexes' own predicates and their
 * generic plans can use those indexes.
 */
export const liveRecord = sql`status in ('pending', 'paid', 'released')`;
/** A live record that took the customer's one beta discount. */
export const discountedLiveRecord = sql`discount_cents > 0 and ${liveRecord}`;

/**
 * One funding of one milestone (docs/payments.md#money): the price fixed when its checkout opened,
 * where the money stands, and the provider's references. Amounts in integer cents.
 */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    // No foreign key: a milestone row is a projection that a discarded plan deletes.
    milestoneId: uuid('milestone_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id),
    listCents: integer('list_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    developerCents: integer('developer_cents').notNull(),
    status: text('status', { enum: billingStatuses }).notNull(),
    /** What the customer is shown and the receipt says: "#AB12CD · Milestone title". */
    description: text('description').notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    paymentId: text('payment_id'),
    refundId: text('refund_id'),
    /** What the provider says it took, once a payment arrived: only exactly `amountCents` funds. */
    receivedCents: integer('received_cents'),
    receivedCurrency: text('received_currency'),
    /** Why a moderator must look at this record (e.g. a payment of the wrong amount); null if not. */
    reviewReason: text('review_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    releasedAt: at('released_at'),
    refundedAt: at('refunded_at'),
  },
  (table) => [
    // A milestone is funded once: at most one open or funded record each.
    uniqueIndex('billing_records_one_live_per_milestone').on(table.milestoneId).where(liveRecord),
    // The beta first-hour discount goes to one funding per customer.
    uniqueIndex('billing_records_one_discount_per_customer')
      .on(table.customerId)
      .where(discountedLiveRecord),
    index('billing_records_ticket_idx').on(table.ticketId),
    // A developer's earnings, a page at a time, latest paid first (server/payments/payment-queries.ts).
    index('billing_records_developer_idx').on(table.developerId, table.paidAt, table.id),
    // The moderators' queue of payments to look at.
    index('billing_records_review_idx')
      .on(table.createdAt)
      .where(sql`review_reason is not null`),
  ],
);

/** Every provider event processed, so that a redelivery changes nothing (exactly once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    billingRecordId: uuid('billing_record_id').references(() => billingRecords.id),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The double-entry ledger: append-only, each movement's postings sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** One movement (funding, release or refund) of one billing record. */
    billingRecordId: uuid('billing_record_id')
      .notNull()
      .references(() => billingRecords.id),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // A movement is posted once: the same account twice in one movement is a double posting.
    uniqueIndex('ledger_entries_once').on(table.billingRecordId, table.kind, table.account),
    index('ledger_entries_user_idx').on(table.userId, table.account),
  ],
);

/**
 * A developer's payout account at the provider (Stripe: a Connect Express account), and what the
 * provider last said of it (`payout-account.updated` events).
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  accountId: text('account_id').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /** What the provider still asks of the developer (Stripe's requirement codes). */
  requirements: text('requirements')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A released milestone's share on its way to the developer: one per released billing record
 * (its key), so it is paid out once (docs/payments.md#payouts).
 */
export const payouts = pgTable(
  'payouts',
  {
    billingRecordId: uuid('billing_record_id')
      .primaryKey()
      .references(() => billingRecords.id),
    developerId: uuid('developer_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull(),
    transferId: text('transfer_id'),
    attempts: integer('attempts').notNull().default(0),
    /** The provider's last refusal, for the developer and moderators; null once paid. */
    lastError: text('last_error'),
    reversedCents: integer('reversed_cents').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    reversedAt: at('reversed_at'),
  },
  (table) => [
    index('payouts_developer_idx').on(table.developerId, table.createdAt),
    uniqueIndex('payouts_transfer_idx').on(table.transferId),
  ],
);

/**
 * A developer whose further payouts wait for a moderator: a transfer to them was reversed, or a
 * customer disputed a payment for their work (docs/payments.md#refunds-stay-honest). Lifting the
 * hold deletes the row.
 */
export const payoutHolds = pgTable('payout_holds', {
  developerId: uuid('developer_id')
    .primaryKey()
    .references(() => users.id),
  reason: text('reason').notNull(),
  /** The request whose money it concerns, for the moderator to open. */
  ticketId: uuid('ticket_id').references(() => tickets.id),
  createdAt: at('created_at').notNull().defaultNow(),
});
