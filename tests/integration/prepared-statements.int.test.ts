import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '#server/db/schema/index.ts';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { queueEmailToUser } from '#server/mail/outbox.ts';
import { handOverMails } from '#server/mail/outbox-relay.ts';
import { sendEmailTask } from '#server/mail/send-email.task.ts';
import { priceMilestone } from '#shared/domain/payments/pricing.ts';
import { bothPrices, liveRecordOf, openRecord } from '#server/payments/checkout-statements.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { systemPosts } from '#server/tickets/system-messages.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { useTestClient } from '../setup/test-database.ts';

/**
 * A ticket command's two statements (the snapshot read and the write) are drizzle prepared
 * queries: postgres.js prepares each once per connection and then only binds values, inside a
 * side effect's transaction too (ADR 0006).
 */
describe('prepared statements', () => {
  // One connection, so the statements and the catalogue query share a session.
  const client = useTestClient({ max: 1 });

  const preparedLike = async (fragment: string) => {
    const [row] = await client.sql<{ count: number }[]>`
      select count(*)::int as count from pg_prepared_statements
      where statement like ${`%${fragment}%`} and statement not like '%pg_prepared%'`;
    return row?.count ?? 0;
  };

  const customerWithTicket = async () => {
    const customer = await insertUser(client.db, 'customer');
    const ticketId = randomUUID();
    await executeTicketCommand(client.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: customer,
    });
    return { customer, ticketId };
  };

  it('prepares the snapshot read and the write once, and reuses them in and out of a transaction', async () => {
    const { customer, ticketId } = await customerWithTicket();
    for (const [version, description] of [
      [1, 'First edit'],
      [2, 'Second edit'],
    ] as const) {
      await executeTicketCommand(client.db, {
        ticketId,
        expectedVersion: version,
        command: { type: 'EditTicket', details: ticketDetails({ description }) },
        actor: customer,
        // The last edit writes beside its events, so it runs in a transaction.
        sideEffects: () =>
          version === 2
            ? [
                async (tx) => {
                  await tx.insert(messages).values({ ticketId, authorId: null, text: 'Edited' });
                },
              ]
            : [],
      });
    }
    expect(await preparedLike('jsonb_populate_recordset(null::"ticket_events"')).toBe(1);
    expect(await preparedLike('json_agg(json_build_object(')).toBe(1);
    const [ticket] =
      await client.sql`select description, version from tickets where id = ${ticketId}`;
    expect(ticket).toEqual({ description: 'Second edit', version: 3 });
  });

  it('writes system messages and mails in the change statement, and prepares the other side effects', async () => {
    const { customer, ticketId } = await customerWithTicket();
    const event = {
      type: 'PlanApproved',
      data: { feedback: 'Thanks', to: 'DEVELOPER_WORKING' },
    } as const;
    for (const version of [1, 2]) {
      await executeTicketCommand(client.db, {
        ticketId,
        expectedVersion: version,
        command: { type: 'EditTicket', details: ticketDetails({ description: `Edit ${version}` }) },
        actor: customer,
        notices: ({ state }) => ({
          posts: systemPosts([event], state, customer),
          mails: [{ userId: customer.id, email: { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' } }],
        }),
        sideEffects: () => [
          async (tx) => {
            await enqueueJob(tx, 'bench-noop', { ticketId }, { jobKey: `noop:${version}` });
          },
        ],
      });
    }
    // One statement writes the change, its messages and its mails.
    expect(await preparedLike('insert into "messages"')).toBe(1);
    expect(await preparedLike('insert into "outbox_emails"')).toBe(1);
    expect(
      await preparedLike('insert into "ticket_events"%insert into "messages"%"outbox_emails"'),
    ).toBe(1);
    expect(await preparedLike('from enqueue_job(')).toBe(1);
    const posted = await client.sql<{ text: string }[]>`
      select text from messages where ticket_id = ${ticketId} order by seq`;
    expect(posted.map((message) => message.text)).toEqual([
      'Plan is approved\n\nThanks',
      'Plan is approved\n\nThanks',
    ]);
    const mails = await client.sql<
      { to: string }[]
    >`select "to" from outbox_emails where subject = 'Hi'`;
    expect(mails.map((mail) => mail.to)).toEqual([customer.email, customer.email]);
    const jobsOf = async (task: string) => {
      const [jobs] = await client.sql<
        { count: number }[]
      >`select count(*)::int as count from graphile_worker.jobs
        where task_identifier = ${task}`;
      return jobs?.count;
    };
    expect(await jobsOf('bench-noop')).toBe(2);
    // The mails wait for the relay (none runs here), which hands both to one delivery job.
    expect(await jobsOf('send-email')).toBe(0);
    expect(await handOverMails(client.db)).toBe(2);
    expect(await jobsOf('send-email')).toBe(1);
    expect(await preparedLike('then enqueue_job(')).toBe(1);
    // add_job runs with generic plans: under the default mode it plans its insert on every call.
    const [enqueue] = await client.sql`select proconfig from pg_proc where proname = 'enqueue_job'`;
    expect(enqueue?.proconfig).toEqual(['plan_cache_mode=force_generic_plan']);
  });

  it('delivers mails with prepared statements: one read per batch, then marking them sent', async () => {
    const customer = await insertUser(client.db, 'customer');
    const sent: string[] = [];
    const deliver = sendEmailTask(client.db, {
      name: 'dev-mailbox',
      send: (email) => {
        sent.push(email.subject);
        return Promise.resolve();
      },
      close: () => {},
    });
    const queue = async (subject: string) => {
      await queueEmailToUser(client.db, customer.id, { subject, text: subject, html: subject });
      const [mail] = await client.sql<{ id: string }[]>`
        select id from outbox_emails where "to" = ${customer.email} and subject = ${subject}`;
      return { id: mail!.id };
    };
    // The helpers graphile-worker passes: the task uses none of them.
    await Promise.all(
      (await deliver([await queue('First'), await queue('Second')], undefined as never)) ?? [],
    );
    await deliver(await queue('Third'), undefined as never);
    expect(sent).toEqual(['First', 'Second', 'Third']);
    expect(await preparedLike('from "outbox_emails" where "outbox_emails"."id" = any(')).toBe(1);
    expect(await preparedLike('update "outbox_emails" set "sent_at" = now()')).toBe(1);
    const marked = await client.sql`select transport from outbox_emails
      where "to" = ${customer.email} and sent_at is not null`;
    expect(marked).toEqual(Array(3).fill({ transport: 'dev-mailbox' }));
  });

  it("opens a checkout's record in one statement, and plans it and the live record's lookup once", async () => {
    const { customer, ticketId } = await customerWithTicket();
    const developer = await insertUser(client.db, 'developer');
    const milestone = { hourlyRateCents: 8000, estimatedMinutes: 90 };
    const prices = bothPrices(
      priceMilestone(milestone, { betaDiscount: false }),
      priceMilestone(milestone, { betaDiscount: true }),
    );
    const open = (milestoneId: string, description: string) =>
      openRecord(client.db).execute({
        id: randomUUID(),
        ticketId,
        milestoneId,
        customerId: customer.id,
        developerId: developer.id,
        ...prices,
        description,
        provider: 'sandbox',
      });
    const charged: number[] = [];
    for (let call = 0; call < 8; call++) {
      const milestoneId = randomUUID();
      const [record] = await open(milestoneId, `Milestone ${call}`);
      charged.push(record!.amountCents);
      // The milestone has its live record now: a second open writes nothing.
      expect(await open(milestoneId, 'Again')).toEqual([]);
      expect((await liveRecordOf(client.db).execute({ milestoneId }))[0]?.id).toBe(record!.id);
    }
    // The first funding gets the beta discount (half of the first hour), the others the list price.
    expect(charged).toEqual([8000, ...Array(7).fill(12_000)]);
    const plans = await client.sql<{ statement: string; generic: number; custom: number }[]>`
      select statement, generic_plans::int as generic, custom_plans::int as custom
      from pg_prepared_statements
      where statement like '%from "billing_records" where %' and statement not like '%pg_prepared%'`;
    // PostgreSQL tries five custom plans first, then keeps the generic one if it is as cheap.
    expect(
      plans
        .map(({ statement, generic, custom }) => ({
          statement: statement.includes('insert into') ? 'open record' : 'live record',
          generic,
          custom,
        }))
        .sort((a, b) => a.statement.localeCompare(b.statement)),
    ).toEqual([
      { statement: 'live record', generic: 3, custom: 5 },
      { statement: 'open record', generic: 11, custom: 5 },
    ]);
  });
});
