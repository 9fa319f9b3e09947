import { eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { MailTransport } from './transport.ts';

const payloadSchema = z.object({ id: z.uuid() });

/**
 * Delivers one outbox mail. Jobs run at least once, so a mail already marked sent is skipped;
 * an SMTP failure throws and graphile-worker retries with backoff.
 */
export function sendEmailTask(db: Database, transport: MailTransport): Task {
  return async (payload) => {
    const { id } = payloadSchema.parse(payload);
    const email = await db.query.outboxEmails.findFirst({ where: eq(outboxEmails.id, id) });
    if (!email || email.sentAt) return;
    await transport.send(email);
    await db
      .update(outboxEmails)
      .set({ sentAt: new Date(), transport: transport.name })
      .where(eq(outboxEmails.id, id));
  };
}
