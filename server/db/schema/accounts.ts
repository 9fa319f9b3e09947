import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const roleEnum = ['customer', 'developer', 'moderator'] as const;
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Credentials. Emails are stored lower-cased (the input schema lowers them) and unique.
 * A suspension (docs/moderation.md) lives here, beside what signing in checks: while `suspended_at`
 * is set no session can be created or used for the account (server/auth/sessions.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The moderator who suspended the account (kept null if their account is deleted). */
    suspendedBy: uuid('suspended_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Why, in the moderator's words; the person reads it in their mail. */
    suspensionReason: text('suspension_reason'),
    /**
     * When the person deleted their account (docs/privacy.md#deleting-an-account): their personal
     * data is erased, the row stays for what others hold of them (requests, the ledger).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // A suspension always says why, and a reason never outlives its suspension.
  (table) => [
    check(
      'users_suspension_has_reason',
      sql`(${table.suspendedAt} is null) = (${table.suspensionReason} is null)`,
    ),
    // The suspended few, which the moderators' lists flag (server/moderation/suspended-flag.ts):
    // without it, every list read every user to find them.
    index('users_suspended_idx')
      .on(table.id)
      .where(sql`suspended_at is not null`),
  ],
);

/**
 * A person's profile: id equals the user id; user_type is the role (docs/lifecycle.md#roles). The
 * picture is one of the person's own uploads, named by its key; others read it through the
 * authorised avatar route (server/profiles/avatar-route.ts), so `profile_image_url` stays unused.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    userType: text('user_type', { enum: roleEnum }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    profileImageKey: text('profile_image_key'),
    /**
     * A developer's short bio or links (docs/screens.md), at most 1000 characters (shared/schemas).
     */
    bio: text('bio'),
    supportedCategories: text('supported_categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /**
     * When a developer joined with a code from an approved application (docs/moderation.md):
     * vetted.
     */
    vettedAt: timestamp('vetted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One picture per file: the clean-up of unattached uploads asks by key (isUnattached).
  (table) => [uniqueIndex('profiles_profile_image_key_idx').on(table.profileImageKey)],
);

/**
 * docs/accounts.md#sessions: only the SHA-256 of the session token is stored; the token lives in
 * the cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /**
     * What the sessions list calls it (docs/accounts.md#where-you-are-signed-in): the id stays
     * secret-adjacent (the token's hash), so the list names sessions by this instead.
     */
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    /** The browser's User-Agent at sign-in, cut to 512 characters. */
    userAgent: text('user_agent'),
    /** The address it signed in from. */
    ipAddress: text('ip_address'),
    /** When it was last used, to a few minutes (set when a request reads it from the database). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * The sessions a suspension ended, each kept by its id (the token's SHA-256) until the session
 * would have expired or the suspension is lifted: the browser that still holds the token, and only
 * it, can then be told why it was signed out (server/auth/suspended-sessions.ts, ADR 0004).
 */
export const suspendedSessions = pgTable(
  'suspended_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('suspended_sessions_user_id_idx').on(table.userId)],
);

/**
 * An invite (beta access) code (docs/accounts.md), plus the role it grants (developer codes are how
 * vetted devs join).
 */
export const betaAccessCodes = pgTable('beta_access_codes', {
  code: text('code').primaryKey(),
  used: boolean('used').notNull().default(false),
  expiresAt: date('expires_at', { mode: 'string' }),
  reusable: boolean('reusable').notNull().default(false),
  grantsRole: text('grants_role', { enum: ['customer', 'developer'] })
    .notNull()
    .default('customer'),
  usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  /** The code printed in the development start-up banner. */
  isStarter: boolean('is_starter').notNull().default(false),
  createdAt: createdAt(),
});

/** Single-use tokens sent by mail (email verification, password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Fixed-window counters shared by every server instance (rate limits act before any hashing). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    check('rate_limits_count_positive', sql`${table.count} > 0`),
  ],
);

/**
 * Mail to send, written in the transaction that calls for it. After commit the mail relay hands
 * waiting mails to delivery jobs in batches (server/mail/outbox-relay.ts, ADR 0022).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on non-essential mail). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    /** When the relay handed it to a delivery job (null: waiting for the relay). */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Where it went: 'smtp' or 'dev-mailbox'. */
    transport: text('transport'),
  },
  (table) => [
    index('outbox_emails_to_idx').on(table.to),
    // The relay's queue: small, since mails leave it within moments of their commit.
    index('outbox_emails_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.queuedAt} is null`),
  ],
);
