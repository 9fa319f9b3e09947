import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
 * prepared once per executor (ADR 0006): a mail costs one round trip.
 */
const toAddress = preparedPer((executor: Executor) => {
  const queued = executor.$with('queued').as(
    executor
      .insert(outboxEmails)
      .values({
        to: sql.placeholder('to'),
        subject: sql.placeholder('subject'),
        text: sql.placeholder('text'),
        html: sql.placeholder('html'),
      })
      .returning({ id: outboxEmails.id }),
  );
  return executor
    .with(queued)
    .select({ jobs: enqueueDeliveries('queued') })
    .from(sql`(select) as one`)
    .prepare('queue_email');
});

/** Enqueues the delivery of each mail of `queued` (a CTE returning outbox ids): how many. */
function enqueueDeliveries(queued: string) {
  const rows = sql.identifier(queued);
  return sql<number>`(select count(${addJobCall(sql`json_build_object('id', ${rows}.id)`)}) from ${rows})`;
}

/**
 * Stands for the greeting in a mail queued to a user ("Hi Ada," or "Hi,"): filled in from their
 * profile in the statement that queues it, so greeting by name costs no extra round trip.
 */
export const GREETING = '{{greeting}}';

/** A mail to a user, to their current address. */
export interface UserMail {
  userId: string;
  /** `GREETING` in it becomes "Hi {first name}," (or "Hi," without one). */
  email: RenderedEmail;
}

/** Mails as the JSON rows `mailsFrom` reads; `extra` adds columns of the caller's to each. */
export const mailRows = <Mail extends UserMail>(
  mails: Mail[],
  extra: (mail: Mail) => Record<string, unknown> = () => ({}),
): string =>
  JSON.stringify(mails.map((mail) => ({ user_id: mail.userId, ...mail.email, ...extra(mail) })));

/**
 * The parts of a statement that queues the mails of `json` (`mailRows`): `insert`, a CTE body
 * writing them into the outbox, each to its user's address with their greeting, and `enqueue`, a
 * scalar enqueuing each one's delivery, given the CTE's name. `only` keeps the mails its
 * condition holds for, over `columns` the caller added to the rows.
 */
export function mailsFrom(json: SQLWrapper, only?: { columns: string; where: SQL }) {
  const firstName = sql`(select nullif(btrim(${profiles.firstName}), '') from ${profiles}
    where ${profiles.id} = mail.user_id)`;
  // The name goes into the HTML part escaped as renderEmail escapes every paragraph.
  const escapedName = ['&:&amp;', '<:&lt;', '>:&gt;', '":&quot;', "':&#39;"].reduce(
    (name, pair) => {
      const [from, to] = pair.split(/:(.*)/s) as [string, string];
      return sql`replace(${name}, ${from}, ${to})`;
    },
    firstName,
  );
  const greet = (part: string, name: SQL) =>
    sql`replace(mail.${sql.raw(part)}, ${GREETING}, coalesce('Hi ' || ${name} || ',', 'Hi,'))`;
  return {
    insert: sql`insert into ${outboxEmails} ("to", "subject", "text", "html")
      select ${users.email}, mail.subject, ${greet('text', firstName)}, ${greet('html', escapedName)}
      from jsonb_to_recordset(${json}::jsonb) as mail(user_id uuid, subject text, text text,
        html text${sql.raw(only ? `, ${only.columns}` : '')})
      join ${users} on ${users.id} = mail.user_id
      ${only ? sql`where ${only.where}` : sql``}
      returning ${outboxEmails.id}`,
    enqueue: enqueueDeliveries,
  };
}

const toUser = preparedPer((executor: Executor) => {
  const mail = mailsFrom(sql.placeholder('mail'));
  return executor
    .with(executor.$with('queued', {}).as(mail.insert))
    .select({ jobs: mail.enqueue('queued') })
    .from(sql`(select) as one`)
    .prepare('queue_email_to_user');
});

/**
 * Writes the mail into the outbox and enqueues its delivery in the caller's transaction: a
 * rolled-back change sends nothing, a committed one is delivered (and retried) by the worker.
 */
export async function queueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<void> {
  const [row] = await toAddress(tx).execute({ ...MAIL_DELIVERY, ...email, to });
  if (Number(row?.jobs) !== 1) throw new Error('the mail was not queued');
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
  const [row] = await toUser(tx).execute({ ...MAIL_DELIVERY, mail: mailRows([{ userId, email }]) });
  if (Number(row?.jobs) !== 1) throw new Error('the mail was not queued: no such user');
}
