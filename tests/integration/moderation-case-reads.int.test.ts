import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCase, latestCause } from '#shared/domain/ticket/moderation-case.ts';
import type { TicketCommand } from '#shared/domain/ticket/commands.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { CASE_PAGE_SIZE } from '#shared/schemas/moderation.ts';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { casesOf } from '#server/moderation/case-history.ts';
import { listCases } from '#server/moderation/list-cases.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/** Work between two cases: this many plan edits, each one event. */
const EDITS = 500;
const fix = { title: 'Fix', description: 'The fix', estimatedMinutes: 60, hourlyRateCents: 5000 };

/**
 * The moderators' queue reads each request's open case from the events since it opened, not from
 * its whole history: requests with long histories and several past cases get the same cards as
 * the fold of every event gives, and the statement on the events returns only the open cases'.
 */
describe('the case queue reads only the open cases’ events', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: postgres.Sql;
  let db: Database;
  /** The statements sent with their parameters, since the last `sent.length = 0`. */
  const sent: Array<{ query: string; parameters: unknown[] }> = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    client = postgres(database.url, {
      max: 4,
      onnotice: () => {},
      debug: (_connection, query, parameters) => sent.push({ query, parameters }),
    });
    db = drizzle({ client, schema });
  });

  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  const minutes = (n: number) => new Date(Date.UTC(2026, 10, 1, 10, 0) + n * 60_000);

  /** A request a developer took, with a command runner that stamps each command's time. */
  async function takenRequest() {
    const customer = await insertUser(db, 'customer');
    const developer = await insertUser(db, 'developer', ['web']);
    const moderator = await insertUser(db, 'moderator');
    const ticketId = randomUUID();
    const run = (actor: Actor, command: TicketCommand, now: Date) =>
      executeTicketCommand(db, { ticketId, command, actor, now });
    await run(customer, { type: 'CreateTicket', details: ticketDetails() }, minutes(0));
    await run(developer, { type: 'GrabTicket' }, minutes(1));
    /** The customer reports a new message of the developer's. */
    const report = async (text: string, now: Date) => {
      const [message] = await db
        .insert(schema.messages)
        .values({ ticketId, developerId: developer.id, authorId: developer.id, text })
        .returning({ id: schema.messages.id });
      await run(
        customer,
        { type: 'ReportMessage', messageId: message!.id, messageAuthorId: developer.id },
        now,
      );
      return message!.id;
    };
    const resume = (now: Date) =>
      run(moderator, { type: 'ResolveCase', outcome: 'resume', note: 'Go on' }, now);
    return { ticketId, developer, run, report, resume };
  }

  /** Two resolved cases, then many edits, then an open case of two reports. */
  async function longHistory() {
    const request = await takenRequest();
    const { ticketId, developer, run, report, resume } = request;
    await report('First', minutes(2));
    await report('Second', minutes(3));
    await resume(minutes(4));
    await report('Third', minutes(5));
    await resume(minutes(6));
    const { state } = await run(
      developer,
      {
        type: 'AddMilestone',
        milestone: fix,
      },
      minutes(7),
    );
    const milestoneId = state.milestones[0]!.id;
    for (let edit = 1; edit <= EDITS; edit++) {
      await run(
        developer,
        {
          type: 'EditMilestone',
          milestoneId,
          milestone: { ...fix, title: `Fix, take ${edit}` },
        },
        minutes(8),
      );
    }
    await report('Fourth', minutes(9));
    const latest = await report('Fifth', minutes(10));
    return { ticketId, latest };
  }

  it('gives the cards the whole history gives, from only the events since each case opened', async () => {
    const long = await longHistory();

    // Clocks need not be fine nor agree: an edit at the very instant the case opened, and a report
    // stamped before it (another instance's clock), still read and count as before.
    const skewed = await takenRequest();
    await skewed.report('Old', minutes(2));
    await skewed.resume(minutes(3));
    const { state } = await skewed.run(
      skewed.developer,
      {
        type: 'AddMilestone',
        milestone: fix,
      },
      minutes(20),
    );
    await skewed.report('Now', minutes(20));
    await skewed.report('Behind', minutes(19));
    expect(state.milestones).toHaveLength(1);

    const ids = [long.ticketId, skewed.ticketId];
    const whole = await casesOf(db, ids);

    sent.length = 0;
    const page = await listCases(db, null);
    expect(page.items.length).toBeLessThanOrEqual(CASE_PAGE_SIZE);
    expect(page.items.map((card) => card.ticketId)).toEqual(ids);

    // The same as the fold of every event: since, the latest cause, how many reports.
    for (const card of page.items) {
      const current = latestCase(whole.get(card.ticketId) ?? [])!;
      const cause = latestCause(current)!;
      expect(current.resolution).toBeNull();
      expect(card).toMatchObject({
        since: current.since,
        why: { kind: 'report', messageId: cause.kind === 'report' ? cause.messageId : null },
        reportCount: current.causes.length,
      });
    }
    expect(page.items[0]).toMatchObject({
      since: minutes(9),
      why: { kind: 'report', messageId: long.latest, text: 'Fifth' },
      reportCount: 2,
    });
    expect(page.items[1]).toMatchObject({
      since: minutes(20),
      why: { kind: 'report', text: 'Behind' },
      reportCount: 2,
    });

    // What the statement on the events returns, run again as it was sent.
    const onEvents = sent.filter(({ query }) => /from "ticket_events"/.test(query));
    expect(onEvents).toHaveLength(1);
    const [statement] = onEvents;
    const rows = await client.unsafe(statement!.query, statement!.parameters as never[]);
    const versions = (ticketId: string) =>
      rows.filter((row) => row.ticket_id === ticketId).map((row) => Number(row.version));
    // Created, grabbed, two reports, a resolution (and where the request went), a report, another
    // resolution, the milestone added and edited: the open case began at version 11 + EDITS.
    expect(versions(long.ticketId)).toEqual([11 + EDITS, 12 + EDITS]);
    // The milestone added at the instant the case opened comes too; the report before it, no.
    expect(versions(skewed.ticketId)).toEqual([6, 7, 8]);
  });
});
