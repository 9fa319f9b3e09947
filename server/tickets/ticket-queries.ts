import { alias } from 'drizzle-orm/pg-core';
import { and, arrayOverlaps, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Actor, TicketState, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { profiles, tickets, userFeedback, users } from '../db/schema/index.ts';
import { profileImageUrlOf } from '../profiles/avatar-url.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { canSee } from './viewer.ts';

export const NOT_FOUND_TEXT = 'Request not found';

/** The ticket if the viewer may see it; NOT_FOUND otherwise, never its data. */
export function visibleTo(viewer: Actor, ticket: TicketState | null): TicketState {
  if (!ticket || !canSee(viewer, ticket)) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  return ticket;
}

/** One ticket with its plan, or NOT_FOUND for anyone who may not see it. */
export async function getTicket(
  db: Executor,
  viewer: Actor,
  ticketId: string,
): Promise<TicketState> {
  return visibleTo(viewer, await readTicketProjection(db, ticketId));
}

// SPEC §4 "Dashboard counters and lists": a request is open until approved or rejected, then it
// is history, for its customer and its developer alike.
const openStatuses: TicketStatus[] = [
  'AWAITING_ASSIGNMENT',
  'DEVELOPER_PLANNING',
  'DEVELOPER_WORKING',
  'CUSTOMER_REVIEWING_PLAN',
  'CUSTOMER_REVIEWING_RESULTS',
  'REQUIRES_MOD_ASSISTANCE',
];
const closedStatuses: TicketStatus[] = ['CUSTOMER_APPROVED', 'CUSTOMER_REJECTED'];
const statusesOf = (which: 'open' | 'history') =>
  which === 'open' ? openStatuses : closedStatuses;
const counterOf: Record<string, 'inProgress' | 'awaitingResponse' | 'completed'> = {
  DEVELOPER_WORKING: 'inProgress',
  DEVELOPER_PLANNING: 'inProgress',
  CUSTOMER_REVIEWING_PLAN: 'awaitingResponse',
  CUSTOMER_REVIEWING_RESULTS: 'awaitingResponse',
  REQUIRES_MOD_ASSISTANCE: 'awaitingResponse',
  CUSTOMER_APPROVED: 'completed',
};

const listColumns = {
  id: tickets.id,
  description: tickets.description,
  status: tickets.status,
  categories: tickets.categories,
  customerId: tickets.customerId,
  developerId: tickets.developerId,
  version: tickets.version,
  createdAt: tickets.createdAt,
};

// The other party of a card (SPEC §2 "Request card"): the developer for a customer's lists, the
// customer for a developer's. Null while no developer is assigned.
const partyProfile = alias(profiles, 'party_profile');
const partyUser = alias(users, 'party_user');
const partyColumns = (email: typeof partyUser.email | SQL<null>) => ({
  ...listColumns,
  otherParty: {
    firstName: partyProfile.firstName,
    lastName: partyProfile.lastName,
    email,
    profileImageUrl: profileImageUrlOf(partyProfile),
  },
});

function listOf(
  party: typeof tickets.customerId | typeof tickets.developerId,
  // A developer who only browses a request sees the customer's name, never their address.
  email: typeof partyUser.email | SQL<null> = partyUser.email,
) {
  return (db: Executor) =>
    db
      .select(partyColumns(email))
      .from(tickets)
      .leftJoin(partyUser, eq(partyUser.id, party))
      .leftJoin(partyProfile, eq(partyProfile.id, party));
}
const listWithDeveloper = listOf(tickets.developerId);
const listWithCustomer = listOf(tickets.customerId);
const listWithCustomerName = listOf(tickets.customerId, sql<null>`null`);

export type TicketListItem = Awaited<ReturnType<typeof customerTickets>>[number];

/** A customer's open tickets ("My Requests") or history, newest first. */
export async function customerTickets(db: Executor, viewer: Actor, which: 'open' | 'history') {
  return listWithDeveloper(db)
    .where(
      and(
        eq(tickets.customerId, viewer.id),
        eq(tickets.deleted, false),
        inArray(tickets.status, statusesOf(which)),
      ),
    )
    .orderBy(desc(tickets.createdAt));
}

/** The tickets assigned to a developer, open or history, newest first. */
export async function developerTickets(db: Executor, viewer: Actor, which: 'open' | 'history') {
  return listWithCustomer(db)
    .where(
      and(
        eq(tickets.developerId, viewer.id),
        eq(tickets.deleted, false),
        inArray(tickets.status, statusesOf(which)),
      ),
    )
    .orderBy(desc(tickets.createdAt));
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

/** SPEC §5 "Available tickets for a developer". */
export async function availableTickets(db: Executor, viewer: Actor) {
  const categories = [...(viewer.categories ?? [])];
  if (categories.length === 0) return [];
  return listWithCustomerName(db)
    .where(
      and(
        eq(tickets.status, 'AWAITING_ASSIGNMENT'),
        isNull(tickets.developerId),
        eq(tickets.deleted, false),
        ne(tickets.customerId, viewer.id),
        arrayOverlaps(tickets.categories, categories),
      ),
    )
    .orderBy(desc(tickets.createdAt));
}

/**
 * A rating of the ticket by one of its parties (SPEC §5 "Rating": one per ticket and role): the
 * viewer's own (`given`, to edit it) or the other party's of them (`received`). Null for anyone
 * who is not a party, and when none was left.
 */
export async function ratingOf(
  db: Executor,
  viewer: Actor,
  ticketId: string,
  which: 'given' | 'received',
) {
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
  return row ?? null;
}
