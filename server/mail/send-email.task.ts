import { eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { retryWhileUnavailable } from '../db/retry.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { MailTransport } from './transport.ts';

const payloadSchema = z.object({ id: z.uuid() });
/** How long a sent mail keeps trying to be marked sent while the database is away. */
const MARK_SENT_FOR_MS = 60_000;

/**
 * Delivers one outbox mail. Jobs run at least once, so a mail already marked sent is skipped;
 * an SMTP failure throws and graphile-worker retries with backoff. Sent then marked: a crash
 * between the two sends the mail again, with the same Message-ID (ADR 0018).
 */
export function sendEmailTask(db: Database, transport: MailTransport): Task {
  return async (payload) => {
    const { id } = payloadSchema.parse(payload);
    const email = await db.query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) });
    if (!email || email.sentAt) return;
    await transport.send(email);
    // Sent: recording it must outlast a database restart, or the retry sends it again.
    await retryWhileUnavailable(
      () =>
        db
          .update(outboxEmails)
          .set({ sentAt: new Date(), transport: transport.name })
          .where(eq(outboxEmails.id, id)),
      MARK_SENT_FOR_MS,
    );
  };
}
