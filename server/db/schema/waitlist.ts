import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** SPEC §3 "Customer waitlist signup" and "Developer waitlist signup", one table keyed by kind. */
export const waitlistSignups = pgTable(
  'waitlist_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['customer', 'developer'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    specialty: text('specialty', { enum: ['javascript', 'python', 'aiml', 'fullstack'] }),
    bio: text('bio'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Joining twice with the same address is one signup; emails compare case-insensitively.
    uniqueIndex('waitlist_signups_kind_email_key').on(table.kind, sql`lower(${table.email})`),
    check(
      'waitlist_signups_developer_specialty',
      sql`(${table.kind} = 'developer') = (${table.specialty} is not null)`,
    ),
  ],
);
