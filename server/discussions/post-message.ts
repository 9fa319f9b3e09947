import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { messages } from '../db/schema/index.ts';
import { encodeLiveMessages, LIVE_CHANNEL } from '../live/live-bus.ts';

/** The live topics of discussions: one conversation's feed, and a person's inbox (their cards). */
export const threadTopic = (ticketId: string, developerId: string) =>
  `thread:${ticketId}:${developerId}`;
export const inboxTopic = (userId: string) => `inbox:${userId}`;

export interface NewMessage {
  ticketId: string;
  /** The conversation: the developer the customer talks with. */
  developerId: string | null;
  /** Null: posted by the system. */
  authorId: string | null;
  /** Whose unread count, read mark and mail it is; null for nobody in particular. */
  recipientId: string | null;
  text: string;
  attachments: Record<string, string>;
}

/**
 * Taken before a message of the request is numbered, held until commit: one request's messages
 * commit in the order of their `seq`, so a feed that resumes after the last `seq` it delivered
 * never skips one that committed late.
 */
export const ticketMessageLock = (ticketId: SQLWrapper) =>
  sql`pg_advisory_xact_lock(hashtextextended(${ticketId}::text, 0))`;

/** A message ready to post: its id, and its announcement (`seq` is added on insert). */
export interface MessagePost extends NewMessage {
  id: string;
  /** The live messages announcing it, encoded (`encodeLiveMessages`). */
  live: string;
}

/** The post of `message`, announced to its conversation and to the inboxes of `inboxes`. */
export function messagePost(message: NewMessage, inboxes: Array<string | null>): MessagePost {
  const id = randomUUID();
  const ids = { ticketId: message.ticketId, messageId: id };
  const topics = [
    ...(message.developerId ? [threadTopic(message.ticketId, message.developerId)] : []),
    ...inboxes.filter((userId): userId is string => userId !== null).map(inboxTopic),
  ];
  const live = encodeLiveMessages(topics.map((topic) => ({ topic, type: 'message.posted', ids })));
  return { ...message, id, live };
}

/** One announcement of a posted message: `live` (one encoded payload) with the row's `seq`. */
export const announcement = (live: SQLWrapper, seq: SQLWrapper) =>
  sql`pg_notify(${LIVE_CHANNEL}, jsonb_set(${live}::jsonb, '{ids,seq}', to_jsonb(${seq}::text))::text)`;

const value = sql.placeholder;
const column = (name: keyof typeof messages.$inferSelect) => sql.identifier(messages[name].name);

/**
 * Inserts a message and announces it on the live bus, in one prepared statement, under the
 * request's lock (`ticketMessageLock`, taken in the insert's source, so before the row is
 * numbered). Made once: each transaction renders it again, cheaply.
 */
const cte = new QueryBuilder();
const posted = cte.$with('posted', { seq: messages.seq, createdAt: messages.createdAt }).as(
  sql`insert into ${messages} (${column('id')}, ${column('ticketId')}, ${column('developerId')},
      ${column('authorId')}, ${column('recipientId')}, ${column('text')}, ${column('attachments')})
    select ${value('id')}::uuid, ${value('ticketId')}::uuid, ${value('developerId')}::uuid,
      ${value('authorId')}::uuid, ${value('recipientId')}::uuid, ${value('text')}::text,
      ${value('attachments')}::jsonb
    from (select ${ticketMessageLock(value('ticketId'))}) as locked
    returning ${messages.seq}, ${messages.createdAt}`,
);

const postStatement = preparedPer((executor: Executor) =>
  executor
    .with(posted)
    .select({
      seq: posted.seq,
      createdAt: posted.createdAt,
      notified: sql`(select count(${announcement(sql`live`, sql`${posted.seq}`)})
        from json_array_elements_text(${value('live')}::json) as live)`,
    })
    .from(posted)
    .prepare('post_message'),
);

/**
 * Posts a message through `executor` (a ticket command's transaction for the system's messages)
 * and tells its conversation and both parties' inboxes, on commit.
 */
export async function postMessage(
  executor: Executor,
  message: NewMessage,
  inboxes: Array<string | null>,
): Promise<{ id: string; seq: number; createdAt: Date }> {
  const post = messagePost(message, inboxes);
  const [row] = await postStatement(executor).execute({
    ...post,
    attachments: JSON.stringify(post.attachments),
  });
  if (!row) throw new Error('the message was not posted');
  return { id: post.id, seq: Number(row.seq), createdAt: new Date(row.createdAt) };
}
