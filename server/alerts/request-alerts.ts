import { desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_MAIL_EVERY,
  mailEvery,
  type MailEvery,
  type NewRequests,
  type RequestAlertSettings,
  type SeenAvailable,
} from '#shared/schemas/request-alerts.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { IN_POOL, profiles, requestAlerts, tickets } from '../db/schema/index.ts';
import { openToSql } from '../tickets/open-to.ts';

/**
 * The most the Available Requests count counts: the nav shows "99+" past 99, so counting further
 * would read the pool for nothing.
 */
const NEW_COUNT_LIMIT = 100;

/** How often the developer is mailed new requests (docs/request-alerts.md); no row: at once. */
export async function alertSettings(db: Executor, userId: string): Promise<RequestAlertSettings> {
  const [row] = await db
    .select({ mailEvery: requestAlerts.mailEvery })
    .from(requestAlerts)
    .where(eq(requestAlerts.userId, userId));
  // Only this module writes the column, through the same enum.
  const parsed = mailEvery.safeParse(row?.mailEvery);
  return { mailEvery: parsed.success ? parsed.data : DEFAULT_MAIL_EVERY };
}

export async function setMailEvery(
  db: Executor,
  userId: string,
  every: MailEvery,
): Promise<RequestAlertSettings> {
  await db
    .insert(requestAlerts)
    .values({ userId, mailEvery: every })
    .onConflictDoUpdate({ target: requestAlerts.userId, set: { mailEvery: every } });
  return { mailEvery: every };
}

/**
 * The developer opened Available Requests: what is new is now what comes after this moment. The
 * time they had looked before is returned, for the page to mark what came since (one statement:
 * the row's old value is read by the statement that replaces it).
 */
export async function seenAvailable(db: Executor, userId: string): Promise<SeenAvailable> {
  const rows = await db.execute<{ previous: Date | string | null }>(sql`
    with before as (
      select ${requestAlerts.availableSeenAt} as previous from ${requestAlerts}
      where ${requestAlerts.userId} = ${userId}
    ), seen as (
      insert into ${requestAlerts} (user_id, available_seen_at) values (${userId}, now())
      on conflict (user_id) do update set available_seen_at = excluded.available_seen_at
    )
    select (select previous from before) as previous`);
  const previous = rows[0]?.previous ?? null;
  return { previousSeenAt: previous === null ? null : new Date(previous) };
}

/**
 * What the count beside Available Requests counts (docs/request-alerts.md#who-is-alerted): the
 * requests of the pool the developer may take (offered to them, or to nobody and in their
 * categories; not their own) posted since
 * they last opened the list (all of them if they never did), newest first, at most
 * NEW_COUNT_LIMIT. Their ids, so that the browser keeps the count live from the pool's signals
 * (a request that leaves the pool leaves the count) without asking again. One statement, on the
 * pool's index (IN_POOL, as the pool's list reads it).
 */
const newRequestsQuery = preparedPer((db: Executor) =>
  db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      sql`${IN_POOL}
      and ${tickets.customerId} <> ${sql.placeholder('viewer')}
      and ${openToSql(
        sql.placeholder('viewer'),
        sql`(select ${profiles.supportedCategories} from ${profiles}
          where ${profiles.id} = ${sql.placeholder('viewer')})`,
      )}
      and ${tickets.createdAt} > coalesce((select ${requestAlerts.availableSeenAt}
        from ${requestAlerts} where ${requestAlerts.userId} = ${sql.placeholder('viewer')}),
        '-infinity')`,
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(NEW_COUNT_LIMIT)
    .prepare('new_requests'),
);

export async function newRequests(db: Executor, userId: string): Promise<NewRequests> {
  const rows = await newRequestsQuery(db).execute({ viewer: userId });
  return { count: rows.length, ticketIds: rows.map((row) => row.id) };
}
