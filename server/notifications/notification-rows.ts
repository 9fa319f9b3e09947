import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NotificationKind } from '#shared/notifications.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { notifications } from '../db/schema/index.ts';
import { announced, perAnnouncing, type Announcing } from '../live/announce.ts';
import type { LiveMessage } from '../live/live-bus.ts';

/** A notice for the bell (docs/notifications.md), as its writers give it. */
export interface NotificationRow {
  userId: string;
  kind: NotificationKind;
  ticketId: string | null;
  title: string;
  /** The app path it leads to. */
  href: string;
}

/** The live topic of a person's bell: only ids travel, the feed reads the count again. */
export const bellTopic = (userId: string) => `notifications:${userId}`;
const BELL_CHANGED = 'notifications.changed';

/** The live messages telling each recipient's bell that it changed (one per person). */
export const bellMessages = (rows: Array<Pick<NotificationRow, 'userId'>>): LiveMessage[] =>
  [...new Set(rows.map((row) => row.userId))].map((userId) => ({
    topic: bellTopic(userId),
    type: BELL_CHANGED,
    ids: {},
  }));

/** Rows as the JSON array `notificationsFrom` reads (one parameter, whatever their number). */
export const notificationRows = (rows: NotificationRow[]): string =>
  JSON.stringify(
    rows.map((row) => ({
      user_id: row.userId,
      kind: row.kind,
      ticket_id: row.ticketId,
      title: row.title,
      href: row.href,
    })),
  );

/**
 * A notice's time, to the millisecond: the bell pages by (time, id) with the cursor a Date
 * carries, which holds milliseconds only; a stored microsecond would let a row slip between pages.
 */
export const noticeTime = sql`date_trunc('milliseconds', now())`;

/**
 * A statement (or CTE body) writing the rows of `json` (`notificationRows`), returning their
 * recipients. An empty array reads no table.
 */
export function notificationsFrom(json: SQLWrapper): SQL {
  return sql`insert into ${notifications} ("user_id", "kind", "ticket_id", "title", "href", "created_at")
    select row.user_id, row.kind, row.ticket_id, row.title, row.href, ${noticeTime}
    from jsonb_to_recordset(${json}::jsonb)
      as row(user_id uuid, kind text, ticket_id uuid, title text, href text)
    returning ${notifications.userId}`;
}

/**
 * `select` of the live messages telling the bells of `recipients` (a relation with a `user_id`
 * column) to read again, one per batch of recipients, announced as `announcing` says: sent on
 * commit, never on rollback. Batches of 20 topics: what one live message carries at most
 * (live-bus.ts).
 */
export function notifyBells(recipients: SQL, announcing: Announcing): SQL {
  return sql`select ${announcing.payloads(sql`payload`)} as notified from (
      select json_build_object('type', ${BELL_CHANGED}::text, 'ids', '{}'::json,
        'topics', json_agg('notifications:' || user_id))::text as payload
      from (select user_id, (row_number() over () - 1) / 20 as batch
        from (select distinct user_id from ${recipients}) as distinct_recipients) as numbered
      group by batch) as payloads`;
}

const writeQuery = perAnnouncing((announcing) =>
  preparedPer((executor: Executor) =>
    executor
      .with(executor.$with('written', {}).as(notificationsFrom(sql.placeholder('rows'))))
      .select({ notified: sql<unknown>`(${notifyBells(sql`written`, announcing)})` })
      .from(sql`(select) as one`)
      .prepare(`write_notifications_${announcing.name}`),
  ),
);

/**
 * Writes notices in the caller's transaction, in one statement with the live messages telling
 * their recipients' bells: both commit or roll back with the change that caused them.
 */
export async function writeNotifications(tx: Executor, rows: NotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  const [row] = await writeQuery()(tx).execute({ rows: notificationRows(rows) });
  announced(tx, row?.notified);
}
