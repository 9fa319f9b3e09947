import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias, union, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChatParty, ThreadCard, ThreadCardPage } from '#shared/domain/discussions/messages.ts';
import type { Actor, TicketState, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { THREAD_PAGE_SIZE, type ThreadListCursor } from '#shared/schemas/discussions.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { messages, profiles, tickets, users } from '../db/schema/index.ts';
import { profileImageUrlOf } from '../profiles/avatar-url.ts';
import { cardTitleOf } from '../tickets/card-title.ts';
import { partyAsSeenBy } from '../tickets/party-view.ts';
import { threadAccess } from './thread-access.ts';

type AccessFields = Pick<
  TicketState,
  'deleted' | 'customerId' | 'developerId' | 'status' | 'categories' | 'offeredTo'
>;
type CardTicket = AccessFields & Pick<TicketState, 'createdAt'> & { title: string };
type Party = ChatParty & { email: string };

/** One conversation as its cards are drawn, before deciding what a viewer sees of it. */
interface ThreadRow {
  ticketId: string;
  developerId: string;
  ticket: CardTicket;
  /** The party the viewer talks with. */
  other: Party;
  /** The viewer's unread messages in it. */
  unread: number;
}

/** Who may hold cards: a moderator reads others' conversations and has none of their own. */
const hasCards = (viewer: Actor) => viewer.role === 'customer' || viewer.role === 'developer';

/**
 * A conversation's card as `viewer` may see it, or null where they may not: the one place every
 * list page and inbox signal makes its cards.
 */
function cardOf(viewer: Actor, row: ThreadRow): ThreadCard | null {
  // A question the customer kept unanswered stays visible only while the request waits.
  const access = threadAccess(row.ticket, viewer, row.developerId, true);
  if (!access) return null;
  const { ticket } = row;
  return {
    ticketId: row.ticketId,
    developerId: row.developerId,
    other: partyAsSeenBy(viewer, ticket, row.other),
    title: ticket.title,
    status: ticket.status,
    createdAt: ticket.createdAt,
    unread: row.unread,
    writable: access === 'write',
  };
}

const accessColumns = {
  deleted: tickets.deleted,
  customerId: tickets.customerId,
  developerId: tickets.developerId,
  status: sql<TicketStatus>`${tickets.status}`,
  categories: tickets.categories,
  offeredTo: tickets.offeredTo,
};
const cardTicketColumns = {
  ...accessColumns,
  title: cardTitleOf(tickets.description),
  createdAt: tickets.createdAt,
};
// Generic: an alias's columns are typed as its own.
const partyColumns = <
  User extends {
    id: AnyPgColumn<{ data: string; notNull: true }>;
    email: AnyPgColumn<{ data: string; notNull: true }>;
  },
  Profile extends {
    id: AnyPgColumn;
    firstName: AnyPgColumn<{ data: string }>;
    lastName: AnyPgColumn<{ data: string }>;
    profileImageKey: AnyPgColumn;
  },
>(
  user: User,
  profile: Profile,
) => ({
  id: user.id,
  email: user.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  profileImageUrl: profileImageUrlOf(profile),
});

/**
 * "Your Tickets" (docs/discussions.md#the-screen) of one role, prepared once per database: the
 * customer's requests that have a developer and the questions developers asked on their waiting
 * requests; the developer's assigned requests and their own questions. Newest request first, a page
 * from just after a cursor (keyset: a page costs the same however deep), each with the viewer's
 * unread count from one grouped count of their unread messages (the index of unread messages by
 * recipient), not a count per card.
 */
function cardsQuery(role: 'customer' | 'developer') {
  const isCustomer = role === 'customer';
  const viewerId = sql.placeholder('viewerId');
  return preparedPer((db: Executor) => {
    const own = isCustomer ? eq(tickets.customerId, viewerId) : eq(tickets.developerId, viewerId);
    const threads = union(
      db
        .select({
          ticketId: sql<string>`${tickets.id}`.as('thread_ticket_id'),
          developerId: sql<string>`${tickets.developerId}`.as('thread_developer_id'),
        })
        .from(tickets)
        .where(and(own, isNotNull(tickets.developerId), eq(tickets.deleted, false))),
      db
        .selectDistinct({
          ticketId: sql<string>`${messages.ticketId}`.as('thread_ticket_id'),
          developerId: sql<string>`${messages.developerId}`.as('thread_developer_id'),
        })
        .from(messages)
        .innerJoin(tickets, eq(tickets.id, messages.ticketId))
        .where(
          and(
            isNotNull(messages.developerId),
            eq(tickets.deleted, false),
            isCustomer
              ? and(eq(tickets.customerId, viewerId), sql`${tickets.developerId} is null`)
              : eq(messages.developerId, viewerId),
          ),
        ),
    ).as('threads');
    const unread = db
      .select({
        ticketId: sql<string>`${messages.ticketId}`.as('unread_ticket_id'),
        developerId: sql<string>`${messages.developerId}`.as('unread_developer_id'),
        count: sql<number>`count(*)`.as('unread_count'),
      })
      .from(messages)
      .where(and(eq(messages.recipientId, viewerId), sql`not ${messages.isRead}`))
      .groupBy(messages.ticketId, messages.developerId)
      .as('unread');
    const other = alias(users, 'other');
    const otherProfile = alias(profiles, 'other_profile');
    return db
      .select({
        ticketId: threads.ticketId,
        developerId: threads.developerId,
        ticket: cardTicketColumns,
        other: partyColumns(other, otherProfile),
        unread: sql<number>`coalesce(${unread.count}, 0)`.mapWith(Number),
      })
      .from(threads)
      .innerJoin(tickets, eq(tickets.id, threads.ticketId))
      .innerJoin(other, eq(other.id, isCustomer ? threads.developerId : tickets.customerId))
      .leftJoin(otherProfile, eq(otherProfile.id, other.id))
      .leftJoin(
        unread,
        and(eq(unread.ticketId, threads.ticketId), eq(unread.developerId, threads.developerId)),
      )
      .where(
        sql`(${tickets.createdAt}, ${threads.ticketId}, ${threads.developerId}) <
          (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid,
           ${sql.placeholder('afterDeveloper')}::uuid)`,
      )
      .orderBy(desc(tickets.createdAt), desc(threads.ticketId), desc(threads.developerId))
      .limit(THREAD_PAGE_SIZE + 1)
      .prepare(`thread_cards_${role}`);
  });
}
const cardsOf = { customer: cardsQuery('customer'), developer: cardsQuery('developer') };

// The first page starts after a point past every conversation.
const LAST_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
const FIRST_PAGE = { afterAt: 'infinity', afterId: LAST_ID, afterDeveloper: LAST_ID };

/** A page of the viewer's conversation cards, from just after `cursor` (none: the first). */
export async function threadCardsPage(
  db: Executor,
  viewer: Actor,
  cursor: ThreadListCursor | null | undefined,
): Promise<ThreadCardPage> {
  if (viewer.role !== 'customer' && viewer.role !== 'developer') return { cards: [], next: null };
  const after = cursor
    ? {
        afterAt: cursor.createdAt.toISOString(),
        afterId: cursor.id,
        afterDeveloper: cursor.developerId,
      }
    : FIRST_PAGE;
  const rows = await cardsOf[viewer.role](db).execute({ viewerId: viewer.id, ...after });
  const page = rows.slice(0, THREAD_PAGE_SIZE);
  const last = page.at(-1);
  return {
    // Cards the viewer may no longer see are left out; the cursor still counts their rows.
    cards: page.flatMap((row) => cardOf(viewer, row) ?? []),
    next:
      rows.length > THREAD_PAGE_SIZE && last
        ? { createdAt: last.ticket.createdAt, id: last.ticketId, developerId: last.developerId }
        : null,
  };
}

/**
 * One person's unread messages per conversation, with what decides whether they may see the
 * conversation: one grouped count over their unread messages (the index of unread messages by
 * recipient), however many conversations they have. One person per statement: by `=`, PostgreSQL
 * keeps one plan for it. Over a list of people of unknown length its generic plan read every
 * request, so it planned the statement again on every call, which cost it more than running it.
 */
const unreadQuery = preparedPer((db: Executor) =>
  db
    .select({
      recipientId: sql<string>`${messages.recipientId}`,
      ticketId: messages.ticketId,
      developerId: sql<string>`${messages.developerId}`,
      count: sql<number>`count(*)`.mapWith(Number),
      ticket: accessColumns,
    })
    .from(messages)
    .innerJoin(tickets, eq(tickets.id, messages.ticketId))
    .where(
      and(
        eq(messages.recipientId, sql.placeholder('recipientId')),
        sql`not ${messages.isRead}`,
        isNotNull(messages.developerId),
      ),
    )
    .groupBy(messages.recipientId, messages.ticketId, messages.developerId, tickets.id)
    .prepare('unread_of_recipient'),
);
type UnreadRow = Awaited<ReturnType<ReturnType<typeof unreadQuery>['execute']>>[number];

/** The unread messages of each of these people: their statements sent at once. */
async function unreadOf(db: Executor, recipientIds: string[]): Promise<UnreadRow[]> {
  const each = await Promise.all(
    recipientIds.map((recipientId) => unreadQuery(db).execute({ recipientId })),
  );
  return each.flat();
}

/** The viewer's unread messages in the conversations they have cards of (the nav's badge). */
function unreadTotalOf(viewer: Actor, rows: UnreadRow[]): number {
  if (!hasCards(viewer)) return 0;
  return rows
    .filter(
      (row) =>
        row.recipientId === viewer.id &&
        threadAccess(row.ticket, viewer, row.developerId, true) !== null,
    )
    .reduce((total, row) => total + row.count, 0);
}

/** The viewer's unread total: what their cards count together, without reading the cards. */
export async function unreadCount(db: Executor, viewer: Actor): Promise<{ total: number }> {
  if (!hasCards(viewer)) return { total: 0 };
  return { total: unreadTotalOf(viewer, await unreadOf(db, [viewer.id])) };
}

const inboxCustomer = alias(users, 'customer');
const inboxCustomerProfile = alias(profiles, 'customer_profile');
const inboxDeveloper = alias(users, 'developer');
const inboxDeveloperProfile = alias(profiles, 'developer_profile');

/** A request with its customer: where both forms of the inbox read start. */
function inboxThreadsFrom(db: Executor) {
  return db
    .select({
      ticket: cardTicketColumns,
      customer: partyColumns(inboxCustomer, inboxCustomerProfile),
      developer: partyColumns(inboxDeveloper, inboxDeveloperProfile),
    })
    .from(tickets)
    .innerJoin(inboxCustomer, eq(inboxCustomer.id, tickets.customerId))
    .leftJoin(inboxCustomerProfile, eq(inboxCustomerProfile.id, inboxCustomer.id));
}

// Both forms prepared (ADR 0006): every message and read mark reads one of them.
const inboxThreadQuery = preparedPer((db: Executor) =>
  inboxThreadsFrom(db)
    .innerJoin(inboxDeveloper, eq(inboxDeveloper.id, sql.placeholder('developerId')))
    .leftJoin(inboxDeveloperProfile, eq(inboxDeveloperProfile.id, inboxDeveloper.id))
    .where(eq(tickets.id, sql.placeholder('ticketId')))
    .prepare('inbox_thread'),
);

/**
 * The request's developers (the assigned one and any who asked) as a table joined in, rather than
 * an `in (…)` condition: a generic plan then looks each one up by key instead of reading users
 * whole.
 */
function threadDevelopersOf(db: Executor) {
  const ticketId = sql.placeholder('ticketId');
  return union(
    db
      .select({ id: sql<string>`${tickets.developerId}`.as('thread_developer_id') })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), isNotNull(tickets.developerId))),
    db
      .select({ id: sql<string>`${messages.developerId}`.as('thread_developer_id') })
      .from(messages)
      .where(and(eq(messages.ticketId, ticketId), isNotNull(messages.developerId))),
  ).as('thread_developers');
}

const inboxThreadsQuery = preparedPer((db: Executor) => {
  const developers = threadDevelopersOf(db);
  return inboxThreadsFrom(db)
    .innerJoin(developers, sql`true`)
    .innerJoin(inboxDeveloper, eq(inboxDeveloper.id, developers.id))
    .leftJoin(inboxDeveloperProfile, eq(inboxDeveloperProfile.id, inboxDeveloper.id))
    .where(eq(tickets.id, sql.placeholder('ticketId')))
    .prepare('inbox_threads');
});

/**
 * One request's conversations as the inbox feed needs them after a change: each with both
 * parties, and each party's unread messages. `developerId`: only that conversation (a message or
 * a read mark in it); null: all of them (the request changed), which are the assigned developer's
 * and those that have messages.
 */
export async function readInboxThreads(db: Executor, ticketId: string, developerId: string | null) {
  const threads = developerId
    ? await inboxThreadQuery(db).execute({ ticketId, developerId })
    : await inboxThreadsQuery(db).execute({ ticketId });
  const parties = new Set(threads.flatMap((thread) => [thread.customer.id, thread.developer.id]));
  return { ticketId, developerId, threads, parties, unread: await unreadOf(db, [...parties]) };
}
export type InboxThreads = Awaited<ReturnType<typeof readInboxThreads>>;

/**
 * What the inbox feed tells `viewer` of a request's conversations just read: their cards, and
 * their unread total where the read counted it (null for someone who is no party of any of them,
 * e.g. a developer who left the request: their total is theirs to count).
 */
export function inboxCardsFor(viewer: Actor, read: InboxThreads) {
  const cards = !hasCards(viewer)
    ? []
    : read.threads.flatMap((thread) => {
        const unread = read.unread.find(
          (row) =>
            row.recipientId === viewer.id &&
            row.ticketId === read.ticketId &&
            row.developerId === thread.developer.id,
        );
        const isCustomer = viewer.id === thread.ticket.customerId;
        return (
          cardOf(viewer, {
            ticketId: read.ticketId,
            developerId: thread.developer.id,
            ticket: thread.ticket,
            other: isCustomer ? thread.developer : thread.customer,
            unread: unread?.count ?? 0,
          }) ?? []
        );
      });
  return { cards, unread: read.parties.has(viewer.id) ? unreadTotalOf(viewer, read.unread) : null };
}
