import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tickets } from './tickets.ts';

/**
 * What the bell lists (docs/notifications.md): one row per person told of something that concerns
 * them, written with the change that caused it, from the same notices as its mails, so that the
 * two never disagree. `href` is the app path it leads to; `read_at` is set when it is opened.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened (shared/notifications.ts names the kinds). */
    kind: text('kind').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    title: text('title').notNull(),
    href: text('href').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * A new matching request's notice once a digest mail carried it (or it was read first, so no
     * mail needs to): the digest gathers the rest.
     */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    // The bell's list, newest first, a page at a time.
    index('notifications_user_idx').on(table.userId, table.createdAt, table.id),
    // The bell's count.
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    // The new requests a digest mail has yet to carry.
    index('notifications_undigested_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.kind} = 'new_request' and ${table.digestedAt} is null`),
  ],
);

/**
 * A developer's new-request alerts (docs/request-alerts.md): how often new
 * matching requests are mailed ('immediate', 'hourly', 'daily' or 'never'; no row: immediate),
 * when they last looked at Available Requests (what is new is what came after), and when the last
 * digest mail went.
 */
export const requestAlerts = pgTable('request_alerts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mailEvery: text('mail_every').notNull().default('immediate'),
  availableSeenAt: timestamp('available_seen_at', { withTimezone: true }),
  digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
});
