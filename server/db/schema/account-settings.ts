import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The second step of a sign-in (docs/accounts.md#two-step-sign-in): the password was right, the
 * account asks for a code or a passkey, and this row (the token's SHA-256, the token in the
 * browser) is what the second step answers to. Short-lived; wrong codes count against it.
 */
export const signInChallenges = pgTable('sign_in_challenges', {
  id: text('id').primaryKey(),
  userId: userRef(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * An authenticator app's secret (RFC 6238). `enabled_at` is null while it is being set up (the
 * QR code shown, the confirming code not yet given); the key is stored encrypted with the
 * server's secret. `last_used_step` refuses a code used twice in its 30 s window.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  encryptedKey: text('encrypted_key').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored hashed; a used one is kept with its time. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** A passkey (WebAuthn credential): its id (base64url) and public key, as verified. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    /** The credential's public key as a JWK (server/two-step/passkeys/keys.ts). */
    publicKey: text('public_key').notNull(),
    /** COSE algorithm: -7 (ES256) or -257 (RS256). */
    algorithm: integer('algorithm').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    /** What the person calls it ("Work laptop"). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.userId)],
);

/**
 * A WebAuthn challenge the server issued (its SHA-256), single use and short-lived: `user_id` set
 * for adding a passkey or a second step, null for a passkey sign-in (the user is not known yet).
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign-in', 'second-step'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A change of email (docs/accounts.md#changing-email): the new address confirms it by a link
 * (`confirm_token_hash`), and the old address is told, with a link that undoes it
 * (`revert_token_hash`) and ends every session.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    revertTokenHash: text('revert_token_hash').notNull().unique(),
    /** The confirming link's end; the revert link lasts longer (the mail may be read late). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revertExpiresAt: timestamp('revert_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
    /** A newer request, or the revert, voided it. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_changes_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The kinds of non-essential mail a person turned off (docs/mail.md#preferences); no row: on.
 * New-request mails keep their own setting (request_alerts.mail_every).
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    userId: userRef(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * A copy of a person's data (docs/privacy.md#a-copy-of-your-data), prepared by a job into a zip in
 * the file store and offered to them alone until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    status: text('status', { enum: ['preparing', 'ready', 'failed'] })
      .notNull()
      .default('preparing'),
    /** The zip's key in the file store, once ready. */
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.createdAt),
    index('data_exports_expiring_idx')
      .on(table.expiresAt)
      .where(sql`${table.fileKey} is not null`),
  ],
);
