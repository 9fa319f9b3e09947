import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportMessageLimits } from '#server/discussions/limits.ts';
import { messageReports, outboxEmails, ticketEvents, tickets } from '#server/db/schema/index.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { ticketDetails } from '../fixtures/tickets.ts';

/** Reporting a message: once per person and message, limited per person, mailed once per case. */
describe('message reports', () => {
  const { server, admin } = useTestServer();

  const grabbedRequest = async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const ticketId = randomUUID();
    await executeTicketCommand(server.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
      actor: { id: customer.id, role: 'customer' },
    });
    await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    return { customer, developer, ticketId };
  };

  const say = (who: Person, ticketId: string, text: string) =>
    who.api.discussions.send.mutate({ ticketId, text, files: {}, messageKey: randomUUID() });

  /** The request's MessageReported events. */
  const reportEvents = (ticketId: string) =>
    server.db
      .select({ data: ticketEvents.data })
      .from(ticketEvents)
      .where(and(eq(ticketEvents.ticketId, ticketId), eq(ticketEvents.type, 'MessageReported')));

  /** The mails queued to `moderator` about a report on this request. */
  const reportMails = (moderator: Person, ticketId: string) =>
    server.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.to, moderator.email),
          like(outboxEmails.subject, `%${ticketId.slice(-6).toUpperCase()}`),
        ),
      );

  it('files one report however often one person sends it, at once or later: one event, one row, one mail per moderator', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const moderators = [
      await signedInPerson(server, 'moderator'),
      await signedInPerson(server, 'moderator'),
    ];
    const rude = await say(developer, ticketId, 'Rude words');

    // A burst as a script (or an impatient double-click) sends it, as many as the limit lets in.
    const { max } = reportMessageLimits(customer.id)[0]!;
    const answers = await Promise.all(
      Array.from({ length: max }, () =>
        customer.api.discussions.report.mutate({ messageId: rude.id }),
      ),
    );
    expect(answers).toEqual(
      Array.from({ length: max }, () => ({ status: 'REQUIRES_MOD_ASSISTANCE' })),
    );
    // And once more later, past the limit: the first report's answer again.
    expect(await customer.api.discussions.report.mutate({ messageId: rude.id })).toEqual({
      status: 'REQUIRES_MOD_ASSISTANCE',
    });

    expect(await reportEvents(ticketId)).toEqual([
      { data: { messageId: rude.id, to: 'REQUIRES_MOD_ASSISTANCE' } },
    ]);
    expect(
      await server.db.select().from(messageReports).where(eq(messageReports.messageId, rude.id)),
    ).toMatchObject([{ messageId: rude.id, reporterId: customer.id }]);
    for (const moderator of moderators) {
      expect(await reportMails(moderator, ticketId)).toHaveLength(1);
    }
    const [ticket] = await server.db
      .select({ version: tickets.version })
      .from(tickets)
      .where(eq(tickets.id, ticketId));
    expect(ticket?.version).toBe(3);
  });

  it('mails the moderators once per case: further reports join the waiting case without a mail', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const moderator = await signedInPerson(server, 'moderator');
    const first = await say(developer, ticketId, 'First rude message');
    const second = await say(developer, ticketId, 'Second rude message');
    const answer = await say(customer, ticketId, 'Rude reply');

    await customer.api.discussions.report.mutate({ messageId: first.id });
    await customer.api.discussions.report.mutate({ messageId: second.id });
    await developer.api.discussions.report.mutate({ messageId: answer.id });
    // Each is in the case for the moderator to read; one mail called them in.
    expect((await reportEvents(ticketId)).map(({ data }) => data)).toEqual([
      { messageId: first.id, to: 'REQUIRES_MOD_ASSISTANCE' },
      { messageId: second.id, to: 'REQUIRES_MOD_ASSISTANCE' },
      { messageId: answer.id, to: 'REQUIRES_MOD_ASSISTANCE' },
    ]);
    expect(await reportMails(moderator, ticketId)).toHaveLength(1);

    // Resolved, the case is closed: a report after it opens a new one, and mails again.
    const [{ version }] = (await server.db
      .select({ version: tickets.version })
      .from(tickets)
      .where(eq(tickets.id, ticketId))) as [{ version: number }];
    await executeTicketCommand(server.db, {
      ticketId,
      command: { type: 'ResolveCase', outcome: 'resume', note: 'Be kind' },
      actor: { id: moderator.id, role: 'moderator' },
      expectedVersion: version,
    });
    const later = await say(developer, ticketId, 'Rude again');
    await customer.api.discussions.report.mutate({ messageId: later.id });
    expect(await reportMails(moderator, ticketId)).toHaveLength(2);
  });

  it('limits how many messages one person reports an hour', async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const { max, windowSeconds } = reportMessageLimits(customer.id)[0]!;
    const sent = [];
    for (let index = 0; index <= max; index++) {
      sent.push(await say(developer, ticketId, `Rude message ${index}`));
    }
    await clearOfWindowEnd(windowSeconds, 15_000);
    for (const message of sent.slice(0, max)) {
      await customer.api.discussions.report.mutate({ messageId: message.id });
    }
    expect(
      await failureOf(customer.api.discussions.report.mutate({ messageId: sent[max]!.id })),
    ).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^You have reported many messages in a short time\. Please wait \d+ (second|minute|hour)s? and try again\.$/,
      ),
    });
    expect(await reportEvents(ticketId)).toHaveLength(max);
    // A report already filed is still answered as it was.
    expect(await customer.api.discussions.report.mutate({ messageId: sent[0]!.id })).toEqual({
      status: 'REQUIRES_MOD_ASSISTANCE',
    });
  });

  it("records the reports filed before the table from their events (migration 0022's backfill)", async () => {
    const { customer, developer, ticketId } = await grabbedRequest();
    const rude = await say(developer, ticketId, 'Rude words');
    // As reports were filed before: an event per click, and nothing else.
    for (let click = 0; click < 2; click++) {
      await executeTicketCommand(server.db, {
        ticketId,
        command: { type: 'ReportMessage', messageId: rude.id, messageAuthorId: developer.id },
        actor: { id: customer.id, role: 'customer' },
      });
    }
    const filed = await admin`select message_id, reporter_id from message_reports order by 1, 2`;
    await admin`delete from message_reports`;
    const backfill = readFileSync('migrations/0022_message_reports.sql', 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "message_reports"'))!;
    await admin.unsafe(backfill);

    // Every report the other tests filed, and one for the two clicks.
    const now = await admin`select message_id, reporter_id from message_reports`;
    expect(now).toHaveLength(filed.length + 1);
    expect(now).toEqual(
      expect.arrayContaining([...filed, { message_id: rude.id, reporter_id: customer.id }]),
    );
    // Reported again, it is a repeat: no third event.
    expect(await customer.api.discussions.report.mutate({ messageId: rude.id })).toEqual({
      status: 'REQUIRES_MOD_ASSISTANCE',
    });
    expect(await reportEvents(ticketId)).toHaveLength(2);
  });
});
