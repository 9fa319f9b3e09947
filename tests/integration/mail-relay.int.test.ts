import { sql as statement } from 'drizzle-orm';
import pino from 'pino';
import type postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/client.ts';
import { queueEmail } from '#server/mail/outbox.ts';
import { MAILS_PER_JOB, MailRelay, SEND_EMAIL_TASK } from '#server/mail/outbox-relay.ts';
import { MAX_UNMARKED_MAILS, sendEmailTask } from '#server/mail/send-email.task.ts';
import type { MailTransport } from '#server/mail/transport.ts';
import { createTestDatabase, useTestClient } from '../setup/test-database.ts';

const logger = pino({ level: 'silent' });
const timing = { gatherMs: 10, sweepMs: 60_000 };
const mail = (subject: string) => ({ subject, text: subject, html: `<p>${subject}</p>` });

describe('the mail relay', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const pools: Array<{ db: Database; sql: postgres.Sql }> = [];
  const relays: MailRelay[] = [];
  let db: Database;

  const pool = () => {
    const made = createDatabase(database.url, { max: 2 });
    pools.push(made);
    return made;
  };
  const startRelay = async () => {
    const { db: relayDb, sql } = pool();
    const relay = new MailRelay(relayDb, sql, logger, timing);
    relays.push(relay);
    await relay.start();
    return relay;
  };
  /** The delivery jobs' payloads: lists of outbox ids. */
  const deliveryJobs = async () => {
    const rows = await db.execute<{ payload: Array<{ id: string }> }>(statement`
      select payload from graphile_worker._private_jobs as job
      join graphile_worker._private_tasks as task on task.id = job.task_id
      where task.identifier = ${SEND_EMAIL_TASK} order by job.id`);
    return rows.map((row) => row.payload.map((entry) => entry.id));
  };
  const idsOf = async (subjects: string[]) => {
    const rows = await db.execute<{ id: string }>(statement`
      select id from outbox_emails where subject = any(${statement.param(subjects)}::text[])
      order by created_at, subject`);
    return rows.map((row) => row.id);
  };
  const waiting = async () => {
    const [row] = await db.execute<{ n: number }>(
      statement`select count(*)::int as n from outbox_emails where queued_at is null`,
    );
    return row?.n;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db } = pool());
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
    await db.execute(statement`delete from graphile_worker._private_jobs`);
    await db.execute(statement`delete from outbox_emails`);
  });

  afterAll(async () => {
    await Promise.all(pools.map(({ sql }) => sql.end()));
    await database.drop();
  });

  it('hands committed mail to one delivery job, in order, and never mail that rolled back', async () => {
    await startRelay();
    await db
      .transaction(async (tx) => {
        await queueEmail(tx, 'gone@example.com', mail('Rolled back'));
        throw new Error('undo');
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      for (const subject of ['A', 'B', 'C']) await queueEmail(tx, 'ada@example.com', mail(subject));
      // Not committed yet: the relay, though woken by nothing, must not see these.
      await new Promise((resolve) => setTimeout(resolve, 5 * timing.gatherMs));
      expect(await deliveryJobs()).toEqual([]);
    });
    await expect.poll(deliveryJobs).toEqual([await idsOf(['A', 'B', 'C'])]);
    // The rolled-back mail was never written, so it cannot be handed over.
    expect(await idsOf(['Rolled back'])).toEqual([]);
    expect(await waiting()).toBe(0);
  });

  it('hands a burst over in jobs of at most MAILS_PER_JOB, each mail once, with two relays at once', async () => {
    await Promise.all([startRelay(), startRelay()]);
    const subjects = Array.from({ length: 2 * MAILS_PER_JOB + 10 }, (_, n) => `Burst ${n}`);
    await db.transaction(async (tx) => {
      for (const subject of subjects) await queueEmail(tx, 'ada@example.com', mail(subject));
    });
    await expect.poll(waiting).toBe(0);
    const jobs = await deliveryJobs();
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    for (const job of jobs) expect(job.length).toBeLessThanOrEqual(MAILS_PER_JOB);
    const handed = jobs.flat();
    expect(new Set(handed).size).toBe(handed.length);
    expect(handed.sort()).toEqual((await idsOf(subjects)).sort());
  });

  it('hands over mail written while no relay listened as soon as one starts', async () => {
    await queueEmail(db, 'ada@example.com', mail('While away'));
    await new Promise((resolve) => setTimeout(resolve, 5 * timing.gatherMs));
    expect(await waiting()).toBe(1);
    await startRelay();
    await expect.poll(deliveryJobs).toEqual([await idsOf(['While away'])]);
  });
});

describe('delivering a batch of mails', () => {
  const client = useTestClient({ max: 2 });

  it('answers a failure for the mail that failed alone, sends the rest, and skips sent mail on a retry', async () => {
    const { db, sql } = client;
    const sent: string[] = [];
    let refuse = 'bounce@example.com';
    const transport: MailTransport = {
      name: 'smtp',
      send: (email) => {
        if (email.to === refuse) return Promise.reject(new Error('451 try again later'));
        sent.push(email.subject);
        return Promise.resolve();
      },
      close: () => {},
    };
    const deliver = sendEmailTask(db, transport);
    for (const [to, subject] of [
      ['ada@example.com', 'First'],
      [refuse, 'Second'],
      ['grace@example.com', 'Third'],
    ] as const) {
      await queueEmail(db, to, mail(subject));
    }
    const batch = (
      await sql<{ id: string }[]>`
      select id from outbox_emails order by created_at, subject`
    ).map(({ id }) => ({ id }));

    // The helpers graphile-worker passes: the task uses none of them.
    const results = await Promise.allSettled((await deliver(batch, undefined as never)) ?? []);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(sent).toEqual(['First', 'Third']);

    // Run again whole (at least once): what was sent is not sent again.
    refuse = 'nobody@example.com';
    await Promise.all((await deliver(batch, undefined as never)) ?? []);
    expect(sent).toEqual(['First', 'Third', 'Second']);
    const unsent = await sql`select id from outbox_emails where sent_at is null`;
    expect(unsent).toEqual([]);
  });

  it('refuses a payload that is neither a mail nor a list of them', async () => {
    const { db } = client;
    const deliver = sendEmailTask(db, {
      name: 'dev-mailbox',
      send: () => Promise.resolve(),
      close: () => {},
    });
    for (const payload of [{}, [], [{ id: 'nope' }], { id: 42 }, [{ id: null }]]) {
      await expect(Promise.resolve(deliver(payload, undefined as never))).rejects.toThrow();
    }
  });
});

/** The delivery task on a transport that sends at once, and the subjects it sent, in order. */
function instantDelivery(db: Database) {
  const sent: string[] = [];
  const deliver = sendEmailTask(db, {
    name: 'dev-mailbox',
    send: (email) => {
      sent.push(email.subject);
      return Promise.resolve();
    },
    close: () => {},
  });
  return { sent, deliver };
}

describe('marking a batch sent', () => {
  // One connection: the statements' executions are counted on it (pg_prepared_statements).
  const client = useTestClient({ max: 1 });

  it('marks the mails of a batch sent in groups, not with one write per mail', async () => {
    const { db, sql } = client;
    const subjects = Array.from({ length: 10 }, (_, index) => `Mail ${index + 1}`);
    for (const subject of subjects) await queueEmail(db, 'ada@example.com', mail(subject));
    const batch = await sql<{ id: string }[]>`select id from outbox_emails order by created_at`;
    // Sending is instant here: every mail after the first leaves while the first is marked.
    const { sent, deliver } = instantDelivery(db);

    await Promise.all((await deliver(batch, undefined as never)) ?? []);

    expect(sent).toEqual(subjects);
    const unsent = await sql`select id from outbox_emails where sent_at is null`;
    expect(unsent).toEqual([]);
    const [marks] = await sql<{ runs: number }[]>`
      select (generic_plans + custom_plans)::int as runs from pg_prepared_statements
      where statement like 'update "outbox_emails" set "sent_at" = now()%'`;
    expect(marks!.runs).toBeGreaterThan(0);
    expect(marks!.runs).toBeLessThan(subjects.length / 2);
  });
});

describe('sending while marks wait', () => {
  // Two connections: one holds the outbox rows locked, the task writes on the other.
  const client = useTestClient({ max: 2 });

  it('stops sending at MAX_UNMARKED_MAILS while its marks cannot be written, then sends the rest', async () => {
    const { db, sql } = client;
    const count = 2 * MAX_UNMARKED_MAILS + 5;
    for (let n = 0; n < count; n++) await queueEmail(db, 'ada@example.com', mail(`Held ${n}`));
    const batch = await sql<{ id: string }[]>`select id from outbox_emails order by created_at`;
    const { sent, deliver } = instantDelivery(db);

    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The rows locked as a slow or stopped database would hold the marking write up.
    const holding = sql.begin(async (tx) => {
      await tx`select id from outbox_emails for update`;
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const delivering = deliver(batch, undefined as never);
    // Sending is instant here: without the bound every mail would be out before the first mark.
    await expect.poll(() => sent.length).toBe(MAX_UNMARKED_MAILS);
    release();
    await holding;
    await Promise.all((await delivering) ?? []);

    expect(sent).toHaveLength(count);
    expect(await sql`select id from outbox_emails where sent_at is null`).toEqual([]);
  });
});
