import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  APPLICATION_PAGE_SIZE,
  type ApplicationListCursor,
  type ApplicationPage,
} from '#shared/schemas/moderation.ts';
import type { DeveloperSpecialty } from '#shared/schemas/waitlist.ts';
import type { Executor } from '../db/client.ts';
import { betaAccessCodes, waitlistSignups } from '../db/schema/index.ts';

const isDecided = sql<boolean>`(${waitlistSignups.status} <> 'new')`;
/**
 * The time an application is ordered by, to the millisecond (what a cursor's JS Date holds):
 * when it was sent while it waits; when it was decided after. An entry marked invited before the
 * console existed has no decision time: it counts as decided at the epoch, so it goes last.
 */
const orderedAt = sql<Date>`date_trunc('milliseconds', case when ${waitlistSignups.status} = 'new'
  then ${waitlistSignups.createdAt}
  else coalesce(${waitlistSignups.decidedAt}, 'epoch') end)`;
/**
 * A developer application the moderators see: one its address's owner confirmed from the mailed
 * link. Anyone can type any address into the form; what was never confirmed is nobody's word.
 */
export const isConfirmedApplication = and(
  eq(waitlistSignups.kind, 'developer'),
  isNotNull(waitlistSignups.confirmedAt),
);

/** The applications after the cursor: the rest of its group, and then the decided ones. */
function after(cursor: ApplicationListCursor) {
  const at = cursor.at.toISOString();
  if (cursor.decided) {
    return sql`${isDecided} and (${orderedAt} < ${at}
      or (${orderedAt} = ${at} and ${waitlistSignups.id} > ${cursor.id}))`;
  }
  return sql`(${isDecided} or (${orderedAt}, ${waitlistSignups.id}) > (${at}, ${cursor.id}))`;
}

/**
 * The developer applications as the moderation console lists them, a page at a time: those
 * waiting for a decision first, oldest first (first come, first read); then the decided ones,
 * latest decision first. Each page says how many are waiting in all.
 */
export async function listDeveloperApplications(
  db: Executor,
  cursor: ApplicationListCursor | null | undefined,
): Promise<ApplicationPage> {
  const [rows, [waiting]] = await Promise.all([
    db
      .select({
        id: waitlistSignups.id,
        name: waitlistSignups.name,
        email: waitlistSignups.email,
        // The table's check makes a developer entry's specialty non-null.
        specialty: sql<DeveloperSpecialty>`${waitlistSignups.specialty}`,
        bio: waitlistSignups.bio,
        status: waitlistSignups.status,
        createdAt: waitlistSignups.createdAt,
        updatedAt: waitlistSignups.updatedAt,
        decidedAt: waitlistSignups.decidedAt,
        declineReason: waitlistSignups.declineReason,
        inviteExpiresAt: betaAccessCodes.expiresAt,
      })
      .from(waitlistSignups)
      .leftJoin(betaAccessCodes, eq(betaAccessCodes.code, waitlistSignups.inviteCode))
      .where(cursor ? and(isConfirmedApplication, after(cursor)) : isConfirmedApplication)
      .orderBy(
        isDecided,
        sql`case when ${isDecided} then null else ${orderedAt} end`,
        desc(orderedAt),
        asc(waitlistSignups.id),
      )
      .limit(APPLICATION_PAGE_SIZE + 1),
    db
      .select({ count: count() })
      .from(waitlistSignups)
      .where(and(isConfirmedApplication, eq(waitlistSignups.status, 'new'))),
  ]);
  const items = rows.slice(0, APPLICATION_PAGE_SIZE);
  const last = rows.length > APPLICATION_PAGE_SIZE ? items.at(-1) : undefined;
  return {
    items,
    nextCursor: last ? cursorAfter(last) : null,
    waitingCount: waiting?.count ?? 0,
  };
}

/** The cursor after an application; its JS Dates hold the milliseconds `orderedAt` keeps. */
function cursorAfter(last: ApplicationPage['items'][number]): ApplicationListCursor {
  const decided = last.status !== 'new';
  const at = decided ? (last.decidedAt ?? new Date(0)) : last.createdAt;
  return { decided, at, id: last.id };
}
