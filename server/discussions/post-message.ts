import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { messages } from '../db/schema/index.ts';
import { announced, perAnnouncing, type Announcing } from '../live/announce.ts';
import { encodeLiveMessages } from '../live/live-bus.ts';

/** The live topics of discussions: one conversation's feed, and a person's inbox (their cards). */
export const threadTopic = (ticketId: string, developerId: string) =>
  `thread:${ticketId}:${developerId}`;
export const inboxTopic = (userId: string) => `inbox:${userId}`;

export interface NewMessage {
  /** A client-keyed message's id (keyed-id.ts); by default a random one. */
  id?: string;
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

/** A message ready to post: its id, and its announcement (`seq` is added on insert). */
export interface MessagePost extends NewMessage {
  id: string;
  /** The live messages announcing it, encoded (`encodeLiveMessages`). */
  live: string;
}

/** The post of `message`, announced to its conversation and to the inboxes of `inboxes`. */
export function messagePost(message: NewMessage, inboxes: Array<string | null>): MessagePost {
  const id = message.id ?? randomUUID();
  // The conversation names the card the inboxes update (none for a message outside one).
  const ids = {
    ticketId: message.ticketId,
    messageId: id,
    ...(message.developerId ? { developerId: message.developerId } : {}),
  };
  const topics = [
    ...(message.developerId ? [threadTopic(message.ticketId, message.developerId)] : []),
    ...inboxes.filter((userId): userId is string => userId !== null).map(inboxTopic),
  ];
  const live = encodeLiveMessages(topics.map((topic) => ({ topic, type: 'message.posted', ids })));
  return { ...message, id, live };
}

/** Posts as the JSON rows `postsFrom` reads (one parameter, whatever their number). */
export const postRows = (posts: MessagePost[]): string => JSON.stringify(posts);

// The columns a post fills, keyed by its fields: each row's names and types come from the table.
const filled = {
  id: messages.id,
  ticketId: messages.ticketId,
  developerId: messages.developerId,
  authorId: messages.authorId,
  recipientId: messages.recipientId,
  text: messages.text,
  attachments: messages.attachments,
} satisfies Partial<Record<keyof MessagePost, PgColumn>>;
const filledFields = Object.entries(filled);
const rowsOf = (json: SQLWrapper) => {
  const types = filledFields.map(([field, column]) => `"${field}" ${column.getSQLType()}`);
  return sql`rows from (jsonb_to_recordset(${json}::jsonb) as (${sql.raw(types.join(', '))}, "live" text))
    with ordinality as post(${sql.raw(filledFields.map(([field]) => `"${field}"`).join(', '))}, live, ord)`;
};

/**
 * The parts of a statement that posts the messages of `json` (`postRows`): `insert`, a CTE body
 * that writes them in the order given, and `announce`, a scalar that tells their conversations
 * and inboxes on commit, each with its `seq`, given the CTE's name and the way to announce. Each row is numbered under its
 * request's advisory lock, taken in the insert's source and held until commit, so one request's
 * messages commit in the order of their `seq`: a feed that resumes after the last `seq` it
 * delivered never skips one that committed late.
 */
export function postsFrom(json: SQLWrapper) {
  const columns = filledFields.map(([, column]) => `"${column.name}"`);
  const values = filledFields.map(([field]) => `post."${field}"`);
  return {
    insert: sql`insert into ${messages} (${sql.raw(columns.join(', '))})
      select ${sql.raw(values.join(', '))}
      from ${rowsOf(json)},
        lateral (select pg_advisory_xact_lock(hashtextextended(post."ticketId"::text, 0))) as locked
      order by post.ord
      returning ${messages.id}, ${messages.seq}, ${messages.createdAt}`,
    announce: (posted: string, announcing: Announcing) => sql`(select ${announcing.payloads(
      sql`jsonb_set(payload::jsonb, '{ids,seq}', to_jsonb(${sql.identifier(posted)}.seq::text))::text`,
    )}
      from ${sql.identifier(posted)} join ${rowsOf(json)} using (id),
        json_array_elements_text(post.live::json) as payload)`,
  };
}

/** One message (a person's, or the system's outside a ticket command), posted and announced. */
const postOne = postsFrom(sql.placeholder('post'));
const cte = new QueryBuilder();
const posted = cte
  .$with('posted', { seq: messages.seq, createdAt: messages.createdAt })
  .as(postOne.insert);

const postStatement = perAnnouncing((announcing) =>
  preparedPer((executor: Executor) =>
    executor
      .with(posted)
      .select({
        seq: posted.seq,
        createdAt: posted.createdAt,
        notified: postOne.announce('posted', announcing),
      })
      .from(posted)
      .prepare(`post_message_${announcing.name}`),
  ),
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
  const [row] = await postStatement()(executor).execute({ post: postRows([post]) });
  if (!row) throw new Error('the message was not posted');
  announced(executor, row.notified);
  return { id: post.id, seq: Number(row.seq), createdAt: new Date(row.createdAt) };
}
