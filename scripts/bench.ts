import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { createSession } from '#server/auth/sessions.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { parseEnv } from '#server/env.ts';
import { executeTicketCommand } from '#server/event-store/ticket-store.ts';
import { startServer } from '#server/server.ts';
import { insertUser } from '../tests/fixtures/users.ts';
import { ticketDetails } from '../tests/fixtures/tickets.ts';

/**
 * `npm run bench`: ticket commands with 32 concurrent clients against a real embedded PostgreSQL
 * (durable settings, as `npm start` runs it). Each client owns a ticket and edits it in a loop
 * (one command = one HTTP request = one transaction appending one event and its projection).
 * Then the same workload through the application function directly, for the HTTP overhead ratio.
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
const cookieName = sessionCookieName(env);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function run(label: string, command: (client: number, version: number) => Promise<number>) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let version = 1;
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          version = await command(client, version);
        } catch {
          errors++;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / SECONDS;
  console.log(
    `${label.padEnd(28)} ${perSecond.toFixed(0).padStart(6)} commands/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   errors ${errors}`,
  );
  return perSecond;
}

try {
  const customers = await Promise.all(
    Array.from({ length: CLIENTS }, () => insertUser(server.db, 'customer')),
  );
  const tokens = await Promise.all(
    customers.map(async (c) => (await createSession(server.db, c.id)).token),
  );
  const origin = new URL(server.address).origin;
  const createOverHttp = async (client: number) => {
    const response = await fetch(`${server.address}/api/trpc/tickets.create`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${cookieName}=${tokens[client]}`,
        origin,
      },
      body: JSON.stringify({
        json: { details: { description: 'Bench', categories: ['web'], budget: '$1' } },
      }),
    });
    if (!response.ok) throw new Error(`create failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { result: { data: { json: { id: string } } } };
    return body.result.data.json.id;
  };
  const httpTickets = await Promise.all(customers.map((_, client) => createOverHttp(client)));

  const http = await run('through the HTTP API', async (client, version) => {
    const response = await fetch(`${server.address}/api/trpc/tickets.edit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${cookieName}=${tokens[client]}`,
        origin,
      },
      body: JSON.stringify({
        json: {
          ticketId: httpTickets[client],
          expectedVersion: version,
          details: { description: `Bench ${version}`, categories: ['web'], budget: '$1' },
        },
      }),
    });
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as { result: { data: { json: { version: number } } } };
    return body.result.data.json.version;
  });

  const directTickets = await Promise.all(
    customers.map(async (customer) => {
      const id = crypto.randomUUID();
      await executeTicketCommand(server.db, server.bus, {
        ticketId: id,
        command: { type: 'CreateTicket', details: ticketDetails() },
        actor: customer,
      });
      return id;
    }),
  );
  const direct = await run('application function only', async (client, version) => {
    const { state } = await executeTicketCommand(server.db, server.bus, {
      ticketId: directTickets[client]!,
      expectedVersion: version,
      command: { type: 'EditTicket', details: ticketDetails({ description: `Bench ${version}` }) },
      actor: customers[client]!,
    });
    return state.version;
  });
  console.log(
    `HTTP API reaches ${((http / direct) * 100).toFixed(0)} % of the direct throughput (${CLIENTS} clients, ${SECONDS} s each)`,
  );
} finally {
  await server.stop();
  await pg.stop();
  await fs.rm(root, { recursive: true, force: true });
}
