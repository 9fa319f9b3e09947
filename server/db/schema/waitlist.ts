import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { developerSpecialties, waitlistStatuses } from '#shared/schemas/waitlist.ts';
import { betaAccessCodes, users } from './accounts.ts';

/**
 * The customer waitlist and the developer applications (docs/public-site.md#waitlists), one table
 * keyed by kind. A developer's entry is their application; its status is what the moderation
 * console decides. A developer's entry is only written once the address's owner confirmed it
 * (unconfirmed ones wait in `unconfirmedApplications`), and nobody's entry is changed by sending
 * the form again.
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
    /** When the entry was last written (an application's unconfirmed entry from before
     * confirmation existed is replaced when its owner confirms a new one). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the address's owner confirmed the application from its mail: moderators see only
     * confirmed applications. Customers' entries have none.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * When a moderator approved or declined the application (docs/moderation.md); null while new.
     */
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

/**
 * A developer application as sent, until the address's owner confirms it from the mailed link.
 * Each sending is its own row with its own link, so a link
 * confirms exactly what was sent with it: a stranger's words become an application only if the
 * owner follows the link of the stranger's mail. Only the token's hash is stored.
 */
export const unconfirmedApplications = pgTable(
  'unconfirmed_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(email)`),
    specialty: text('specialty', { enum: developerSpecialties }).notNull(),
    bio: text('bio'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('unconfirmed_applications_email_key_idx').on(table.emailKey),
    index('unconfirmed_applications_expires_at_idx').on(table.expiresAt),
  ],
);
