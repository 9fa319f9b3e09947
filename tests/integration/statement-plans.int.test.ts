import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { queueEmailToUser } from '#server/mail/outbox.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { ticketHistory } from '#server/tickets/ticket-history.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { useTestClient } from '../setup/test-database.ts';

/**
 * The hot statements' generic plans (the ones prepared statements settle on) find their rows
 * through indexes with a populated database. PostgreSQL takes a JSON recordset for 100 rows, so a
 * join against one, or a `not exists` under an OR, may be planned as a whole-table read: the
 * commands bench found a grab reading the whole event log and mails hashing the users table.
 */
describe('hot statement plans', () => {
  // One connection: the statements are prepared in the session that explains them.
  const client = useTestClient({ max: 1 });

  /** 20,000 people more, so that a plan reading the table whole shows as one. */
  const manyUsers = async (prefix: string) => {
    await client.sql`insert into users (email, password_hash)
      select ${prefix} || n || '@example.com', 'not a hash' from generate_series(1, 20000) as n`;
    await client.sql`analyze users`;
  };
  /** The plan PostgreSQL settles on for a prepared statement, whatever its parameters. */
  const genericPlan = async (statement: string) =>
    (
      await client.sql.unsafe<Array<{ 'QUERY PLAN': string }>>(
        `explain (generic_plan) ${statement}`,
      )
    )
      .map((line) => line['QUERY PLAN'])
      .join('\n');

  it("reads no table whole in a ticket change's statement or a mail's", async () => {
    const { db, sql } = client;
    await manyUsers('someone');
    const customer = await insertUser(db, 'customer');
    const ticketId = randomUUID();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: customer,
      // A change's mail: its address and greeting are looked up per mail.
      notices: () => ({
        mails: [
          {
            userId: customer.id,
            email: { subject: 'Taken', text: 'Taken', html: '<p>Taken</p>' },
          },
        ],
      }),
    });
    // A milestone planned, then removed: the change statements with those parts.
    const developer = await insertUser(db, 'developer', ['web']);
    const run = (command: Parameters<typeof executeTicketCommand>[1]['command']) =>
      executeTicketCommand(db, { ticketId, command, actor: developer });
    await run({ type: 'GrabTicket' });
    const added = await run({
      type: 'AddMilestone',
      milestone: {
        title: 'Fix',
        description: 'Fix it',
        estimatedMinutes: 60,
        hourlyRateCents: 5000,
      },
    });
    await run({ type: 'RemoveMilestone', milestoneId: added.state.milestones[0]!.id });
    await queueEmailToUser(db, customer.id, { subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    // A change's statement holds the parts it writes: each one prepared here is explained.
    const changes = await sql<{ statement: string }[]>`select statement from pg_prepared_statements
      where statement like 'with "new_events"%'`;
    expect(changes.map(({ statement }) => statement).join('\n')).toContain('"removed_milestones"');
    const [mail] = await sql<{ statement: string }[]>`select statement from pg_prepared_statements
      where statement like '%insert into "outbox_emails"%' and statement not like '%new_events%'`;

    for (const statement of [...changes.map((change) => change.statement), mail!.statement]) {
      const plan = await genericPlan(statement);
      // A mail's address is looked up by the recipient's id.
      if (statement.includes('"outbox_emails"'))
        expect(plan).toContain('Index Scan using users_pkey');
      expect(plan).not.toMatch(/Seq Scan on (users|ticket_events|milestones|profiles)\b/);
      expect(plan).not.toMatch(/hashed SubPlan/i);
    }
    // Both mails were written: the change's and the other.
    const written = await sql`select subject from outbox_emails order by subject`;
    expect(written).toEqual([{ subject: 'Hi' }, { subject: 'Taken' }]);
  });

  it("reads a request's history with prepared statements that find its events by index", async () => {
    const { db, sql } = client;
    await manyUsers('reader');
    await sql`insert into profiles (id, user_type)
      select id, 'customer' from users where email like 'reader%'`;
    await sql`analyze profiles`;
    const customer = await insertUser(db, 'customer');
    const ticketId = randomUUID();
    for (const type of ['CreateTicket', 'EditTicket'] as const) {
      await executeTicketCommand(db, {
        ticketId,
        command: { type, details: ticketDetails() },
        actor: customer,
      });
    }
    // The timeline's first page, then the events after the one it holds: a chain check of the
    // events before the cursor on an instance that has not checked them.
    expect((await ticketHistory(db, customer, ticketId)).events).toHaveLength(2);
    const after = await ticketHistory(db, customer, ticketId, 1);
    expect(after).toMatchObject({ verified: true, events: [{ version: 2 }] });

    // postgres.js names what it prepares itself: the statements are found by their text.
    const prepared = await sql<{ statement: string }[]>`
      select statement from pg_prepared_statements where statement like 'select%"ticket_events"%'`;
    const page = prepared.filter(({ statement }) => statement.includes('left join "users"'));
    const between = prepared.filter(({ statement }) => / between \$\d+ and \$\d+/.test(statement));
    expect([page.length, between.length]).toEqual([1, 1]);
    for (const { statement } of prepared) {
      const plan = await genericPlan(statement);
      expect(plan).not.toMatch(/Seq Scan on (users|ticket_events|profiles)\b/);
    }
  });
});
