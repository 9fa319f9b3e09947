import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { notifyAfterCommit } from '../db/notify-after-commit.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { mailOptOuts, outboxEmails, profiles, users } from '../db/schema/index.ts';
import type { RenderedEmail } from './templates/layout.ts';

/** The channel the mail relays LISTEN on: a notification there says "mail is waiting". */
export const OUTBOX_CHANNEL = 'unblock_mail_outbox';

/**
 * Wakes every instance's mail relay once the mail `executor` wrote commits, never on rollback: in
 * a server, with the notifications sent after commit; elsewhere (an operator's script) with a
 * NOTIFY in the transaction, delivered at its commit. The payload is empty: a notification only
 * says "look", so a forged one costs one query (docs/decisions/0041-notifications-after-commit.md).
 */
export async function mailQueued(executor: Executor): Promise<void> {
  if (notifyAfterCommit(executor, OUTBOX_CHANNEL, [''])) return;
  await executor.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * A mail is one insert into the outbox, prepared once per executor (ADR 0006). Its delivery job
 * comes after commit, from the mail relay (./outbox-relay.ts), which `mailQueued` wakes.
 */
const toAddress = preparedPer((executor: Executor) =>
  executor
    .insert(outboxEmails)
    .values({
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
    })
    .prepare('queue_email'),
);

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

/** Mails as the JSON rows `mailsFrom` reads. */
export const mailRows = (mails: UserMail[]): string =>
  JSON.stringify(mails.map((mail) => ({ user_id: mail.userId, ...mail.email })));

/**
 * A statement (or CTE body) writing the mails of `json` (`mailRows`) into the outbox, each to its
 * user's address with their greeting and its headers, returning their ids. An optional mail (one
 * with a kind) to a person who turned that kind off is left out here, in the statement that
 * queues it (docs/mail.md#preferences).
 */
export function mailsFrom(json: SQLWrapper): SQL {
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
  // The address is looked up per mail, through the primary key: joined, the users table was read
  // whole into a hash once it outgrew a few pages, as PostgreSQL takes a JSON recordset for 100
  // rows where a statement carries one or two mails.
  const address = sql`(select ${users.email} from ${users} where ${users.id} = mail.user_id)`;
  // A kind turned off is looked up per mail too, as a scalar subquery on the primary key: NOT
  // EXISTS under the OR was planned as a hashed subplan, which reads the whole table.
  return sql`insert into ${outboxEmails} ("to", "subject", "text", "html", "headers")
    select mail.address, mail.subject, ${greet('text', firstName)}, ${greet('html', escapedName)},
      mail.headers
    from (select mail.*, ${address} as address
      from jsonb_to_recordset(${json}::jsonb) as mail(user_id uuid, subject text, text text,
        html text, kind text, headers jsonb)) as mail
    where mail.address is not null
      and (mail.kind is null or (select true from ${mailOptOuts}
        where ${mailOptOuts.userId} = mail.user_id and ${mailOptOuts.kind} = mail.kind) is null)
    returning ${outboxEmails.id}`;
}

const toUser = preparedPer((executor: Executor) =>
  executor
    .with(executor.$with('queued', {}).as(mailsFrom(sql.placeholder('mail'))))
    .select({
      mails: sql<number>`(select count(*)::int from queued)`,
      // Left out on purpose: the person turned this kind of mail off.
      optedOut: sql<boolean>`exists (select from ${mailOptOuts}
        where ${mailOptOuts.userId} = ${sql.placeholder('userId')}::uuid
          and ${mailOptOuts.kind} = ${sql.placeholder('kind')}::text)`,
    })
    .from(sql`(select) as one`)
    .prepare('queue_email_to_user'),
);

/**
 * Writes the mail into the outbox in the caller's transaction: a rolled-back change sends
 * nothing, a committed one is handed to the worker, which delivers it and retries (ADR 0022).
 */
export async function queueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<void> {
  await toAddress(tx).execute({ ...email, to });
  await mailQueued(tx);
}

/**
 * `queueEmail` to a user's current address, read in the same statement; `GREETING` in the mail
 * becomes "Hi {first name}," (or "Hi," without one). An optional mail of a kind they turned off
 * is not queued: answers whether it was.
 */
export async function queueEmailToUser(
  tx: Executor,
  userId: string,
  email: RenderedEmail,
): Promise<boolean> {
  const [row] = await toUser(tx).execute({
    mail: mailRows([{ userId, email }]),
    userId,
    kind: email.kind ?? null,
  });
  if (row?.mails === 1) {
    await mailQueued(tx);
    return true;
  }
  if (row?.optedOut) return false;
  throw new Error('the mail was not queued: no such user');
}
