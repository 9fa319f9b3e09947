import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every server instance on this database must share (a file of one instance's data
 * directory is not shared by the others): made at random by the first instance that needs one,
 * read by the rest (server/db/shared-secret.ts). Deleting a row makes a new secret on next start.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
