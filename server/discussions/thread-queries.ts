import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type {
  ChatMessage,
  ChatParty,
  MessageAuthorRole,
  ThreadCard,
  ThreadPage,
} from '#shared/domain/discussions/messages.ts';
import { hasRelatedFiles } from '#shared/domain/ticket/related-files.ts';
import type { Actor, TicketState, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { MESSAGE_PAGE_SIZE } from '#shared/schemas/discussions.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { messages, profiles, tickets, users } from '../db/schema/index.ts';
import { profileImageUrlOf } from '../profiles/avatar-url.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { cardTitleOf } from '../tickets/card-title.ts';
import { partyAsSeenBy } from '../tickets/party-view.ts';
import { NOT_FOUND_TEXT } from '../tickets/ticket-queries.ts';
import { mayReport, threadAccess, type ThreadAccess } from './thread-access.ts';

export interface ThreadRef {
  ticketId: string;
  developerId?: string | undefined;
}

export interface ResolvedThread {
  ticket: TicketState;
  developerId: string;
  access: Exclude<ThreadAccess, null>;
}

/**
 * The conversation a viewer names, with what they may do in it; NOT_FOUND for anyone who may not
 * see it. Without a developer it is the viewer's own (a developer) or the request's discussion.
 */
export async function resolveThread(
  db: Executor,
  viewer: Actor,
  ref: ThreadRef,
): Promise<ResolvedThread> {
  const ticket = await readTicketProjection(db, ref.ticketId);
  if (!ticket) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  // Before a grab, a moderator's request's discussion is its only conversation, if it has one.
  const onlyThread =
    viewer.role === 'moderator' && ticket.developerId === null
      ? await onlyConversation(db, ticket.id)
      : undefined;
  const developerId =
    ref.developerId ??
    (viewer.role === 'developer' ? viewer.id : (ticket.developerId ?? onlyThread));
  if (!developerId) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  const only = developerId === onlyThread;
  // Whether the conversation has begun matters only outside the request's discussion.
  const access =
    threadAccess(ticket, viewer, developerId, false, only) ??
    threadAccess(ticket, viewer, developerId, await hasMessages(db, ticket.id, developerId), only);
  if (!access) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  return { ticket, developerId, access };
}

/** The developer of a request's conversation when it has exactly one; undefined otherwise. */
async function onlyConversation(db: Executor, ticketId: string): Promise<string | undefined> {
  const rows = await db
    .selectDistinct({ developerId: messages.developerId })
    .from(messages)
    .where(and(eq(messages.ticketId, ticketId), isNotNull(messages.developerId)))
    .limit(2);
  return rows.length === 1 ? (rows[0]?.developerId ?? undefined) : undefined;
}

const firstMessage = preparedPer((executor: Executor) =>
  executor
    .select({ seq: messages.seq })
    .from(messages)
    .where(
      and(
        eq(messages.ticketId, sql.placeholder('ticketId')),
        eq(messages.developerId, sql.placeholder('developerId')),
      ),
    )
    .limit(1)
    .prepare('thread_first_message'),
);

async function hasMessages(db: Executor, ticketId: string, developerId: string) {
  return (await firstMessage(db).execute({ ticketId, developerId })).length > 0;
}

const messageColumns = {
  id: messages.id,
  seq: messages.seq,
  authorId: messages.authorId,
  // The author's role, so that a moderator's words read as a moderator's (no column of its own:
  // a person's role does not change).
  authorRole: sql<MessageAuthorRole | null>`(select ${profiles.userType} from ${profiles}
    where ${profiles.id} = ${messages.authorId})`,
  recipientId: messages.recipientId,
  text: messages.text,
  attachments: messages.attachments,
  createdAt: messages.createdAt,
  isRead: messages.isRead,
  isReported: messages.isReported,
};

export const toChatMessage = ({
  recipientId: _recipient,
  ...row
}: {
  [K in Exclude<keyof typeof messageColumns, 'authorRole'>]: (typeof messages.$inferSelect)[K];
} & { authorRole: MessageAuthorRole | null }): ChatMessage => row;

const messageBySeq = preparedPer((executor: Executor) =>
  executor
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.ticketId, sql.placeholder('ticketId')),
        eq(messages.developerId, sql.placeholder('developerId')),
        eq(messages.seq, sql.placeholder('seq')),
      ),
    )
    .prepare('thread_message_by_seq'),
);

/** One message of a conversation, by its place in the order (the live feed reads it so). */
export async function messageAt(db: Executor, thread: ResolvedThread, seq: number) {
  const [row] = await messageBySeq(db).execute({
    ticketId: thread.ticket.id,
    developerId: thread.developerId,
    seq,
  });
  return row ? toChatMessage(row) : null;
}

/** Messages after `seq`, oldest first (what a resuming feed missed). */
export async function messagesAfter(db: Executor, thread: ResolvedThread, seq: number) {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.ticketId, thread.ticket.id),
        eq(messages.developerId, thread.developerId),
        sql`${messages.seq} > ${seq}`,
      ),
    )
    .orderBy(asc(messages.seq));
  return rows.map(toChatMessage);
}

const partyColumns = {
  id: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  profileImageUrl: profileImageUrlOf(profiles),
};

async function partiesOf(db: Executor, ids: string[]): Promise<Map<string, ChatParty>> {
  const rows = await db
    .select(partyColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A conversation's latest page of messages (or the page before `before`), oldest first. */
export async function threadPage(
  db: Executor,
  viewer: Actor,
  input: ThreadRef & { before?: number | undefined },
): Promise<ThreadPage> {
  const thread = await resolveThread(db, viewer, input);
  const { ticket, developerId } = thread;
  const [rows, parties] = await Promise.all([
    db
      .select(messageColumns)
      .from(messages)
      .where(
        and(
          eq(messages.ticketId, ticket.id),
          eq(messages.developerId, developerId),
          input.before === undefined ? undefined : lt(messages.seq, input.before),
        ),
      )
      .orderBy(desc(messages.seq))
      .limit(MESSAGE_PAGE_SIZE + 1),
    partiesOf(db, [ticket.customerId, developerId]),
  ]);
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
  const seen = (id: string) => {
    const party = parties.get(id);
    if (!party) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
    return partyAsSeenBy(viewer, ticket, party);
  };
  const customer = seen(ticket.customerId);
  const developer = seen(developerId);
  return {
    ticketId: ticket.id,
    developerId,
    description: ticket.description,
    status: ticket.status,
    customer,
    developer,
    writable: thread.access === 'write',
    // Reporting is the request's discussion's: the domain allows it to its parties only.
    canReport:
      thread.access === 'write' &&
      mayReport(ticket, viewer, customer.id === viewer.id ? developerId : ticket.customerId),
    hasFiles: hasRelatedFiles(ticket),
    messages: page.map(toChatMessage),
    hasOlder: rows.length > MESSAGE_PAGE_SIZE,
  };
}

/**
 * "Your Tickets" (SPEC §2 "Discussions"): the customer's requests that have a developer and the
 * questions developers asked on their waiting requests; the developer's assigned requests and
 * their own questions. Newest request first, each with the viewer's unread count.
 */
export async function threadCards(db: Executor, viewer: Actor): Promise<ThreadCard[]> {
  if (viewer.role !== 'customer' && viewer.role !== 'developer') return [];
  const isCustomer = viewer.role === 'customer';
  const own = isCustomer ? eq(tickets.customerId, viewer.id) : eq(tickets.developerId, viewer.id);
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
            ? and(eq(tickets.customerId, viewer.id), sql`${tickets.developerId} is null`)
            : eq(messages.developerId, viewer.id),
        ),
      ),
  ).as('threads');
  const other = alias(users, 'other');
  const otherProfile = alias(profiles, 'other_profile');
  const rows = await db
    .select({
      ticketId: threads.ticketId,
      developerId: threads.developerId,
      ticket: {
        deleted: tickets.deleted,
        customerId: tickets.customerId,
        developerId: tickets.developerId,
        status: tickets.status,
        categories: tickets.categories,
        title: cardTitleOf(tickets.description),
        createdAt: tickets.createdAt,
      },
      other: {
        id: other.id,
        email: other.email,
        firstName: otherProfile.firstName,
        lastName: otherProfile.lastName,
        profileImageUrl: profileImageUrlOf(otherProfile),
      },
      unread: sql<number>`(select count(*) from ${messages}
        where ${messages.ticketId} = ${threads.ticketId}
          and ${messages.developerId} = ${threads.developerId}
          and ${messages.recipientId} = ${viewer.id} and not ${messages.isRead})`.mapWith(Number),
    })
    .from(threads)
    .innerJoin(tickets, eq(tickets.id, threads.ticketId))
    .innerJoin(other, eq(other.id, isCustomer ? threads.developerId : tickets.customerId))
    .leftJoin(otherProfile, eq(otherProfile.id, other.id))
    .orderBy(desc(tickets.createdAt), asc(threads.developerId));
  return rows.flatMap((row) => {
    const ticket = { ...row.ticket, status: row.ticket.status as TicketStatus };
    // A question the customer kept unanswered stays visible only while the request waits.
    const access = threadAccess(ticket, viewer, row.developerId, true);
    if (!access) return [];
    return [
      {
        ticketId: row.ticketId,
        developerId: row.developerId,
        other: partyAsSeenBy(viewer, ticket, row.other),
        title: ticket.title,
        status: ticket.status,
        createdAt: ticket.createdAt,
        unread: row.unread,
        writable: access === 'write',
      },
    ];
  });
}
