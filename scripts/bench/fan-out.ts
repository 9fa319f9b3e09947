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
import { benchServerEnv, repository, startServerProcess, stopServerProcess } from './processes.ts';

/**
 * `npm run bench:fan-out` (issue 20): two server instances on one PostgreSQL, 1,000 developers
 * listening for changes to their lists over WebSockets (500 on each), and a request in their
 * category changed 50 times, 200 ms apart. For every change and subscriber: the time from the
 * command's start to the signal's arrival (p50, p99, max), and any signal missing or repeated.
 * Bar: p99 under 50 ms, none lost.
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const CHANGES = 50;
const GAP_MS = 200;

const { root, databaseUrl, db, stop } = await benchDatabase('fanout');
const servers: ChildProcess[] = [];
let subscribers: ChildProcess | undefined;

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

  const addresses: string[] = [];
  let cookieName = '';
  for (const instance of [1, 2]) {
    const port = await findFreePort();
    const env = benchServerEnv(port, path.join(root, `data-${instance}`), databaseUrl);
    cookieName = sessionCookieName(parseEnv(env));
    const address = `http://127.0.0.1:${port}`;
    servers.push(await startServerProcess('server/index.ts', env, address));
    addresses.push(address);
  }

  subscribers = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repository, 'scripts/bench/fan-out-clients.ts')],
    { cwd: repository, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const output = readline.createInterface({ input: subscribers.stdout! });
  const nextLine = () => new Promise<string>((resolve) => output.once('line', resolve));
  subscribers.stdin!.write(`${JSON.stringify({ addresses, cookieName, tokens })}\n`);
  if ((await nextLine()) !== 'READY') throw new Error('the subscribers did not start');

  const now = () => performance.timeOrigin + performance.now();
  const startedAt: number[] = [];
  for (let change = 0; change < CHANGES; change++) {
    startedAt.push(now());
    await executeTicketCommand(db, {
      ticketId,
      expectedVersion: change + 1,
      command: { type: 'EditTicket', details: ticketDetails({ description: `Change ${change}` }) },
      actor: customer,
    });
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  subscribers.stdin!.write('DONE\n');
  const received = JSON.parse(await nextLine()) as number[][];

  // The i-th signal a subscriber received is the i-th change: they are 200 ms apart.
  const latencies: number[] = [];
  let missing = 0;
  let repeated = 0;
  for (const times of received) {
    missing += Math.max(0, CHANGES - times.length);
    repeated += Math.max(0, times.length - CHANGES);
    times.slice(0, CHANGES).forEach((at, change) => latencies.push(at - startedAt[change]!));
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const met = missing === 0 && repeated === 0 && at(99) < 50;
  console.log(
    `Fan-out: ${CHANGES} changes to ${SUBSCRIBERS} subscribers on 2 instances ` +
      `(${latencies.length} signals): p50 ${at(50).toFixed(1)} ms   p99 ${at(99).toFixed(1)} ms   ` +
      `max ${(latencies.at(-1) ?? 0).toFixed(1)} ms   missing ${missing}   repeated ${repeated}`,
  );
  console.log(`  Bar (p99 under 50 ms, none lost): ${met ? 'met' : 'NOT met'} in this run.`);
} finally {
  subscribers?.kill();
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await stop();
}
