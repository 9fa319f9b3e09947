import { shownEmail } from '#shared/deleted-account.ts';
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import { mayReadHistory, type HistoryRow } from '#shared/domain/ticket/history-rows.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { isReviewVisible } from '#shared/domain/ratings/review-visibility.ts';
import { AppError } from '#shared/errors.ts';
import { HISTORY_PAGE_SIZE } from '#shared/schemas/history.ts';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { profiles, ticketEvents, users } from '../db/schema/index.ts';
import { verifiedLinkAt, noteVerifiedHead } from './verified-chains.ts';
import { chainProblems } from '../ticket-commands/hash-chain.ts';
import { NOT_FOUND_TEXT, getTicket } from './ticket-queries.ts';

export interface TicketHistory {
  /** The ticket's events after the version asked from, oldest first, with who did them. */
  events: HistoryRow[];
  /** Whether more events follow these (a long history comes in several answers). */
  more: boolean;
  /**
   * Whether the history is intact: its hash chain checks out (as `npm run audit` checks it) and
   * it reaches the version the ticket is at, so no step was changed, removed or cut off. The
   * events of this answer are checked each time; those before it, once per instance
   * (./verified-chains.ts).
   */
  verified: boolean;
}

// Prepared (docs/decisions/0006-command-write-path.md): a timeline opens on every visit to a
// request's page, and an unnamed statement is planned again on each call.
const historyPage = preparedPer((db: Database) =>
  db
    .select({
      event: ticketEvents,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.actorId))
    .leftJoin(profiles, eq(profiles.id, ticketEvents.actorId))
    .where(
      and(
        eq(ticketEvents.ticketId, sql.placeholder('ticketId')),
        gt(ticketEvents.version, sql.placeholder('after')),
      ),
    )
    .orderBy(asc(ticketEvents.version))
    // One more than a page tells whether another follows.
    .limit(HISTORY_PAGE_SIZE + 1)
    .prepare('ticket_history_page'),
);

/** The events a chain check still needs, between two versions (both included). */
const eventsBetween = preparedPer((db: Database) =>
  db
    .select()
    .from(ticketEvents)
    .where(
      and(
        eq(ticketEvents.ticketId, sql.placeholder('ticketId')),
        between(ticketEvents.version, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .orderBy(asc(ticketEvents.version))
    .prepare('ticket_events_between'),
);

/**
 * A ticket's history for its request timeline, from after version `after` (0: from the start), at
 * most a page of events: participants and moderators only.
 */
export async function ticketHistory(
  db: Database,
  viewer: Actor,
  ticketId: string,
  after = 0,
): Promise<TicketHistory> {
  const ticket = await getTicket(db, viewer, ticketId);
  if (!mayReadHistory(ticket, viewer)) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  const moderator = viewer.role === 'moderator';
  const rows = await historyPage(db).execute({ ticketId, after });
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const more = rows.length > HISTORY_PAGE_SIZE;
  const stored = page.map((row) => row.event);
  const link = await verifiedLinkAt(ticketId, after, (from, to) =>
    eventsBetween(db).execute({ ticketId, from, to }),
  );
  const last = stored.at(-1);
  const intact =
    link !== undefined && chainProblems(stored, { version: after, hash: link }).length === 0;
  if (intact && last) noteVerifiedHead(ticketId, last.version, last.hash);
  const sealed = sealedRatingOf(viewer, ticket, new Date());
  return {
    more,
    verified: intact && (more || (last?.version ?? after) === ticket.version),
    events: page.map(({ event, firstName, lastName, email }) => {
      // The parties deal with "a moderator", not with a named member of staff.
      const staff = event.actorRole === 'moderator' && !moderator;
      const unread = sealed(event);
      return {
        version: event.version,
        type: event.type,
        data: unread ? { by: unread, rating: null, feedback: null } : event.data,
        ...(unread ? { sealed: true as const } : {}),
        actorId: staff ? null : event.actorId,
        actorRole: event.actorRole,
        actorName: staff
          ? 'A moderator'
          : [firstName, lastName].filter(Boolean).join(' ') ||
            (email && shownEmail(email)) ||
            (event.actorRole === 'payments' ? 'Payment provider' : 'Unblock'),
        occurredAt: event.occurredAt,
        // Moderators and auditors check the chain link by link (`npm run admin -- ticket:history`).
        ...(moderator ? { hash: event.hash } : {}),
      };
    }),
  };
}

/**
 * Fair reviews (docs/profiles.md#fair-reviews): the other party's rating of the viewer stays
 * sealed in the history as it does under the request's details, until both have rated or 14 days
 * after completion. Answers, per stored event, the rater's role when it is such a rating, else null.
 */
function sealedRatingOf(viewer: Actor, ticket: TicketState, now: Date) {
  const raters =
    viewer.id === ticket.customerId
      ? 'developer'
      : viewer.id === ticket.developerId
        ? 'customer'
        : null;
  const open = raters === null || isReviewVisible(ticket, now);
  return (event: { type: string; data: unknown }) =>
    !open && event.type === 'TicketRated' && (event.data as { by?: unknown }).by === raters
      ? raters
      : null;
}
