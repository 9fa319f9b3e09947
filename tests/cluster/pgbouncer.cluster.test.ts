import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql as statement } from 'drizzle-orm';
import postgres from 'postgres';
import { createDatabase, REQUEST_STATEMENT_TIMEOUT_MS, type Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { defaultPoolSize } from '#server/env.ts';
import {
  SESSION_POOL,
  startPgBouncer,
  TRANSACTION_POOL,
  type PgBouncer,
} from '../fixtures/pgbouncer.ts';
import { approveAndPay, grabAndPlan } from '../fixtures/ticket-flow.ts';
import { insertUser } from '../fixtures/users.ts';
import { clusterPeople, expectEachMailOnce, listsHeardOn } from './cluster-people.ts';
import { startCluster, type Cluster } from '../chaos/cluster.ts';

/**
 * Two server processes behind Debian's PgBouncer 1.18 (docs/operations.md#behind-a-pooler): the
 * pool's statements through its transaction mode with prepared statements off, what needs a
 * session (LISTEN, the job worker, migrations) through its session mode.
 */
describe('two instances behind PgBouncer 1.18', () => {
  let bouncer: PgBouncer | undefined;
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({
      instances: 2,
      env: async (databaseUrl) => {
        bouncer = await startPgBouncer({ databaseUrl });
        return {
          DATABASE_URL: bouncer.transactionUrl,
          DATABASE_SESSION_URL: bouncer.sessionUrl,
          DATABASE_PREPARED_STATEMENTS: 'false',
        };
      },
    });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await bouncer?.stop();
  });

  const { person, apiOn } = clusterPeople(() => cluster);
  const a = () => cluster.instances[0]!;
  const b = () => cluster.instances[1]!;

  it('shows a request made through one instance live on the other (LISTEN in session mode)', async () => {
    const customer = await person('customer');
    const developer = await person('developer', ['web']);
    const lists = await listsHeardOn(b().address, developer.token);
    const { id } = await apiOn(a().address, customer.token).tickets.createTicket.mutate({
      details: { description: 'Made on A', categories: ['web'], budget: '$20' },
      requestKey: randomUUID(),
    });
    await expect.poll(() => lists.heard).toContain(id);
    await lists.close();
  });

  it('takes a request through a plan approved and paid, each party on its own instance', async () => {
    const customer = { api: apiOn(a().address, (await person('customer')).token) };
    const developer = { api: apiOn(b().address, (await person('developer', ['web'])).token) };
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Behind the pooler', categories: ['web'], budget: '$50' },
      requestKey: randomUUID(),
    });
    const planned = await grabAndPlan(developer, ticketId, [
      { title: 'Find it', description: 'The cause', estimatedMinutes: 30, hourlyRateCents: 5000 },
      { title: 'Fix it', description: 'The fix', estimatedMinutes: 60, hourlyRateCents: 5000 },
    ]);
    await approveAndPay(customer, ticketId, planned);
    await expect
      .poll(async () => {
        const ticket = await developer.api.tickets.get.query({ ticketId });
        return { status: ticket.status, paid: ticket.milestones.map((m) => m.paid) };
      })
      .toEqual({ status: 'DEVELOPER_WORKING', paid: [true, false] });
  });

  it('delivers every mail once (the workers run through session mode)', async () => {
    // A grab mails the customer: made through A, taken through B.
    const customer = await person('customer');
    const developer = await person('developer', ['web']);
    const { id } = await apiOn(a().address, customer.token).tickets.createTicket.mutate({
      details: { description: 'Mail me', categories: ['web'], budget: '$20' },
      requestKey: randomUUID(),
    });
    await apiOn(b().address, developer.token).tickets.grabTicket.mutate({
      ticketId: id,
      expectedVersion: 1,
    });
    await expectEachMailOnce(cluster);
  }, 40_000);

  it("gives the transaction pool's connections the request bound the start-up message lost", async () => {
    // PgBouncer 1.18 refuses a connection that sends statement_timeout unless told to ignore it;
    // ignored, it is lost, and the transaction entry's connect_query sets it instead. Connections
    // made as the server makes its own.
    const pool = createDatabase(bouncer!.transactionUrl, {
      max: 1,
      statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS,
      prepare: false,
    }).sql;
    const session = createDatabase(bouncer!.sessionUrl, { max: 1 }).sql;
    try {
      const [bounds] = await pool`select current_setting('statement_timeout') as statement,
        current_setting('idle_in_transaction_session_timeout') as idle`;
      const bound = `${REQUEST_STATEMENT_TIMEOUT_MS / 1000}s`;
      expect(bounds).toEqual({ statement: bound, idle: bound });
      // Session mode serves migrations, which must not be bound.
      const [unbound] = await session`select current_setting('statement_timeout') as statement`;
      expect(unbound).toEqual({ statement: '0' });
    } finally {
      await pool.end();
      await session.end();
    }
  });

  it('holds a few session connections per instance and shares the transaction pool', async () => {
    // Busy first: each instance's pool opens every connection it may (DATABASE_POOL_SIZE).
    const developer = await person('developer', ['web']);
    await Promise.all(
      [a(), b()].flatMap((instance) =>
        Array.from({ length: 16 }, () =>
          apiOn(instance.address, developer.token).tickets.available.query({}),
        ),
      ),
    );
    const clients = await connectionsByInstance(bouncer!, [a().pid!, b().pid!]);
    const servers = await bouncer!.show('SERVERS');
    const poolOf = new Map(servers.map((server) => [Number(server.remote_pid), server.database]));
    const backends = await cluster.db.execute<{ pid: number; application_name: string }>(
      statement`select pid, application_name from pg_stat_activity
                where datname = current_database() and backend_type = 'client backend'`,
    );
    const behindPgBouncer: Record<string, number> = {};
    for (const backend of backends) {
      const pool = poolOf.get(backend.pid);
      if (pool === undefined) continue;
      const key = `${String(pool)} ${backend.application_name || '(none)'}`;
      behindPgBouncer[key] = (behindPgBouncer[key] ?? 0) + 1;
    }
    // Reported (docs/operations.md#behind-a-pooler), asserted only within bounds: how many a
    // moment holds depends on what ran last.
    console.info('connections', JSON.stringify({ clients, behindPgBouncer }));
    for (const instance of clients) {
      // One LISTEN (live bus and mail relay), graphile-worker's pool (4 at most), and the
      // listening client's own connection should it ever run a statement.
      expect(instance[SESSION_POOL]).toBeGreaterThanOrEqual(1);
      expect(instance[SESSION_POOL]).toBeLessThanOrEqual(6);
      expect(instance[TRANSACTION_POOL]).toBeLessThanOrEqual(defaultPoolSize());
    }
    const serversIn = (pool: string) => servers.filter((server) => server.database === pool);
    // Transaction mode shares server connections: fewer than both pools' clients together.
    expect(serversIn(TRANSACTION_POOL).length).toBeLessThanOrEqual(
      clients.reduce((sum, instance) => sum + instance[TRANSACTION_POOL], 0),
    );
  });

  it('needs prepared statements off: a transaction on another server connection misses them', async () => {
    // A PgBouncer of its own, with nothing else on it: which server connection each step gets
    // follows from its LIFO reuse alone.
    const control = await startPgBouncer({ databaseUrl: cluster.databaseUrl });
    const { id } = await insertUser(cluster.db, 'customer');
    const outcome = async (prepare: boolean) => {
      const x = createDatabase(control.transactionUrl, { max: 1, prepare });
      const y = postgres(control.transactionUrl, { max: 1, onnotice: () => {} });
      try {
        const [first] = await userById(x.db).execute({ id });
        // Another client's transaction takes that server connection; x's next one gets another.
        const held = await y.reserve();
        await held`begin`;
        const [holder] = await held`select pg_backend_pid() as backend`;
        expect(holder?.backend).toBe(first?.backend);
        try {
          const [again] = await x.db.transaction((tx) => userById(tx).execute({ id }));
          expect(again?.backend).not.toBe(first?.backend);
          return 'ran';
        } catch (error) {
          // drizzle wraps the driver's error ("Failed query: …") in its own.
          const { cause } = error as Error;
          return cause instanceof Error ? cause.message : String(error);
        } finally {
          await held`commit`;
          held.release();
        }
      } finally {
        await x.sql.end();
        await y.end();
      }
    };
    try {
      expect(await outcome(true)).toMatch(/^prepared statement ".+" does not exist$/);
      expect(await outcome(false)).toBe('ran');
    } finally {
      await control.stop();
    }
  });

  it("with them off, not even drizzle's prepared queries leave a statement on the connection", async () => {
    const { id } = await insertUser(cluster.db, 'customer');
    const kept = async (prepare: boolean) => {
      // Straight to PostgreSQL, one connection: what it keeps is that connection's.
      const x = createDatabase(cluster.databaseUrl, { max: 1, prepare });
      try {
        await userById(x.db).execute({ id });
        await x.db.transaction((tx) => userById(tx).execute({ id }));
        const rows = await x.db.execute<{ statement: string }>(
          statement`select statement from pg_prepared_statements`,
        );
        return rows.filter((row) => row.statement.includes('"users"')).length;
      } finally {
        await x.sql.end();
      }
    };
    expect(await kept(true)).toBe(1);
    expect(await kept(false)).toBe(0);
  });
});

/**
 * A statement drizzle asks postgres.js to prepare (`.prepare(name)`), as the hot paths' are
 * (server/db/prepared-statements.ts), answering the server process that ran it.
 */
const userById = (executor: Pick<Database, 'select'>) =>
  executor
    .select({ id: users.id, backend: statement<number>`pg_backend_pid()` })
    .from(users)
    .where(eq(users.id, statement.placeholder('id')))
    .prepare('user_by_id_with_backend');

/**
 * Each instance's client connections to PgBouncer, by pool: PgBouncer knows each client's port
 * (SHOW CLIENTS), the kernel which process owns it (`ss -p`).
 */
async function connectionsByInstance(bouncer: PgBouncer, pids: number[]) {
  const { stdout } = await promisify(execFile)('ss', [
    '-tnpH',
    'state',
    'established',
    `( dport = :${bouncer.port} )`,
  ]);
  const ownerOfPort = new Map<number, number>();
  for (const line of stdout.split('\n')) {
    const match = /127\.0\.0\.1:(\d+)\s+127\.0\.0\.1:\d+\s+users:\(\("[^"]*",pid=(\d+)/.exec(line);
    if (match) ownerOfPort.set(Number(match[1]), Number(match[2]));
  }
  const clients = await bouncer.show('CLIENTS');
  return pids.map((pid) => {
    const ours = clients.filter((client) => ownerOfPort.get(Number(client.port)) === pid);
    const inPool = (name: string) => ours.filter((client) => client.database === name).length;
    return {
      pid,
      [TRANSACTION_POOL]: inPool(TRANSACTION_POOL),
      [SESSION_POOL]: inPool(SESSION_POOL),
    };
  });
}
