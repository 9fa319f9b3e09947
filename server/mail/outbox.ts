import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { outboxEmails, profiles, users } from '../db/schema/index.ts';
import { addJobCall, addJobValues } from '../jobs/enqueue.ts';
import type { RenderedEmail } from './templates/layout.ts';

export const SEND_EMAIL_TASK = 'send-email';
/** The parameters that enqueue a mail's delivery job (`addJobCall`). */
export const MAIL_DELIVERY = addJobValues(SEND_EMAIL_TASK, { maxAttempts: 10 });

/**
 * One statement writes the mail into the outbox and enqueues its delivery with the new row's id,
 * prepared once per executor (ADR 0006): a ticket command's mail costs one round trip.
 */
function queueStatement(
  executor: Executor,
  to: SQL,
  name: string,
  body: { text: SQL; html: SQL } = {
    text: sql`${sql.placeholder('text')}`,
    html: sql`${sql.placeholder('html')}`,
  },
) {
  const queued = executor.$with('queued').as(
    executor
      .insert(outboxEmails)
      .values({
        to,
        subject: sql.placeholder('subject'),
        text: body.text,
        html: body.html,
      })
      .returning({ id: outboxEmails.id }),
  );
  return executor
    .with(queued)
    .select({ jobId: sql<string>`${addJobCall(sql`json_build_object('id', ${queued.id})`)}` })
    .from(queued)
    .prepare(name);
}

const toAddress = preparedPer((executor: Executor) =>
  queueStatement(executor, sql`${sql.placeholder('to')}`, 'queue_email'),
);
/**
 * Stands for the greeting in a mail queued to a user ("Hi Ada," or "Hi,"): filled in from their
 * profile in the statement that queues it, so greeting by name costs no extra round trip.
 */
export const GREETING = '{{greeting}}';

/** A user's first name as mail greets them, null without one (`userId`: SQL naming the user). */
export const firstNameOf = (userId: SQLWrapper) =>
  sql`(select nullif(btrim(${profiles.firstName}), '') from ${profiles} where ${profiles.id} = ${userId})`;

/**
 * A mail part with `GREETING` filled in: "Hi {first name}," or "Hi,". In the HTML part the name
 * is escaped as renderEmail escapes every paragraph.
 */
export function greeted(part: SQL, firstName: SQL, format: 'text' | 'html'): SQL {
  const name =
    format === 'text'
      ? firstName
      : ['&:&amp;', '<:&lt;', '>:&gt;', '":&quot;', "':&#39;"].reduce((escaped, pair) => {
          const [from, to] = pair.split(/:(.*)/s) as [string, string];
          return sql`replace(${escaped}, ${from}, ${to})`;
        }, firstName);
  return sql`replace(${part}, ${GREETING}, coalesce('Hi ' || ${name} || ',', 'Hi,'))`;
}

const toUser = preparedPer((executor: Executor) => {
  const userId = sql.placeholder('userId');
  const firstName = firstNameOf(userId);
  const part = (name: 'text' | 'html') =>
    greeted(sql`${sql.placeholder(name)}::text`, firstName, name);
  return queueStatement(
    executor,
    sql`(${executor.select({ email: users.email }).from(users).where(eq(users.id, userId))})`,
    'queue_email_to_user',
    { text: part('text'), html: part('html') },
  );
});

/**
 * Writes the mail into the outbox and enqueues its delivery in the caller's transaction: a
 * rolled-back change sends nothing, a committed one is delivered (and retried) by the worker.
 */
export async function queueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<void> {
  const [row] = await toAddress(tx).execute({ ...MAIL_DELIVERY, ...email, to });
  if (!row) throw new Error('outbox insert returned no row');
}

/**
 * `queueEmail` to a user's current address, read in the same statement; `GREETING` in the mail
 * becomes "Hi {first name}," (or "Hi," without one).
 */
export async function queueEmailToUser(
  tx: Executor,
  userId: string,
  email: RenderedEmail,
): Promise<void> {
  const [row] = await toUser(tx).execute({ ...MAIL_DELIVERY, ...email, userId });
  if (!row) throw new Error('outbox insert returned no row');
}
