import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type {
  ChatMessage,
  ChatParty,
  MessageAuthorRole,
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

const toChatMessage = ({
  recipientId: _recipient,
  ...row
}: {
  [K in Exclude<keyof typeof messageColumns, 'authorRole'>]: (typeof messages.$inferSelect)[K];
} & { authorRole: MessageAuthorRole | null }): ChatMessage => row;

/**
 * Messages after `seq`, oldest first (what a resuming feed missed), at most `limit` of them and
 * one more to tell that there were more.
 */
export async function messagesAfter(
  db: Executor,
  thread: ResolvedThread,
  seq: number,
  limit: number,
) {
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
    .orderBy(asc(messages.seq))
    .limit(limit + 1);
  return rows.map(toChatMessage);
}

const postedMessage = preparedPer((executor: Executor) =>
  executor
    .select({
      ticket: {
        deleted: tickets.deleted,
        customerId: tickets.customerId,
        developerId: tickets.developerId,
        status: sql<TicketStatus>`${tickets.status}`,
        categories: tickets.categories,
        offeredTo: tickets.offeredTo,
      },
      message: messageColumns,
    })
    .from(tickets)
    .leftJoin(
      messages,
      and(
        eq(messages.ticketId, tickets.id),
        eq(messages.developerId, sql.placeholder('developerId')),
        eq(messages.seq, sql.placeholder('seq')),
      ),
    )
    .where(eq(tickets.id, sql.placeholder('ticketId')))
    .prepare('thread_posted_message'),
);

/**
 * A message just posted in a conversation, with what decides who may see it (its request's
 * parties and status), in one statement: the live feed reads it once per message and instance
 * for all of its subscribers. Null when the request is gone; `message` null when it has no such
 * message.
 */
export async function readPostedMessage(
  db: Executor,
  ref: { ticketId: string; developerId: string },
  seq: number,
) {
  const [row] = await postedMessage(db).execute({ ...ref, seq });
  if (!row) return null;
  // Without the message, the left join's columns are all null (its id among them).
  const message = row.message?.id ? toChatMessage(row.message) : null;
  return { ticket: row.ticket, message };
}

const partyColumns = {
  id: users.id,
  email: users.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  profileImageUrl: profileImageUrlOf(profiles),
};

// Prepared (ADR 0006): every opened conversation reads its two parties.
const partiesQuery = preparedPer((db: Executor) =>
  db
    .select(partyColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('chat_parties'),
);

async function partiesOf(db: Executor, ids: string[]): Promise<Map<string, ChatParty>> {
  const rows = await partiesQuery(db).execute({ ids });
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
