import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { outboxEmails, users } from '../db/schema/index.ts';
import { addJobCall, addJobValues } from '../jobs/enqueue.ts';
import type { RenderedEmail } from './templates/layout.ts';

export const SEND_EMAIL_TASK = 'send-email';
const DELIVERY = addJobValues(SEND_EMAIL_TASK, { maxAttempts: 10 });

/**
 * One statement writes the mail into the outbox and enqueues its delivery with the new row's id,
 * prepared once per executor (ADR 0006): a ticket command's mail costs one round trip.
 */
function queueStatement(executor: Executor, to: SQL, name: string) {
  const queued = executor.$with('queued').as(
    executor
      .insert(outboxEmails)
      .values({
        to,
        subject: sql.placeholder('subject'),
        text: sql.placeholder('text'),
        html: sql.placeholder('html'),
      })
      .returning({ id: outboxEmails.id }),
  );
  return executor
    .with(queued)
    .select({ jobId: sql<string>`(${addJobCall(sql`json_build_object('id', ${queued.id})`)}).id` })
    .from(queued)
    .prepare(name);
}

const toAddress = preparedPer((executor: Executor) =>
  queueStatement(executor, sql`${sql.placeholder('to')}`, 'queue_email'),
);
const toUser = preparedPer((executor: Executor) =>
  queueStatement(
    executor,
    sql`(${executor
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))})`,
    'queue_email_to_user',
  ),
);

/**
 * Writes the mail into the outbox and enqueues its delivery in the caller's transaction: a
 * rolled-back change sends nothing, a committed one is delivered (and retried) by the worker.
 */
export async function queueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<void> {
  const [row] = await toAddress(tx).execute({ ...DELIVERY, ...email, to });
  if (!row) throw new Error('outbox insert returned no row');
}

/** `queueEmail` to a user's current address, read in the same statement. */
export async function queueEmailToUser(
  tx: Executor,
  userId: string,
  email: RenderedEmail,
): Promise<void> {
  const [row] = await toUser(tx).execute({ ...DELIVERY, ...email, userId });
  if (!row) throw new Error('outbox insert returned no row');
}
