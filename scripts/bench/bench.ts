import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { createSession, validateSessionToken } from '#server/auth/sessions.ts';
import { createDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { LiveBus } from '#server/live/live-bus.ts';
import { createPaymentProvider } from '#server/payments/provider-from-env.ts';
import { createCallerFactory } from '#server/trpc/init.ts';
import { appRouter } from '#server/trpc/router.ts';
import { insertUser } from '../../tests/fixtures/users.ts';
import { ticketDetails } from '../../tests/fixtures/tickets.ts';
import type { HttpLoadResult } from './http-clients.ts';
import { formatResult, runClosedLoop, WARM_UP_SECONDS, type LoadResult } from './load.ts';
import {
  benchServerEnv,
  repository,
  runChild,
  startServerProcess,
  stopServerProcess,
} from './processes.ts';
import { newReport, recordReport } from './report.ts';
import { printStatementStats, resetTableStats, statementStatsWanted } from './statement-stats.ts';
import { cycleWalker, mixFrom, ticketsPerClient } from './workload.ts';

/**
 * `npm run bench`: ticket commands with 32 concurrent clients against a real embedded PostgreSQL
 * with durable settings (fsync on, as `npm start` runs it). The server is the real one, started
 * as `npm start` starts it (`server/index.ts`), in its own process; the 32 keep-alive HTTP
 * clients run in another (./http-clients.ts). Each client walks its own tickets through the mix
 * of ./workload.ts: plain edits, and commands with side effects (grab, submit plan, approve plan
 * with its checkout). One command = one HTTP request. Then the same mix runs through the
 * procedures in this process (tRPC's caller, no HTTP), for the HTTP overhead ratio.
 * The server runs with NODE_ENV=test rather than production only because approving a plan opens a
 * checkout, and production refuses the built-in sandbox provider (the benchmark must not call
 * Stripe); mail goes to the outbox and the dev mailbox's no-op transport instead of SMTP.
 * The bar on this 2-core machine (docs/speed.md): 500 commands/s through the API with p99 under 100
 * ms.
 */
const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The chat case (docs/speed.md): 200 open conversations, a message in each every 3 s (~67/s). */
const CONVERSATIONS = 200;
const CHAT_INTERVAL_MS = 3000;
const MIX = mixFrom(process.env.BENCH_MIX);

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-bench-'));
await fs.chmod(root, 0o755);
// BENCH_NO_FSYNC=1 is a diagnostic only: it shows how much of the time is waiting for the disk.
const noFsync = process.env.BENCH_NO_FSYNC === '1';
const pg = await startEmbeddedPostgres({
  dataDir: path.join(root, 'postgres'),
  fast: noFsync,
  statementStats: statementStatsWanted,
});
if (noFsync) console.log('Diagnostic run: PostgreSQL with fsync off (not a valid result)');
await ensureDatabase(pg.adminUrl, 'bench');
const databaseUrl = pg.urlFor('bench');
const logger = pino({ level: 'silent' });
const { sql, db } = createDatabase(databaseUrl);
await migrateDatabase(db, databaseUrl, logger);
let server: ChildProcess | undefined;

try {
  const port = await findFreePort();
  const serverEnv = benchServerEnv(port, path.join(root, 'data'), databaseUrl);
  const env = parseEnv(serverEnv);

  /** A customer and a developer per client, each signed in, and fresh tickets to walk. */
  const people = await Promise.all(
    Array.from({ length: CLIENTS }, async () => ({
      customer: await insertUser(db, 'customer'),
      developer: await insertUser(db, 'developer', ['web']),
    })),
  );
  const ticketsFor = (customer: (typeof people)[number]['customer']) =>
    Promise.all(
      Array.from({ length: ticketsPerClient(WARM_UP_SECONDS + SECONDS) }, async () => {
        const id = crypto.randomUUID();
        await executeTicketCommand(db, {
          ticketId: id,
          command: { type: 'CreateTicket', details: ticketDetails() },
          actor: customer,
        });
        return id;
      }),
    );
  const signIn = async (user: { id: string }) => {
    const { token, session } = await createSession(db, user.id);
    const auth = await validateSessionToken(db, token);
    if (!auth) throw new Error('the session just made is not valid');
    return { token, sessionId: session.id, me: auth.me };
  };
  const clients = await Promise.all(
    people.map(async ({ customer, developer }) => ({
      customer: await signIn(customer),
      developer: await signIn(developer),
      tickets: await ticketsFor(customer),
    })),
  );

  // The chat case: conversations of a grabbed request each, its customer listening live.
  const conversations = await Promise.all(
    Array.from({ length: CONVERSATIONS }, async () => {
      const customer = await insertUser(db, 'customer');
      const developer = await insertUser(db, 'developer', ['web']);
      const ticketId = crypto.randomUUID();
      await executeTicketCommand(db, {
        ticketId,
        command: { type: 'CreateTicket', details: ticketDetails() },
        actor: customer,
      });
      await executeTicketCommand(db, {
        ticketId,
        command: { type: 'GrabTicket' },
        actor: developer,
      });
      return {
        ticketId,
        customerToken: (await signIn(customer)).token,
        developerToken: (await signIn(developer)).token,
      };
    }),
  );

  const address = `http://127.0.0.1:${port}`;
  server = await startServerProcess('server/index.ts', serverEnv, address);

  if (statementStatsWanted) await resetTableStats(sql, true);
  const [{ since }] = await sql<[{ since: Date }]>`select now() as since`;
  const http = await runHttpClients({
    address,
    cookieName: sessionCookieName(env),
    clients: clients.map((client) => ({
      tokens: { customer: client.customer.token, developer: client.developer.token },
      tickets: client.tickets,
    })),
    seconds: SECONDS,
    serverPid: server.pid!,
    mix: MIX,
  });
  if (statementStatsWanted) await printStatementStats(sql);
  const perCommand = (cpuSeconds: number) =>
    ((cpuSeconds * 1000) / (http.perSecond * SECONDS)).toFixed(2);
  console.log(formatResult('through the HTTP API', http));
  console.log(
    `  CPU per command: server ${perCommand(http.cpu.processes.server)} ms, PostgreSQL ${perCommand(http.cpu.postgres)} ms, ` +
      `HTTP clients ${perCommand(http.cpu.self)} ms; machine busy ${(http.cpu.busy * 100).toFixed(0)} % of 2 cores`,
  );
  // The mails these commands queued are delivered by the server's job worker: those still
  // waiting when the run ends cost their delivery after it, outside the figures above.
  const [mails] = await sql<[{ queued: number; sent: number }]>`
    select count(*)::int as queued, count(sent_at)::int as sent from outbox_emails
    where created_at >= ${since}`;
  console.log(
    `  mails queued in the run (its warm-up too): ${mails.queued}, delivered by its end: ${mails.sent}`,
  );

  const chat = await runChild<{ latencies: number[]; errors: number; firstError?: string }>(
    'chat-clients.ts',
    {
      address,
      cookieName: sessionCookieName(env),
      conversations,
      seconds: SECONDS,
      intervalMs: CHAT_INTERVAL_MS,
    },
  );
  const at = (p: number) =>
    chat.latencies[
      Math.min(chat.latencies.length - 1, Math.floor((p / 100) * chat.latencies.length))
    ] ?? 0;
  const chatMet = chat.errors === 0 && chat.latencies.length > 0 && at(99) < 100;
  console.log(
    `chat: sent → received      ${String(chat.latencies.length).padStart(6)} messages   ` +
      `p50 ${at(50).toFixed(1)} ms   p99 ${at(99).toFixed(1)} ms   max ${(chat.latencies.at(-1) ?? 0).toFixed(1)} ms   ` +
      `errors ${chat.errors}${chat.firstError ? `   (first: ${chat.firstError.slice(0, 200)})` : ''}`,
  );
  console.log(
    `  ${CONVERSATIONS} open conversations, a message in each every ${CHAT_INTERVAL_MS / 1000} s. ` +
      `Bar (p99 under 100 ms): ${chatMet ? 'met' : 'NOT met'} in this run.`,
  );

  // The same mix through the procedures, with the server stopped so that only this process and
  // PostgreSQL share the machine.
  await stopServerProcess(server);
  const caller = createCallerFactory(appRouter);
  const bus = new LiveBus(sql, logger);
  const payments = createPaymentProvider(env);
  const callerFor = (person: (typeof clients)[number]['customer']) =>
    caller({
      env,
      db,
      bus,
      logger,
      payments,
      me: person.me,
      sessionId: person.sessionId,
      ip: '127.0.0.1',
      transport: 'http',
      requestId: 'bench',
      setSession: () => {},
      clearSession: () => {},
    });
  const walkers = await Promise.all(
    clients.map(async (client, index) => {
      const callers = {
        customer: callerFor(client.customer),
        developer: callerFor(client.developer),
      };
      const tickets = await ticketsFor(people[index]!.customer);
      return cycleWalker(MIX, tickets, async (step, input) => {
        const procedure = callers[step.by].tickets[step.procedure] as (
          input: unknown,
        ) => Promise<{ version: number }>;
        return (await procedure(input)).version;
      });
    }),
  );
  const direct = await runClosedLoop(CLIENTS, SECONDS, (client) => walkers[client]!());
  console.log(formatResult('procedures only (no HTTP)', direct));
  console.log(
    `HTTP API reaches ${((http.perSecond / direct.perSecond) * 100).toFixed(0)} % of the direct ` +
      `throughput (${CLIENTS} clients, ${SECONDS} s each after a ${WARM_UP_SECONDS} s warm-up).`,
  );
  if (MIX !== 'mixed') console.log(`Command mix: ${MIX} only.`);
  const met = http.perSecond >= 500 && http.p99 < 100 && http.errors === 0;
  console.log(
    `Bar (500 commands/s through the API, p99 under 100 ms): ${met ? 'met' : 'NOT met'} in this run.`,
  );

  const asCase = ({ perSecond, p50, p99, errors }: LoadResult) => ({ perSecond, p50, p99, errors });
  const report = newReport(
    {
      mix: MIX,
      seconds: SECONDS,
      cases: {
        'through the HTTP API': asCase(http),
        ...Object.fromEntries(
          Object.entries(http.byKind).map(([kind, { p50, p99 }]) => [
            `step: ${kind}`,
            { p50, p99 },
          ]),
        ),
        'procedures only (no HTTP)': asCase(direct),
        'chat: sent → received': { p50: at(50), p99: at(99), errors: chat.errors },
      },
    },
    repository,
  );
  await recordReport(repository, report);
} finally {
  await stopServerProcess(server);
  await sql.end();
  await pg.stop();
  await fs.rm(root, { recursive: true, force: true });
}

function runHttpClients(job: object): Promise<HttpLoadResult> {
  return runChild('http-clients.ts', job);
}
