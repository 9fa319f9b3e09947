import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { createSession } from '#server/auth/sessions.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { parseEnv } from '#server/env.ts';
import { executeTicketCommand } from '#server/event-store/ticket-store.ts';
import { startServer } from '#server/server.ts';
import { insertUser } from '../../tests/fixtures/users.ts';
import { ticketDetails } from '../../tests/fixtures/tickets.ts';
import { formatResult, runClosedLoop, type LoadResult } from './load.ts';

/**
 * `npm run bench`: ticket commands with 32 concurrent clients against a real embedded PostgreSQL
 * with durable settings, as `npm start` runs it. Each client owns a ticket and edits it in a loop
 * (one command = one HTTP request = one transaction appending one event and its projections).
 * The HTTP clients run in a separate process (./http-clients.ts), as real clients would; then the
 * same workload runs through the application function directly, for the HTTP overhead ratio.
 * The bar on this 2-core machine: 500 commands/s through the API with p99 under 100 ms.
 */
const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-bench-'));
await fs.chmod(root, 0o755);
// BENCH_NO_FSYNC=1 is a diagnostic only: it shows how much of the time is waiting for the disk.
const noFsync = process.env.BENCH_NO_FSYNC === '1';
const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), fast: noFsync });
if (noFsync) console.log('Diagnostic run: PostgreSQL with fsync off (not a valid result)');
await ensureDatabase(pg.adminUrl, 'bench');
const port = await findFreePort();
const env = parseEnv({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: 'smtp://127.0.0.1:9',
  DATABASE_URL: pg.urlFor('bench'),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  TRUST_PROXY: 'false',
});
const server = await startServer({ env, logger: pino({ level: 'silent' }) });

/** Server CPU time per command: what the numbers cost, whatever the load generator costs. */
function cpuPerCommand(before: NodeJS.CpuUsage, result: LoadResult, measuredShare: number) {
  const used = process.cpuUsage(before);
  const total = (used.user + used.system) / 1000;
  return ((total * measuredShare) / Math.max(1, result.commands)).toFixed(2);
}

try {
  const customers = await Promise.all(
    Array.from({ length: CLIENTS }, () => insertUser(server.db, 'customer')),
  );
  const newTicket = async (customer: (typeof customers)[number]) => {
    const id = crypto.randomUUID();
    await executeTicketCommand(server.db, server.bus, {
      ticketId: id,
      command: { type: 'CreateTicket', details: ticketDetails() },
      actor: customer,
    });
    return id;
  };

  const clients = await Promise.all(
    customers.map(async (customer) => ({
      token: (await createSession(server.db, customer.id)).token,
      ticketId: await newTicket(customer),
      version: 1,
    })),
  );
  const httpCpu = process.cpuUsage();
  const http = await runHttpClients({
    address: server.address,
    cookieName: sessionCookieName(env),
    clients,
    seconds: SECONDS,
  });
  const share = SECONDS / (SECONDS + 1); // the warm-up second is not counted in the result
  console.log(formatResult('through the HTTP API', http));
  console.log(`  server CPU per command: ${cpuPerCommand(httpCpu, http, share)} ms`);

  const tickets = await Promise.all(customers.map(newTicket));
  const directCpu = process.cpuUsage();
  const direct = await runClosedLoop(CLIENTS, SECONDS, async (client, version) => {
    const { state } = await executeTicketCommand(server.db, server.bus, {
      ticketId: tickets[client]!,
      expectedVersion: version ?? 1,
      command: { type: 'EditTicket', details: ticketDetails({ description: `Bench ${version}` }) },
      actor: customers[client]!,
    });
    return state.version;
  });
  console.log(formatResult('application function only', direct));
  console.log(
    `  process CPU per command (load included): ${cpuPerCommand(directCpu, direct, share)} ms`,
  );
  console.log(
    `HTTP API reaches ${((http.perSecond / direct.perSecond) * 100).toFixed(0)} % of the direct ` +
      `throughput (${CLIENTS} clients, ${SECONDS} s each after a 1 s warm-up). ` +
      `Bar: 500 commands/s through the API with p99 under 100 ms.`,
  );
} finally {
  await server.stop();
  await pg.stop();
  await fs.rm(root, { recursive: true, force: true });
}

async function runHttpClients(job: object): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./http-clients.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(job));
  let output = '';
  for await (const chunk of child.stdout) output += String(chunk);
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the HTTP clients exited with ${String(code)}`);
  return JSON.parse(output) as LoadResult;
}
