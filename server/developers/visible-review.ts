import { sql, type Column, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REVIEW_HIDDEN_DAYS } from '#shared/domain/ratings/review-visibility.ts';
import { tickets, userFeedback } from '../db/schema/index.ts';

/**
 * The fair-reviews rule (docs/profiles.md#fair-reviews, shared/domain/ratings/review-visibility.ts
 * `isReviewVisible`) in SQL, for a row of `tickets` (or an alias of it): its ratings show once both
 * parties have rated, or 14 days after its completion, whichever comes first. `at` is the moment
 * asked about (now, unless a test asks about another). Both forms are held to agree on the same
 * rows by tests/integration/review-visibility.int.test.ts.
 */
export function reviewVisibleSql(
  request: { ratedBy: Column; completedAt: Column },
  at: SQL = sql`now()`,
): SQL<boolean> {
  return sql<boolean>`(${request.ratedBy} @> array['customer', 'developer']::text[]
    or coalesce(${request.completedAt} + make_interval(days => ${sql.raw(String(REVIEW_HIDDEN_DAYS))})
      <= ${at}, false))`;
}

// A sql template names an alias by its name alone: the statement declares each (`from tickets as
// rated_request`).
const RATED = 'rated_request';
const RATINGS = 'rated_feedback';
const rated = alias(tickets, RATED);
const ratings = alias(userFeedback, RATINGS);

/** A person's track record as profile cards show it: their visible rating and completed requests. */
export interface TrackRecord {
  /** The average of the visible ratings they received, one decimal; null without any. */
  average: number | null;
  /** How many visible ratings (with stars) they received. */
  count: number;
  /** How many requests they completed (as the Unblocker, or as the customer). */
  completed: number;
}

/**
 * A person's track record, as one scalar subquery of the statement that selects them: the ratings
 * the other parties left them that the fair-reviews rule lets show, and their completed requests.
 * `person` is their profile's id, `role` their profile's user type (a moderator has none: zeros).
 * It reads that person's requests through the lists' indexes (tickets_developer_idx,
 * tickets_customer_idx) and each one's rating by its primary key.
 */
export function trackRecordOf(person: Column | SQL, role: Column | SQL): SQL<TrackRecord> {
  return sql<TrackRecord>`(select json_build_object(
      'average', round(avg(${ratings.rating}) filter (where ${reviewVisibleSql(rated)}), 1)::float8,
      'count', count(${ratings.rating}) filter (where ${reviewVisibleSql(rated)}),
      'completed', count(*) filter (where ${rated.status} = 'CUSTOMER_APPROVED'))
    from ${tickets} as ${sql.identifier(RATED)}
    left join ${userFeedback} as ${sql.identifier(RATINGS)} on ${ratings.ticketId} = ${rated.id}
      and ${ratings.feedbackLeftBy} = case ${role} when 'developer' then 'customer' else 'developer' end
    where not ${rated.deleted}
      and ((${role} = 'developer' and ${rated.developerId} = ${person})
        or (${role} = 'customer' and ${rated.customerId} = ${person})))`;
}
