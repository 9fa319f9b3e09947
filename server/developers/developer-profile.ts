import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { profiles, tickets, userFeedback, users } from '../db/schema/index.ts';
import { profileImageUrlOf } from '../profiles/avatar-url.ts';
import { reviewVisibleSql, trackRecordOf } from './visible-review.ts';

const DEVELOPER_NOT_FOUND_TEXT = 'Unblocker not found';

/** Reviews per page of a profile ("Show more" asks for the next). */
export const REVIEW_PAGE_SIZE = 10;

/** Where the next page of reviews starts: after the last one shown (newest first, then by id). */
interface ReviewCursor {
  completedAt: Date;
  id: string;
}

// Who has a public profile (docs/profiles.md#who-has-a-profile): an Unblocker whose account is not
// suspended or deleted (docs/privacy.md#deleting-an-account). Anyone else (a customer, a
// moderator, a suspended or deleted Unblocker, no one) is NOT_FOUND.
const publicDeveloper = and(
  eq(profiles.userType, 'developer'),
  isNull(users.suspendedAt),
  isNull(users.deletedAt),
);

const cardSelection = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  profileImageUrl: profileImageUrlOf(profiles),
  record: trackRecordOf(profiles.id, profiles.userType),
};

const profileQuery = preparedPer((db: Executor) =>
  db
    .select({
      ...cardSelection,
      bio: profiles.bio,
      specialties: profiles.supportedCategories,
      memberSince: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, sql.placeholder('id')), publicDeveloper))
    .prepare('developer_profile'),
);

/** A developer's public profile, in one statement; NOT_FOUND for anyone without one. */
export async function developerProfile(db: Executor, id: string | null) {
  const [row] = id ? await profileQuery(db).execute({ id }) : [];
  if (!row) throw new AppError('NOT_FOUND', DEVELOPER_NOT_FOUND_TEXT);
  return row;
}

/**
 * Profile cards of the developers among `ids` that have a public profile, in one statement; the
 * others are left out (a card is never shown for them).
 */
export async function developerCards(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(cardSelection)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(inArray(profiles.id, [...new Set(ids)]), publicDeveloper));
}

// Named in the statement, as a sql template names an alias by its name alone.
const REVIEWER = 'reviewer_profile';
const reviewer = alias(profiles, REVIEWER);

interface ReviewRow {
  id: string;
  rating: number | null;
  text: string | null;
  firstName: string | null;
  completedAt: string;
}

/**
 * A page of the reviews customers left a developer, newest completion first, only those the
 * fair-reviews rule lets show (docs/profiles.md#fair-reviews), each with the customer's first name
 * only, and where the next page starts (null on the last). One statement: the developer's row,
 * whose absence is NOT_FOUND, with one more review than a page to tell whether another follows.
 * Keyset on (completed_at, id), so a page costs the same however deep.
 */
export async function developerReviews(
  db: Executor,
  id: string | null,
  cursor: ReviewCursor | null,
) {
  if (!id) throw new AppError('NOT_FOUND', DEVELOPER_NOT_FOUND_TEXT);
  const after = cursor
    ? sql`and (${tickets.completedAt}, ${tickets.id}) <
        (${cursor.completedAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const [row] = await db
    .select({
      reviews: sql<ReviewRow[]>`(select coalesce(json_agg(page), '[]'::json) from (
        select ${tickets.id} as "id", ${userFeedback.rating} as "rating",
          ${userFeedback.feedback} as "text", ${reviewer.firstName} as "firstName",
          ${tickets.completedAt} as "completedAt"
        from ${tickets}
        inner join ${userFeedback} on ${userFeedback.ticketId} = ${tickets.id}
          and ${userFeedback.feedbackLeftBy} = 'customer'
        left join ${profiles} as ${sql.identifier(REVIEWER)} on ${reviewer.id} = ${tickets.customerId}
        where ${tickets.developerId} = ${profiles.id} and not ${tickets.deleted}
          and ${tickets.completedAt} is not null and ${reviewVisibleSql(tickets)}
          and (${userFeedback.rating} is not null or nullif(trim(${userFeedback.feedback}), '') is not null)
          ${after}
        order by ${tickets.completedAt} desc, ${tickets.id} desc
        limit ${REVIEW_PAGE_SIZE + 1}) page)`,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, id), publicDeveloper));
  if (!row) throw new AppError('NOT_FOUND', DEVELOPER_NOT_FOUND_TEXT);
  const reviews = row.reviews.map((review) => ({
    ...review,
    completedAt: new Date(review.completedAt),
  }));
  const items = reviews.slice(0, REVIEW_PAGE_SIZE);
  const last = items.at(-1);
  const nextCursor: ReviewCursor | null =
    reviews.length > REVIEW_PAGE_SIZE && last
      ? { completedAt: last.completedAt, id: last.id }
      : null;
  // The request's id only served the cursor: a review names no request.
  return { items: items.map(({ id: _id, ...review }) => review), nextCursor };
}
