import type { Executor } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import type { RenderedEmail } from './templates/layout.ts';

export const SEND_EMAIL_TASK = 'send-email';

/**
 * Writes the mail into the outbox and enqueues its delivery in the caller's transaction: a
 * rolled-back change sends nothing, a committed one is delivered (and retried) by the worker.
 */
export async function queueEmail(tx: Executor, to: string, email: RenderedEmail): Promise<void> {
  const [row] = await tx
    .insert(outboxEmails)
    .values({ to, subject: email.subject, text: email.text, html: email.html })
    .returning({ id: outboxEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  await enqueueJob(tx, SEND_EMAIL_TASK, { id: row.id }, { maxAttempts: 10 });
}
