import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Every uploaded file (docs/files.md). The bytes live in the file store under `key`; a ticket,
 * milestone or message refers to a file by its key. The owner is who uploaded it: only the owner
 * may attach a file, so nobody gains access to another person's file by naming its key.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its owner last attached it. The clean-up of unattached uploads counts its grace period
     * from the later of this and `createdAt`: attaching reads this row before the ticket's
     * transaction commits, and the stamp keeps a sweep in between from deleting the file.
     */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerId, table.createdAt)],
);
