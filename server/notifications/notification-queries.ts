import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  type NotificationCursor,
  type NotificationItem,
  type NotificationKind,
  type NotificationPage,
} from '#shared/notifications.ts';
import type { Database } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { bellMessages } from './notification-rows.ts';
import type { LiveBus } from '../live/live-bus.ts';

const NOT_FOUND = 'This notification does not exist.';

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/**
 * A page of the person's own notices, newest first (then by id), after `cursor`. Read through
 * the (user, time, id) index, one row more than a page to know whether another follows.
 */
export async function notificationPage(
  db: Database,
  userId: string,
  cursor: NotificationCursor | null | undefined,
): Promise<NotificationPage> {
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      href: notifications.href,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        cursor
          ? or(
              lt(notifications.createdAt, cursor.createdAt),
              and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE + 1);
  const items: NotificationItem[] = rows
    .slice(0, NOTIFICATION_PAGE_SIZE)
    .flatMap((row) => (isKind(row.kind) ? [{ ...row, kind: row.kind }] : []));
  const last = rows[NOTIFICATION_PAGE_SIZE - 1];
  return {
    items,
    nextCursor:
      rows.length > NOTIFICATION_PAGE_SIZE && last
        ? { createdAt: last.createdAt, id: last.id }
        : null,
  };
}

/** How many of the person's notices are unread (the bell's badge). */
export async function unreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Marks one of the person's notices read (opening it). Someone else's notice, or one that does
 * not exist, is NOT_FOUND: the same answer, so an id tells nothing. Their other tabs hear of it.
 */
export async function markNotificationRead(
  deps: { db: Database; bus: LiveBus },
  userId: string,
  id: string,
): Promise<{ unread: number }> {
  const marked = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      // An already read notice keeps its first reading.
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (row) await deps.bus.publish(tx, bellMessages([{ userId }]));
    return row;
  });
  if (!marked) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { unread: await unreadNotifications(deps.db, userId) };
}

/** Marks all the person's notices read; their other tabs hear of it. */
export async function markAllNotificationsRead(
  deps: { db: Database; bus: LiveBus },
  userId: string,
): Promise<{ unread: number }> {
  await deps.db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) await deps.bus.publish(tx, bellMessages([{ userId }]));
  });
  // A notice written meanwhile stays unread.
  return { unread: await unreadNotifications(deps.db, userId) };
}
