import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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

const value = sql.placeholder;
const column = (name: keyof typeof messages.$inferSelect) => sql.identifier(messages[name].name);

/**
 * Inserts a message and announces it on the live bus, in one prepared statement. The request's
 * advisory lock is taken (in the insert's source, so before the row is numbered) and held until
 * commit, so one request's messages commit in the order of their `seq`: a feed that resumes
 * after the last `seq` it delivered never skips one that committed late. Made once: each
 * transaction renders it again, cheaply.
 */
const cte = new QueryBuilder();
const posted = cte.$with('posted', { seq: messages.seq, createdAt: messages.createdAt }).as(
  sql`insert into ${messages} (${column('id')}, ${column('ticketId')}, ${column('developerId')},
      ${column('authorId')}, ${column('recipientId')}, ${column('text')}, ${column('attachments')})
    select ${value('id')}::uuid, ${value('ticketId')}::uuid, ${value('developerId')}::uuid,
      ${value('authorId')}::uuid, ${value('recipientId')}::uuid, ${value('text')}::text,
      ${value('attachments')}::jsonb
    from (select pg_advisory_xact_lock(hashtextextended(${value('ticketId')}::text, 0))) as locked
    returning ${messages.seq}, ${messages.createdAt}`,
);

const postStatement = preparedPer((executor: Executor) =>
  executor
    .with(posted)
    .select({
      seq: posted.seq,
      createdAt: posted.createdAt,
      notified: sql`(select count(pg_notify(${LIVE_CHANNEL},
        jsonb_set(live::jsonb, '{ids,seq}', to_jsonb(${posted.seq}::text))::text))
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
  const id = randomUUID();
  const ids = { ticketId: message.ticketId, messageId: id };
  const topics = [
    ...(message.developerId ? [threadTopic(message.ticketId, message.developerId)] : []),
    ...inboxes.filter((userId): userId is string => userId !== null).map(inboxTopic),
  ];
  const [row] = await postStatement(executor).execute({
    ...message,
    id,
    attachments: JSON.stringify(message.attachments),
    live: encodeLiveMessages(topics.map((topic) => ({ topic, type: 'message.posted', ids }))),
  });
  if (!row) throw new Error('the message was not posted');
  return { id, seq: Number(row.seq), createdAt: new Date(row.createdAt) };
}
