import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The source of truth for tickets: every change is an event, appended with the next version of
 * its ticket and chained by hash to the previous one. Never updated or deleted (a trigger in the
 * migration refuses both). `position` orders events across tickets for projections and resumes.
 */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    position: bigint('position', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: uuid('ticket_id').notNull(),
    version: integer('version').notNull(),
    type: text('type').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    data: jsonb('data').notNull(),
    /** A user, or null for the system timer and the payment provider (see actor_role). */
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (table) => [
    // The optimistic-concurrency backstop: two writers of one version, exactly one wins.
    unique('ticket_events_ticket_version_key').on(table.ticketId, table.version),
  ],
);

/**
 * A request in the pool of available ones (shared/domain/ticket/ticket-lists.ts `inPool`), as SQL:
 * the pool index's predicate, and written the same into the queries that must use that index
 * (a prepared statement's generic plan proves a partial index applies from its text only).
 * Unqualified: no other table a pool query joins has these columns.
 */
export const IN_POOL = sql.raw(
  "status = 'AWAITING_ASSIGNMENT' and developer_id is null and not deleted",
);

/**
 * A request waiting for a moderator (it is in REQUIRES_MOD_ASSISTANCE exactly while
 * `moderation_since` is set): the case queue index's predicate, written the same into the queue's
 * query, as IN_POOL is.
 */
export const AWAITING_MODERATOR = sql.raw('moderation_since is not null and not deleted');

/**
 * Projection of a ticket's events (docs/lifecycle.md#requests), written in the same transaction.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    developerId: uuid('developer_id').references(() => users.id),
    description: text('description').notNull(),
    categories: text('categories').array().notNull(),
    aiTool: text('ai_tool').notNull(),
    aiToolOther: text('ai_tool_other'),
    stack: text('stack').notNull(),
    budget: text('budget').notNull(),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    status: text('status').notNull(),
    statusBeforeModeration: text('status_before_moderation'),
    moderationSince: timestamp('moderation_since', { withTimezone: true }),
    deleted: boolean('deleted').notNull(),
    ratedBy: text('rated_by').array().notNull(),
    steppedBack: text('stepped_back').array().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    offeredTo: uuid('offered_to').references(() => users.id),
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The lists' order and page cursor (created_at, id): a page starts where the last ended.
    index('tickets_customer_idx').on(table.customerId, table.createdAt, table.id),
    index('tickets_developer_idx').on(table.developerId, table.createdAt, table.id),
    // The pool of available requests in the lists' order: a page is read from the top (or the
    // cursor) down until it is full. A GIN index on the categories was dropped: the prepared
    // page query's generic plan chose it for every developer, fetching and sorting the whole
    // pool each time (2 ms against 0.7 ms at 1,000 requests; docs/speed.md).
    index('tickets_pool_idx').on(table.createdAt, table.id).where(IN_POOL),
    // The moderators' case queue in its order (longest waiting first, then by id), a page at a
    // time from the cursor.
    index('tickets_moderation_idx').on(table.moderationSince, table.id).where(AWAITING_MODERATOR),
  ],
);

/** Projection: a ticket's milestones in plan order (docs/lifecycle.md#milestones). */
export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    status: text('status').notNull(),
    paid: boolean('paid').notNull(),
    refunded: boolean('refunded').notNull(),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
  },
  (table) => [index('milestones_ticket_idx').on(table.ticketId, table.position)],
);

/** Projection: one rating per ticket and author role, upserted (docs/forms.md#rating). */
export const userFeedback = pgTable(
  'user_feedback',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    feedbackLeftBy: text('feedback_left_by').notNull(),
    rating: integer('rating'),
    feedback: text('feedback'),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.feedbackLeftBy] })],
);

/** A ticket's discussion (docs/discussions.md); the domain posts system messages here too. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The global order of messages: pages and the live feed's resume point count by it. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    /**
     * Whose conversation with the customer this is (docs/discussions.md: one per request and
     * developer). Null only for a message from before conversations were told apart that could
     * not be placed in one.
     */
    developerId: uuid('developer_id').references(() => users.id),
    /** Null for messages the system posts ("Plan is approved", …). */
    authorId: uuid('author_id').references(() => users.id),
    /** Who it is for: their unread count, read mark and mail. Null: for nobody in particular. */
    recipientId: uuid('recipient_id').references(() => users.id),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<Record<string, string>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    isReported: boolean('is_reported').notNull().default(false),
    notificationSent: boolean('notification_sent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_ticket_idx').on(table.ticketId, table.createdAt),
    index('messages_thread_idx').on(table.ticketId, table.developerId, table.seq),
    index('messages_unread_idx')
      .on(table.recipientId)
      .where(sql`not ${table.isRead}`),
  ],
);

/**
 * Who reported which message: one report per person and message (docs/security.md "Tickets and
 * access"). The key makes a repeat (a double-click, a retry, a script) find the first one
 * instead of adding another event to the request's history and another mail to the moderators.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.reporterId] })],
);
