import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { retryWhileUnavailable } from '../db/retry.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { MailTransport } from './transport.ts';

const payloadSchema = z.object({ id: z.uuid() });
/** How long a sent mail keeps trying to be marked sent while the database is away. */
const MARK_SENT_FOR_MS = 60_000;

// Every ticket command with a mail ends here: prepared (ADR 0006), each is one round trip.
const outboxMail = preparedPer((db: Database) =>
  db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.id, sql.placeholder('id')))
    .prepare('outbox_mail'),
);
const markSent = preparedPer((db: Database) =>
  db
    .update(outboxEmails)
    .set({ sentAt: sql`now()`, transport: sql`${sql.placeholder('transport')}` })
    .where(eq(outboxEmails.id, sql.placeholder('id')))
    .prepare('outbox_mark_sent'),
);

/**
 * Delivers one outbox mail. Jobs run at least once, so a mail already marked sent is skipped;
 * an SMTP failure throws and graphile-worker retries with backoff. Sent then marked: a crash
 * between the two sends the mail again, with the same Message-ID (ADR 0018).
 */
export function sendEmailTask(db: Database, transport: MailTransport): Task {
  return async (payload) => {
    const { id } = payloadSchema.parse(payload);
    const [email] = await outboxMail(db).execute({ id });
    if (!email || email.sentAt) return;
    await transport.send(email);
    // Sent: recording it must outlast a database restart, or the retry sends it again.
    await retryWhileUnavailable(
      () => markSent(db).execute({ id, transport: transport.name }),
      MARK_SENT_FOR_MS,
    );
  };
}
