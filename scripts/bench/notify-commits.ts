import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres, { type ReservedSql, type Sql } from 'postgres';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { runClosedLoop, type LoadResult } from './load.ts';
import { repository } from './processes.ts';
import { newReport, recordReport, type BenchCase } from './report.ts';

/**
 * `npm run bench:notify` (docs/speed.md): how many commits per second PostgreSQL takes from 8, 16,
 * 32 and 64 concurrent writers, with and without a NOTIFY in each commit, on the embedded
 * PostgreSQL with durable settings (fsync and synchronous commit on, as `npm start` runs it).
 *
 * Why: the live bus is LISTEN/NOTIFY, and every ticket change is one statement that writes its
 * rows and calls pg_notify (docs/decisions/0002-live-bus-listen-notify.md). A transaction that
 * sent a NOTIFY takes one lock for the whole cluster at commit and holds it until its commit is
 * done, so that notifications enter the queue in commit order. Commits without NOTIFY share
 * their WAL flush when they come together (group commit); commits with it may queue behind one
 * another for that lock instead.
 * These figures say how much that costs at each level of concurrency, and so at what write rate
 * the bus would need a broker.
 *
 * What runs: a table shaped like a ticket's event row (uuid, version, ~300 bytes of jsonb,
 * timestamptz, bigserial key, one secondary index), two LISTEN connections on the channel (as two
 * server instances hold), and N closed-loop writers, each on its own PostgreSQL session (a
 * reserved connection: a pool's connections would pipeline statements). A write is one
 * autocommitted statement: a plain insert, or the product's shape, the insert in a CTE and
 * pg_notify of a ~200-byte JSON payload carrying the new row's id. Each level runs the two
 * variants alternately, twice each, so the machine's drift falls on both.
 *
 * Run: `npm run bench:notify`; NOTIFY_BENCH_SECONDS (5) and NOTIFY_BENCH_WARM_UP_SECONDS (2) set
 * each run's measured time and the warm-up before it. About two minutes with the defaults.
 *
 * The figures: commits/s is the mean of the two runs (each in brackets); p50 and p99 are each
 * write's time from sending to its answer, in ms, also the mean of the runs; "with ÷ without" is
 * the throughput ratio, 1.0 when NOTIFY costs nothing. Closed loops keep N writes in flight, so
 * the mean latency is N ÷ commits/s. "sent → received" counts the NOTIFYs of a run, warm-up
 * included, and what each listener got: both must equal the sent count (the bench fails if not).
 */
const LEVELS = [8, 16, 32, 64];
const RUNS = 2;
const SECONDS = Number(process.env.NOTIFY_BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.NOTIFY_BENCH_WARM_UP_SECONDS ?? 2);
const CHANNEL = 'bench_live';
/** How long the listeners may take, after a run's last commit, to have heard all its NOTIFYs. */
const DELIVERY_WAIT_MS = 10_000;

/** An event's data as a ticket change writes it: ~300 bytes of JSON. */
const EVENT_DATA = JSON.stringify({
  type: 'TicketDetailsEdited',
  details: {
    title: 'Fix the flaky payment webhook retry',
    description:
      'The retry loop gives up after the second timeout; it should back off and try '.repeat(2),
    category: 'web',
    budgetCents: 12_000,
  },
});

interface Variant {
  name: 'with NOTIFY' | 'without NOTIFY';
  notify: boolean;
}
const WITH: Variant = { name: 'with NOTIFY', notify: true };
const WITHOUT: Variant = { name: 'without NOTIFY', notify: false };

interface Writer {
  sql: ReservedSql;
  ticketId: string;
  version: number;
}

interface Run {
  result: LoadResult;
  sent: number;
  /** What each listener heard of this run's NOTIFYs. */
  received: number[];
}

/** A LISTEN connection counting what it hears per run (the payload names its run). */
function listener(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const heard = new Map<string, number>();
  const listening = sql.listen(CHANNEL, (payload) => {
    const { run } = JSON.parse(payload) as { run: string };
    heard.set(run, (heard.get(run) ?? 0) + 1);
  });
  return { sql, heard, listening };
}
type Listener = ReturnType<typeof listener>;

/**
 * One write as the product makes it: ONE autocommitted statement, with or without pg_notify. The
 * JSON goes as text: a parameter PostgreSQL types jsonb, postgres.js would stringify once more.
 */
function write(writer: Writer, notify: boolean, message: string) {
  writer.version++;
  if (!notify) {
    return writer.sql`insert into bench_events (ticket_id, version, data)
      values (${writer.ticketId}, ${writer.version}, ${EVENT_DATA}::text::jsonb)`;
  }
  return writer.sql`with ins as (
      insert into bench_events (ticket_id, version, data)
      values (${writer.ticketId}, ${writer.version}, ${EVENT_DATA}::text::jsonb)
      returning id)
    select pg_notify(${CHANNEL},
      jsonb_set(${message}::text::jsonb, '{ids,position}', to_jsonb(id::text))::text) from ins`;
}

/** The NOTIFY payload of a run, as the live bus sends a ticket change (~200 bytes with the id). */
function messageFor(run: string, ticketId: string): string {
  return JSON.stringify({
    type: 'ticket.changed',
    ids: { ticketId, position: '' },
    topics: [`ticket:${ticketId}`, 'pool:web'],
    run,
  });
}

async function measure(writers: Writer[], variant: Variant, run: string, listeners: Listener[]) {
  let sent = 0;
  const result = await runClosedLoop(
    writers.length,
    SECONDS,
    async (client) => {
      const writer = writers[client]!;
      await write(writer, variant.notify, messageFor(run, writer.ticketId));
      if (variant.notify) sent++;
      return variant.name;
    },
    { warmUpSeconds: WARM_UP_SECONDS },
  );
  // NOTIFYs reach the listeners after their commits: wait until each heard them all, or gave up.
  const heard = () => listeners.map((one) => one.heard.get(run) ?? 0);
  const until = performance.now() + DELIVERY_WAIT_MS;
  while (heard().some((count) => count < sent) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { result, sent, received: heard() } satisfies Run;
}

/** N writers, each on a session of its own: checked by their backend pids, all different. */
async function reserveWriters(pool: Sql, count: number): Promise<Writer[]> {
  const writers = await Promise.all(
    Array.from({ length: count }, async () => ({
      sql: await pool.reserve(),
      ticketId: crypto.randomUUID(),
      version: 0,
    })),
  );
  const pids = await Promise.all(
    writers.map(
      async ({ sql }) => (await sql<[{ pid: number }]>`select pg_backend_pid() as pid`)[0].pid,
    ),
  );
  if (new Set(pids).size !== count) {
    throw new Error(`${count} writers share ${new Set(pids).size} PostgreSQL sessions`);
  }
  return writers;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const figures = (runs: Run[], pick: (result: LoadResult) => number, digits: number) =>
  `${mean(runs.map((run) => pick(run.result))).toFixed(digits)} (${runs
    .map((run) => pick(run.result).toFixed(digits))
    .join(', ')})`;

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-bench-notify-'));
await fs.chmod(root, 0o755);
let pg: EmbeddedPostgresHandle | undefined;
let pool: Sql | undefined;
const listeners: Listener[] = [];

try {
  pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres') });
  await ensureDatabase(pg.adminUrl, 'notify');
  const url = pg.urlFor('notify');
  pool = postgres(url, { max: Math.max(...LEVELS), onnotice: () => {} });
  await pool`create table bench_events (
    id bigserial primary key,
    ticket_id uuid not null,
    version int not null,
    data jsonb not null,
    created_at timestamptz not null default now())`;
  await pool`create index bench_events_ticket_version on bench_events (ticket_id, version)`;
  const [settings] = await pool<[{ fsync: string; synchronousCommit: string }]>`
    select current_setting('fsync') as fsync,
      current_setting('synchronous_commit') as "synchronousCommit"`;
  console.log(
    `PostgreSQL: fsync ${settings.fsync}, synchronous_commit ${settings.synchronousCommit}`,
  );
  listeners.push(listener(url), listener(url));
  await Promise.all(listeners.map((one) => one.listening));

  const results = new Map<number, Map<Variant, Run[]>>();
  let failed = false;
  for (const level of LEVELS) {
    const writers = await reserveWriters(pool, level);
    const byVariant = new Map<Variant, Run[]>([
      [WITH, []],
      [WITHOUT, []],
    ]);
    try {
      for (let round = 1; round <= RUNS; round++) {
        for (const variant of [WITH, WITHOUT]) {
          const run = await measure(
            writers,
            variant,
            `${level}-${variant.name}-${round}`,
            listeners,
          );
          byVariant.get(variant)!.push(run);
          if (run.result.errors > 0) failed = true;
          if (run.received.some((count) => count !== run.sent)) failed = true;
          console.log(
            `${level} writers, ${variant.name}, run ${round}: ${run.result.perSecond.toFixed(0)} commits/s, ` +
              `p99 ${run.result.p99.toFixed(1)} ms, errors ${run.result.errors}` +
              (run.result.firstError ? ` (first: ${run.result.firstError.slice(0, 200)})` : ''),
          );
        }
      }
    } finally {
      for (const writer of writers) writer.sql.release();
    }
    results.set(level, byVariant);
  }

  const header = [
    'writers'.padStart(7),
    'variant'.padEnd(16),
    'commits/s (runs)'.padEnd(22),
    'p50 ms (runs)'.padEnd(22),
    'p99 ms (runs)'.padEnd(22),
    'with ÷ without'.padEnd(15),
    'NOTIFYs sent → received (each listener)',
  ];
  const lines = [
    `\nCommits with and without NOTIFY, durable embedded PostgreSQL, ${SECONDS} s measured after ` +
      `${WARM_UP_SECONDS} s of warm-up, ${RUNS} runs of each variant, alternating:`,
    header.join('  '),
  ];
  const cases: Record<string, BenchCase> = {};
  for (const [level, byVariant] of results) {
    const rate = (variant: Variant) =>
      mean(byVariant.get(variant)!.map((run) => run.result.perSecond));
    for (const variant of [WITHOUT, WITH]) {
      const runs = byVariant.get(variant)!;
      lines.push(
        [
          String(level).padStart(7),
          variant.name.padEnd(16),
          figures(runs, (result) => result.perSecond, 0).padEnd(22),
          figures(runs, (result) => result.p50, 1).padEnd(22),
          figures(runs, (result) => result.p99, 1).padEnd(22),
          (variant.notify ? (rate(WITH) / rate(WITHOUT)).toFixed(2) : '').padEnd(15),
          variant.notify
            ? runs.map((run) => `${run.sent} → ${run.received.join(', ')}`).join('; ')
            : '',
        ].join('  '),
      );
      cases[`${level} writers, ${variant.name}`] = {
        perSecond: rate(variant),
        p50: mean(runs.map((run) => run.result.p50)),
        p99: mean(runs.map((run) => run.result.p99)),
        errors: runs.reduce((sum, run) => sum + run.result.errors, 0),
      };
    }
  }
  // What a write cost in rows: the event's size on disk, as a check on the table's shape.
  const [rows] = await pool<[{ rows: number; dataBytes: number }]>`
    select count(*)::int as rows, avg(pg_column_size(data))::int as "dataBytes"
    from bench_events`;
  lines.push(`${rows.rows} rows written, their data ${rows.dataBytes} bytes each on average.`);
  console.log(lines.join('\n'));
  if (failed) {
    // Not saved: a later run would compare itself with figures that do not hold.
    console.log('FAILED: a write failed, or a listener missed or repeated a NOTIFY (see above).');
    process.exitCode = 1;
  } else {
    await recordReport(
      repository,
      newReport({ mix: 'notify', seconds: SECONDS, cases }, repository),
    );
  }
} finally {
  await Promise.all(listeners.map((one) => one.sql.end()));
  await pool?.end();
  await pg?.stop();
  await fs.rm(root, { recursive: true, force: true });
}
