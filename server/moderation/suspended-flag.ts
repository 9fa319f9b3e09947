import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/index.ts';

// Aliased, so the flag can sit in a query that reads `users` itself.
const account = alias(users, 'suspension_account');

/**
 * Whether the user a column (or expression) names is suspended, as a boolean select field: the
 * parties of the moderators' lists carry it, so the case queue can flag a suspended person's
 * requests. False for null (no developer yet).
 */
export const suspendedFlag = (userId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${account}
    where ${account.id} = ${userId} and ${account.suspendedAt} is not null)`;
