import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema/index.ts';

/**
 * Whether the user a column (or expression) names is suspended, as a boolean select field: the
 * parties of the moderators' lists carry it, so the case queue can flag a suspended person's
 * requests. False for null (no developer yet).
 *
 * Uncorrelated on purpose: drizzle writes columns without their table in a one-table query, so a
 * correlated subquery over `users` would read its own "id" where the caller's was meant.
 */
export const suspendedFlag = (userId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`coalesce(${userId} in (
    select ${users.id} from ${users} where ${users.suspendedAt} is not null
  ), false)`;
