import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { isReviewVisible, reviewShownBy } from '#shared/domain/ratings/review-visibility.ts';
import { mayReadHistory } from '#shared/domain/ticket/history-rows.ts';
import { statusesOf, type ListPart } from '#shared/domain/ticket/ticket-lists.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { TICKET_PAGE_SIZE, type TicketListCursor } from '#shared/schemas/tickets.ts';
import { AppError, REQUEST_TAKEN_TEXT } from '#shared/errors.ts';
import type { Database, Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { IN_POOL, profiles, tickets, userFeedback, users } from '../db/schema/index.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { cardColumns, personColumns } from './card-columns.ts';
import { cardFor, readCardSource } from './ticket-card.ts';
import { openToSql } from './open-to.ts';
import { canSee } from './viewer.ts';

export const NOT_FOUND_TEXT = 'Request not found';

/**
 * The ticket if the viewer may see it; NOT_FOUND otherwise, never its data. A developer who could
 * have seen it in the pool hears that another Unblocker took it, and nothing more.
 */
export function visibleTo(viewer: Actor, ticket: TicketState | null): TicketState {
  if (ticket && canSee(viewer, ticket)) return ticket;
  if (takenFrom(viewer, ticket)) {
    throw new AppError('NOT_FOUND', REQUEST_TAKEN_TEXT, 'REQUEST_TAKEN');
  }
  throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
}

/**
 * Whether another developer took a request this developer could have seen in the pool
 * (docs/lifecycle.md#who-may-do-what: categories matching, not their own request). Anyone else
 * hears NOT_FOUND, as for a request that does not exist.
 */
export function takenFrom(viewer: Actor, ticket: TicketState | null): boolean {
  return (
    viewer.role === 'developer' &&
    ticket !== null &&
    !ticket.deleted &&
    ticket.developerId !== null &&
    ticket.developerId !== viewer.id &&
    ticket.customerId !== viewer.id &&
    ticket.categories.some((category) => viewer.categories?.includes(category) ?? false)
  );
}

/**
 * One ticket with its plan as the viewer may see it, or NOT_FOUND for anyone who may not see it.
 * Who stepped back from it is in its history: those who may read that see them all, a developer
 * browsing the pool only whether they themself did.
 */
export async function getTicket(
  db: Executor,
  viewer: Actor,
  ticketId: string,
): Promise<TicketState> {
  const ticket = visibleTo(viewer, await readTicketProjection(db, ticketId));
  if (mayReadHistory(ticket, viewer)) return ticket;
  return { ...ticket, steppedBack: ticket.steppedBack.filter((id) => id === viewer.id) };
}

const counterOf: Record<string, 'inProgress' | 'awaitingResponse' | 'completed'> = {
  DEVELOPER_WORKING: 'inProgress',
  DEVELOPER_PLANNING: 'inProgress',
  CUSTOMER_REVIEWING_PLAN: 'awaitingResponse',
  CUSTOMER_REVIEWING_RESULTS: 'awaitingResponse',
  REQUIRES_MOD_ASSISTANCE: 'awaitingResponse',
  CUSTOMER_APPROVED: 'completed',
};

// The other party of a card (docs/screens.md#request-card): the developer for a customer's lists
// (its fields null while none is assigned), the customer for a developer's.
const partyProfile = alias(profiles, 'party_profile');
const partyUser = alias(users, 'party_user');
const partyColumns = (email?: SQL<null>) => ({
  ...cardColumns,
  otherParty: personColumns(partyUser, partyProfile, email),
});

/** A list's cards: the other party left-joined (none while no developer is assigned). */
function listOf(
  party: typeof tickets.customerId | typeof tickets.developerId,
  // Null where the viewer may not know the party's address (party-view.ts): not even read.
  email?: SQL<null>,
) {
  const selection = partyColumns(email);
  return (db: Database) =>
    db
      .select(selection)
      .from(tickets)
      .leftJoin(partyUser, eq(partyUser.id, party))
      .leftJoin(partyProfile, eq(partyProfile.id, party));
}
type List = ReturnType<typeof listOf>;
// Each list's viewer is the same party of every request in it, so mayKnowEmailOf's answer is the
// list's: a customer sees their developers in full, an assigned developer their customers, and a
// developer browsing the pool (whose requests have no developer) a customer's name only.
const listWithDeveloper = listOf(tickets.developerId);
const listWithCustomer = listOf(tickets.customerId);
const listWithCustomerName = listOf(tickets.customerId, sql<null>`null`);

// Where a page starts: after the cursor, or (first page) after a point past every request.
const FIRST_PAGE = { afterAt: 'infinity', afterId: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
const afterCursor = (cursor: TicketListCursor | null | undefined) =>
  cursor ? { afterAt: cursor.createdAt.toISOString(), afterId: cursor.id } : FIRST_PAGE;

/**
 * A list's page query, prepared once per database under `name` (ADR 0006: rendered once, planned
 * once per connection, one round trip): the rows of `list` that `where` keeps, newest first (then
 * by id, so equal times keep one order), from just after a cursor, one more than a page to tell
 * whether another follows. Keyset, not offset: a page costs the same however deep, and a card
 * added or removed meanwhile shifts nothing. The row comparison lets an index on (…, created_at,
 * id) start its scan at the cursor.
 */
function pageQuery(name: string, list: List, where: SQL | undefined) {
  return preparedPer((db: Database) =>
    list(db)
      .where(
        and(
          where,
          sql`(${tickets.createdAt}, ${tickets.id}) <
          (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
        ),
      )
      .orderBy(desc(tickets.createdAt), desc(tickets.id))
      .limit(TICKET_PAGE_SIZE + 1)
      .prepare(name),
  );
}

/** A page's cards, and where the next page starts (null on the last). */
function toPage<Row extends { createdAt: Date; id: string }>(rows: Row[]) {
  const items = rows.slice(0, TICKET_PAGE_SIZE);
  const last = items.at(-1);
  const nextCursor: TicketListCursor | null =
    rows.length > TICKET_PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : null;
  return { items, nextCursor };
}

const partyLists = (
  name: string,
  list: List,
  party: typeof tickets.customerId | typeof tickets.developerId,
) => {
  const of = (part: ListPart) =>
    pageQuery(
      `${name}_${part}`,
      list,
      and(
        eq(party, sql.placeholder('viewer')),
        eq(tickets.deleted, false),
        inArray(tickets.status, [...statusesOf(part)]),
      ),
    );
  return { open: of('open'), history: of('history') };
};
const customerLists = partyLists('customer_tickets', listWithDeveloper, tickets.customerId);
const developerLists = partyLists('developer_tickets', listWithCustomer, tickets.developerId);

/** A page of a customer's open tickets ("My Requests") or history, newest first. */
export async function customerTickets(
  db: Database,
  viewer: Actor,
  part: ListPart,
  cursor?: TicketListCursor | null,
) {
  return toPage(
    await customerLists[part](db).execute({ viewer: viewer.id, ...afterCursor(cursor) }),
  );
}

/** A page of the tickets assigned to a developer, open or history, newest first. */
export async function developerTickets(
  db: Database,
  viewer: Actor,
  part: ListPart,
  cursor?: TicketListCursor | null,
) {
  return toPage(
    await developerLists[part](db).execute({ viewer: viewer.id, ...afterCursor(cursor) }),
  );
}

/** The developer dashboard's three counters. */
export async function developerCounters(db: Executor, viewer: Actor) {
  const rows = await db
    .select({ status: tickets.status, count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.developerId, viewer.id), eq(tickets.deleted, false)))
    .groupBy(tickets.status);
  const counters = { inProgress: 0, awaitingResponse: 0, completed: 0 };
  for (const row of rows) {
    const counter = counterOf[row.status];
    if (counter) counters[counter] += row.count;
  }
  return counters;
}

const poolPage = pageQuery(
  'available_tickets',
  listWithCustomerName,
  and(
    // The index's own predicate, in the text rather than bound (see IN_POOL).
    IN_POOL,
    ne(tickets.customerId, sql.placeholder('viewer')),
    openToSql(sql.placeholder('viewer'), sql.placeholder('categories')),
  ),
);

/**
 * Available Tickets (docs/lifecycle.md#lists-and-counters): a page of the pool in their categories.
 */
export async function availableTickets(
  db: Database,
  viewer: Actor,
  cursor?: TicketListCursor | null,
) {
  const categories = [...(viewer.categories ?? [])];
  return toPage(
    await poolPage(db).execute({ viewer: viewer.id, categories, ...afterCursor(cursor) }),
  );
}

/**
 * One request as the viewer's list cards show it, for a live update of the lists that hold it
 * when its signal came without it; null when they may not see it (the lists then drop it). Made
 * as the live signals' cards are (cardFor), from one statement.
 */
export async function ticketCard(db: Database, viewer: Actor, ticketId: string) {
  return cardFor(viewer, await readCardSource(db, ticketId));
}

type GivenRating = { rating: number | null; feedback: string | null; sealed?: undefined };
/** A rating left that does not show yet, and when it will at the latest (null: not completed). */
type SealedRating = { sealed: true; shownBy: Date | null };

/**
 * A rating of the ticket by one of its parties (docs/forms.md#rating: one per ticket and role): the
 * viewer's own (`given`, to edit it) or the other party's of them (`received`). Null for anyone
 * who is not a party, and when none was left. A received rating is sealed until the fair-reviews
 * rule lets it show (docs/profiles.md#fair-reviews: both have rated, or 14 days after completion):
 * until then the viewer learns only that it exists and when it will show at the latest.
 */
export async function ratingOf(
  db: Executor,
  viewer: Actor,
  ticketId: string,
  which: 'given',
): Promise<GivenRating | null>;
export async function ratingOf(
  db: Executor,
  viewer: Actor,
  ticketId: string,
  which: 'received',
): Promise<GivenRating | SealedRating | null>;
export async function ratingOf(
  db: Executor,
  viewer: Actor,
  ticketId: string,
  which: 'given' | 'received',
): Promise<GivenRating | SealedRating | null> {
  const ticket = await getTicket(db, viewer, ticketId);
  if (viewer.id !== ticket.customerId && viewer.id !== ticket.developerId) return null;
  const viewerRole = viewer.id === ticket.customerId ? 'customer' : 'developer';
  const otherRole = viewerRole === 'customer' ? 'developer' : 'customer';
  const [row] = await db
    .select({ rating: userFeedback.rating, feedback: userFeedback.feedback })
    .from(userFeedback)
    .where(
      and(
        eq(userFeedback.ticketId, ticketId),
        eq(userFeedback.feedbackLeftBy, which === 'given' ? viewerRole : otherRole),
      ),
    );
  if (!row) return null;
  if (which === 'received' && !isReviewVisible(ticket, new Date())) {
    return { sealed: true, shownBy: reviewShownBy(ticket) };
  }
  return row;
}
