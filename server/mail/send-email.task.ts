import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { retryWhileUnavailable } from '../db/retry.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { MAILS_PER_JOB } from './outbox-relay.ts';
import type { MailTransport, OutgoingEmail } from './transport.ts';

const mailSchema = z.object({ id: z.uuid() });
/**
 * A batch from the mail relay (a graphile-worker batch job: a list of mails), or one mail: the
 * shape of jobs enqueued before the relay (migration 0018), which may still be waiting.
 */
const payloadSchema = z.union([z.array(mailSchema).min(1).max(MAILS_PER_JOB), mailSchema]);
/** How long a sent mail keeps trying to be marked sent while the database is away. */
const MARK_SENT_FOR_MS = 60_000;

// Prepared (ADR 0006): a batch is one read, then one write per mail sent.
const outboxMails = preparedPer((db: Database) =>
  db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('outbox_mails'),
);
const markSent = preparedPer((db: Database) =>
  db
    .update(outboxEmails)
    .set({ sentAt: sql`now()`, transport: sql`${sql.placeholder('transport')}` })
    .where(eq(outboxEmails.id, sql.placeholder('id')))
    .prepare('outbox_mark_sent'),
);

/**
 * Delivers outbox mails, one after another. Jobs run at least once, so a mail already marked sent
 * is skipped. For a batch it answers one promise per mail, as graphile-worker asks of batch jobs:
 * when some fail (an SMTP error), the job is retried with backoff holding only those. Sent then
 * marked: a crash between the two sends the mail again, with the same Message-ID (ADR 0018).
 */
export function sendEmailTask(db: Database, transport: MailTransport): Task {
  const deliver = async (email: OutgoingEmail & { sentAt: Date | null }) => {
    if (email.sentAt) return;
    await transport.send(email);
    // Sent: recording it must outlast a database restart, or the retry sends it again.
    await retryWhileUnavailable(
      () => markSent(db).execute({ id: email.id, transport: transport.name }),
      MARK_SENT_FOR_MS,
    );
  };
  return async (payload) => {
    const parsed = payloadSchema.parse(payload);
    const batch = Array.isArray(parsed) ? parsed : [parsed];
    const rows = await outboxMails(db).execute({ ids: batch.map(({ id }) => id) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    let previous: Promise<unknown> = Promise.resolve();
    const sent = batch.map(({ id }) => {
      const email = byId.get(id);
      // A mail that is not in the outbox (never, short of someone deleting it) has nothing to send.
      const delivery = previous.then(() => (email ? deliver(email) : undefined));
      // The next mail goes out whether this one failed or not.
      previous = delivery.catch(() => {});
      return delivery;
    });
    if (Array.isArray(parsed)) return sent;
    await sent[0];
  };
}
