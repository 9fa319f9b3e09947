import { and, eq, isNotNull } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { firstLine, shortTicketId } from '#shared/format.ts';
import type { Database, Executor } from '../db/client.ts';
import { messages, tickets } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { GREETING, queueEmailToUser } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { unsubscribeLinks, unsubscribeSecret } from '../mail/unsubscribe-token.ts';
import { writeNotifications } from '../notifications/notification-rows.ts';
import { cardTitleOf } from '../tickets/card-title.ts';

export const MESSAGE_EMAIL_TASK = 'message-email';

const payloadSchema = z.object({
  ticketId: z.uuid(),
  developerId: z.uuid(),
  recipientId: z.uuid(),
});
type Payload = z.infer<typeof payloadSchema>;

/**
 * Schedules the mail that tells `recipientId` of new messages in a conversation, in the sender's
 * transaction. The job waits MESSAGE_EMAIL_DELAY_SECONDS and keeps the time of the first pending
 * one, so a burst of messages becomes one mail, and what the reader sees meanwhile sends none.
 */
export function queueMessageEmail(tx: Executor, env: Env, payload: Payload) {
  return enqueueJob(tx, MESSAGE_EMAIL_TASK, payload, {
    runAt: new Date(Date.now() + env.messageEmailDelaySeconds * 1000),
    jobKey: `${MESSAGE_EMAIL_TASK}:${payload.ticketId}:${payload.developerId}:${payload.recipientId}`,
    jobKeyMode: 'preserve_run_at',
    maxAttempts: 10,
  });
}

/**
 * The message mail (docs/discussions.md) and its bell notice: "New message for request #XXXXXX"
 * with a link to the discussion, for the messages still unread and not yet told of. They are marked told in the same
 * transaction as the mail is queued, so a retried job never mails them twice; the mail's own
 * delivery job retries a failing mail server.
 */
export function messageEmailTask(deps: { db: Database; env: Env }): Task {
  return async (raw) => {
    const { ticketId, developerId, recipientId } = payloadSchema.parse(raw);
    const secret = await unsubscribeSecret(deps.db);
    await deps.db.transaction(async (tx) => {
      const unread = await tx
        .update(messages)
        .set({ notificationSent: true })
        .where(
          and(
            eq(messages.ticketId, ticketId),
            eq(messages.developerId, developerId),
            eq(messages.recipientId, recipientId),
            eq(messages.isRead, false),
            eq(messages.notificationSent, false),
            isNotNull(messages.authorId),
          ),
        )
        .returning({ authorId: messages.authorId });
      if (unread.length === 0) return;
      const [ticket] = await tx
        .select({ customerId: tickets.customerId, title: cardTitleOf(tickets.description) })
        .from(tickets)
        .where(eq(tickets.id, ticketId));
      if (!ticket) return;
      const title = firstLine(ticket.title).slice(0, 80);
      const link = new URL(`/discussions/${ticketId}`, deps.env.publicUrl);
      // The customer may talk with several developers before a grab: name whose conversation.
      if (recipientId === ticket.customerId) link.searchParams.set('with', developerId);
      const subject = `New message for request ${shortTicketId(ticketId)}`;
      // The bell lists what the mail tells, when it tells it: a burst is one notice, and what
      // was read meanwhile none (docs/notifications.md#messages).
      await writeNotifications(tx, [
        {
          userId: recipientId,
          kind: 'message',
          ticketId,
          title: subject,
          href: `${link.pathname}${link.search}`,
        },
      ]);
      // An optional mail (docs/mail.md#what-unblock-mails): the bell's notice is written either
      // way, the mail skipped if they turned message mails off.
      await queueEmailToUser(
        tx,
        recipientId,
        renderEmail({
          subject,
          paragraphs: [
            GREETING,
            `You have ${unread.length === 1 ? 'a new message' : `${unread.length} new messages`} about your request "${title}".`,
          ],
          action: { label: 'Open the discussion', url: link.toString() },
          unsubscribe: unsubscribeLinks(deps.env, secret, recipientId, 'messages'),
        }),
      );
    });
  };
}
