import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { createSession } from '#server/auth/sessions.ts';
import { createDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { parseEnv } from '#server/env.ts';
import { executeTicketCommand } from '#server/event-store/ticket-store.ts';
import { insertUser } from '../../tests/fixtures/users.ts';
import { ticketDetails } from '../../tests/fixtures/tickets.ts';
import { busyShare, cpuByGroup, cpuByProcess, machineTimes } from './cpu.ts';
import { formatResult, runClosedLoop, type LoadResult } from './load.ts';

/**
 * `npm run bench`: ticket commands with 32 concurrent clients against a real embedded PostgreSQL
 * with durable settings (fsync on, as `npm start` runs it). The server is the real one, started
 * as `npm start` starts it (`server/index.ts`, NODE_ENV=production), in its own process; the 32
 * keep-alive HTTP clients run in another (./http-clients.ts). Each client owns a ticket and edits
 * it in a loop: one command = one HTTP request = one transaction appending one event, its
 * projections and its live notification. Then the same workload runs through the application
 * function in this process, for the HTTP overhead ratio.
 * The bar on this 2-core machine: 500 commands/s through the API with p99 under 100 ms.
 */
const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));
const repository = path.resolve(here, '../..');

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-bench-'));
await fs.chmod(root, 0o755);
// BENCH_NO_FSYNC=1 is a diagnostic only: it shows how much of the time is waiting for the disk.
const noFsync = process.env.BENCH_NO_FSYNC === '1';
const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), fast: noFsync });
if (noFsync) console.log('Diagnostic run: PostgreSQL with fsync off (not a valid result)');
await ensureDatabase(pg.adminUrl, 'bench');
const databaseUrl = pg.urlFor('bench');
const logger = pino({ level: 'silent' });
const { sql, db } = createDatabase(databaseUrl);
await migrateDatabase(db, databaseUrl, logger);
let server: ChildProcess | undefined;

try {
  const customers = await Promise.all(
    Array.from({ length: CLIENTS }, () => insertUser(db, 'customer')),
  );
  const newTicket = async (customer: (typeof customers)[number]) => {
    const id = crypto.randomUUID();
    await executeTicketCommand(db, {
      ticketId: id,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: customer,
    });
    return id;
  };
  const clients = await Promise.all(
    customers.map(async (customer) => ({
      token: (await createSession(db, customer.id)).token,
      ticketId: await newTicket(customer),
      version: 1,
    })),
  );

  const port = await findFreePort();
  const serverEnv = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    DATABASE_URL: databaseUrl,
    // Per-request access logs off; warnings and errors still go to stdout.
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'false',
    // Production refuses the sandbox payment provider; the benchmark never pays.
    STRIPE_SECRET_KEY: 'sk_test_bench_never_called',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench_never_called',
  };
  // BENCH_SERVER_NODE_ARGS (diagnostic): extra Node flags for the server, e.g. "--cpu-prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    cwd: repository,
    env: { ...process.env, ...serverEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}/healthz`);

  const cpuBefore = cpuByProcess();
  const timesBefore = machineTimes();
  const http = await runHttpClients({
    address: `http://127.0.0.1:${port}`,
    cookieName: sessionCookieName(parseEnv(serverEnv)),
    clients,
    seconds: SECONDS,
  });
  const busy = busyShare(timesBefore, machineTimes());
  const cpu = cpuByGroup(cpuBefore, cpuByProcess(), (pid, cmdline) =>
    pid === server?.pid
      ? 'server'
      : cmdline.startsWith('postgres') || cmdline.includes('/bin/postgres')
        ? 'PostgreSQL'
        : null,
  );
  cpu.set('HTTP clients', http.cpuSeconds);
  // The warm-up second is measured by /proc too: spread it over every command it ran.
  const perCommand = (group: string) =>
    (((cpu.get(group) ?? 0) * 1000) / (http.perSecond * (SECONDS + 1))).toFixed(2);
  console.log(formatResult('through the HTTP API', http));
  console.log(
    `  CPU per command: server ${perCommand('server')} ms, PostgreSQL ${perCommand('PostgreSQL')} ms, ` +
      `HTTP clients ${perCommand('HTTP clients')} ms; machine busy ${(busy * 100).toFixed(0)} % of 2 cores`,
  );

  const tickets = await Promise.all(customers.map(newTicket));
  const direct = await runClosedLoop(CLIENTS, SECONDS, async (client, version) => {
    const { state } = await executeTicketCommand(db, {
      ticketId: tickets[client]!,
      expectedVersion: version ?? 1,
      command: { type: 'EditTicket', details: ticketDetails({ description: `Bench ${version}` }) },
      actor: customers[client]!,
    });
    return state.version;
  });
  console.log(formatResult('application function only', direct));
  console.log(
    `HTTP API reaches ${((http.perSecond / direct.perSecond) * 100).toFixed(0)} % of the direct ` +
      `throughput (${CLIENTS} clients, ${SECONDS} s each after a 1 s warm-up).`,
  );
  const met = http.perSecond >= 500 && http.p99 < 100 && http.errors === 0;
  console.log(
    `Bar (500 commands/s through the API, p99 under 100 ms): ${met ? 'met' : 'NOT met'} in this run.`,
  );
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null)
    await new Promise((resolve) => server?.once('exit', resolve));
  await sql.end();
  await pg.stop();
  await fs.rm(root, { recursive: true, force: true });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || server?.exitCode !== null) {
      throw new Error(`the server did not become healthy at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runHttpClients(job: object): Promise<LoadResult & { cpuSeconds: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'http-clients.ts')], {
    cwd: repository,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(job));
  let output = '';
  for await (const chunk of child.stdout) output += String(chunk);
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the HTTP clients exited with ${String(code)}`);
  return JSON.parse(output) as LoadResult & { cpuSeconds: number };
}
