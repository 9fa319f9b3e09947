import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { createSession } from '#server/auth/sessions.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { parseEnv } from '#server/env.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { insertUser } from '../../tests/fixtures/users.ts';
import { ticketDetails } from '../../tests/fixtures/tickets.ts';
import { benchDatabase } from './bench-database.ts';
import { cpuByProcess } from './cpu.ts';
import { benchServerEnv, repository, startServerProcess, stopServerProcess } from './processes.ts';
import { newReport, recordReport } from './report.ts';

/**
 * `npm run bench:fan-out` (docs/speed.md): two server instances on one PostgreSQL, 1,000 developers
 * listening for changes to their lists over WebSockets (500 on each), and a request in their
 * category changed 20 times to warm up, then 50 times measured, 200 ms apart. For every measured
 * change and subscriber: the time from the command's start to the signal's arrival (p50, p99,
 * max), and any signal missing or repeated; and the CPU each server and the subscribers' process
 * spent per signal. Bar: p99 under 50 ms, none lost. Beside it, the same 1,000 sockets on two bare
 * broadcast servers (./bare-broadcast-server.ts) sent as many NOTIFYs: what carrying one message
 * to each socket costs this machine without the API.
 *
 * The warm-up is not measured: until V8 has compiled the path a message takes (a few thousand
 * messages), the first changes took two to three times as long, on the bare servers as on the API.
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CHANGES = 50;
const WARMUP = 20;
const GAP_MS = 200;

interface Run {
  p50: number;
  p99: number;
  max: number;
  signals: number;
  missing: number;
  repeated: number;
  /** CPU per signal sent, in microseconds: each server's, then the subscribers' process's. */
  cpuUs: number[];
}

const { root, databaseUrl, db, sql, stop } = await benchDatabase('fanout');
const servers: ChildProcess[] = [];
let subscribers: ChildProcess | undefined;

/**
 * Starts two instances of `entry`, subscribes the clients, runs `change` CHANGES times GAP_MS
 * apart and returns when each signal arrived after its change began.
 */
async function fanOut(
  entry: string,
  job: { cookieName: string; tokens: string[]; ticketId: string; bare?: boolean },
  serverEnv: (port: number, instance: number) => Record<string, string>,
  change: (index: number) => Promise<unknown>,
): Promise<Run> {
  const addresses: string[] = [];
  for (const instance of [1, 2]) {
    const port = await findFreePort();
    const address = `http://127.0.0.1:${port}`;
    servers.push(await startServerProcess(entry, serverEnv(port, instance), address));
    addresses.push(address);
  }
  subscribers = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repository, 'scripts/bench/fan-out-clients.ts')],
    { cwd: repository, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const output = readline.createInterface({ input: subscribers.stdout! });
  const nextLine = () => new Promise<string>((resolve) => output.once('line', resolve));
  subscribers.stdin!.write(`${JSON.stringify({ addresses, ...job })}\n`);
  if ((await nextLine()) !== 'READY') throw new Error('the subscribers did not start');

  const now = () => performance.timeOrigin + performance.now();
  const processes = [...servers, subscribers];
  const cpuSeconds = () => {
    const used = cpuByProcess();
    return processes.map((child) => used.get(child.pid!)?.seconds ?? 0);
  };
  const startedAt: number[] = [];
  let cpuBefore: number[] = [];
  for (let index = 0; index < WARMUP + CHANGES; index++) {
    if (index === WARMUP) cpuBefore = cpuSeconds();
    startedAt.push(now());
    await change(index);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const signalsSent = CHANGES * SUBSCRIBERS;
  const cpuUs = cpuSeconds().map((seconds, index) => {
    // Each server sends to half of the subscribers.
    const sent = index < servers.length ? signalsSent / servers.length : signalsSent;
    return ((seconds - cpuBefore[index]!) * 1e6) / sent;
  });
  subscribers.stdin!.write('DONE\n');
  const received = JSON.parse(await nextLine()) as number[][];
  subscribers.kill();
  await Promise.all(servers.splice(0).map((server) => stopServerProcess(server)));

  // The i-th signal a subscriber received is the i-th change: they are 200 ms apart.
  const latencies: number[] = [];
  let missing = 0;
  let repeated = 0;
  for (const times of received) {
    missing += Math.max(0, WARMUP + CHANGES - times.length);
    repeated += Math.max(0, times.length - WARMUP - CHANGES);
    times
      .slice(WARMUP, WARMUP + CHANGES)
      .forEach((at, index) => latencies.push(at - startedAt[WARMUP + index]!));
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    p50: at(50),
    p99: at(99),
    max: latencies.at(-1) ?? 0,
    signals: latencies.length,
    missing,
    repeated,
    cpuUs,
  };
}

const line = (label: string, run: Run) =>
  `  ${label.padEnd(16)} p50 ${run.p50.toFixed(1)} ms   p99 ${run.p99.toFixed(1)} ms   ` +
  `max ${run.max.toFixed(1)} ms   missing ${run.missing}   repeated ${run.repeated}\n` +
  `  ${''.padEnd(16)} CPU per signal: servers ${run.cpuUs
    .slice(0, -1)
    .map((us) => us.toFixed(0))
    .join(' and ')} µs, subscribers ${run.cpuUs.at(-1)!.toFixed(0)} µs`;

try {
  const customer = await insertUser(db, 'customer');
  const ticketId = crypto.randomUUID();
  await executeTicketCommand(db, {
    ticketId,
    command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
    actor: customer,
  });
  const tokens = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, async () => {
      const developer = await insertUser(db, 'developer', ['web']);
      return (await createSession(db, developer.id)).token;
    }),
  );

  const serverEnv = (port: number, instance: number) =>
    benchServerEnv(port, path.join(root, `data-${instance}`), databaseUrl);
  const cookieName = sessionCookieName(parseEnv(serverEnv(0, 0)));
  const api = await fanOut(
    'server/index.ts',
    { cookieName, tokens, ticketId },
    serverEnv,
    (index) =>
      executeTicketCommand(db, {
        ticketId,
        expectedVersion: index + 1,
        command: { type: 'EditTicket', details: ticketDetails({ description: `Change ${index}` }) },
        actor: customer,
      }),
  );
  // A message the size of the API's signal (a tracked event naming the ticket).
  const payload = JSON.stringify({ id: crypto.randomUUID(), ticketId, kind: 'changed' });
  const bare = await fanOut(
    'scripts/bench/bare-broadcast-server.ts',
    { cookieName: '', tokens, ticketId, bare: true },
    (port) => ({ PORT: String(port), DATABASE_URL: databaseUrl }),
    () => sql.notify('bench_bare_broadcast', payload),
  );

  const met = api.missing === 0 && api.repeated === 0 && api.p99 < 50;
  console.log(
    `Fan-out: ${CHANGES} changes to ${SUBSCRIBERS} subscribers on 2 instances, after ${WARMUP} ` +
      `to warm up (${api.signals} signals measured):\n${line('API (tRPC)', api)}\n${line('bare broadcast', bare)}`,
  );
  console.log(`  Bar (p99 under 50 ms, none lost): ${met ? 'met' : 'NOT met'} in this run.`);
  const asCase = ({ p50, p99, missing, repeated }: Run) => ({
    p50,
    p99,
    errors: missing + repeated,
  });
  const cases = { 'fan-out: API': asCase(api), 'fan-out: bare broadcast': asCase(bare) };
  await recordReport(
    repository,
    newReport({ mix: 'fan-out', seconds: (CHANGES * GAP_MS) / 1000, cases }, repository),
  );
} finally {
  subscribers?.kill();
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await stop();
}
