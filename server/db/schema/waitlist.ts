import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { developerSpecialties, waitlistStatuses } from '#shared/schemas/waitlist.ts';
import { betaAccessCodes, users } from './accounts.ts';

/**
 * SPEC §3 "Customer waitlist signup" and "Developer waitlist signup", one table keyed by kind. A
 * developer's entry is their application; its status is what the moderation console decides.
 */
export const waitlistSignups = pgTable(
  'waitlist_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['customer', 'developer'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The address as compared: one entry per address and list, whatever its case. */
    emailKey: text('email_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    specialty: text('specialty', { enum: developerSpecialties }),
    bio: text('bio'),
    status: text('status', { enum: waitlistStatuses }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person last sent the form (joining again updates the entry). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a moderator approved or declined the application (issue 19); null while new. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was declined, as mailed to the applicant. */
    declineReason: text('decline_reason'),
    /** The single-use developer code an approval issued. */
    inviteCode: text('invite_code').references(() => betaAccessCodes.code),
  },
  (table) => [
    // Joining twice with the same address is one entry; emails compare case-insensitively.
    uniqueIndex('waitlist_signups_kind_email_key').on(table.kind, table.emailKey),
    check(
      'waitlist_signups_developer_specialty',
      sql`(${table.kind} = 'developer') = (${table.specialty} is not null)`,
    ),
  ],
);
