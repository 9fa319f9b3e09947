import { randomUUID } from 'node:crypto';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { createSession } from '#server/auth/sessions.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { startCluster } from './cluster.ts';
import { checkAfterChaos, type Watch } from './checks.ts';
import { runLane, type Lane, type LaneRecord } from './lanes.ts';

/**
 * `npm run chaos`: the faults of docs/operations.md#faults on purpose, under load, then a check
 * that nothing was lost. Two server instances on one PostgreSQL with real SMTP; lanes of customers
 * and developers take requests through their lifecycle across both instances, each lane's watched
 * request followed live on the other instance. Meanwhile: `kill -9` of an instance (started again),
 * a PostgreSQL restart, and PostgreSQL stopped for CHAOS_OUTAGE_SECONDS (default 20). Then
 * checks.ts. CHAOS_LANES (default 12) and CHAOS_SECONDS (default 80) size the run.
 */
const lanesWanted = Number(process.env.CHAOS_LANES ?? 12);
const seconds = Number(process.env.CHAOS_SECONDS ?? 80);
const outageSeconds = Number(process.env.CHAOS_OUTAGE_SECONDS ?? 20);
const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const started = performance.now();
const cluster = await startCluster({ instances: 2, supervise: true });
const [a, b] = cluster.instances as [(typeof cluster.instances)[0], (typeof cluster.instances)[0]];
log(`cluster up in ${cluster.root}: ${a.address}, ${b.address}`);

try {
  const record: LaneRecord = {
    acknowledged: [],
    transient: 0,
    serverErrors: [],
    recovered: 0,
    feedErrors: [],
    killsDuringLoad: 0,
  };
  const watches: Watch[] = [];
  const closers: Array<() => void> = [];
  const lanes: Lane[] = [];
  for (let index = 0; index < lanesWanted; index++) {
    const [near, far] = index % 2 === 0 ? [a, b] : [b, a];
    const customers = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const customer = await insertUser(cluster.db, 'customer');
        return { customer, token: (await createSession(cluster.db, customer.id)).token };
      }),
    );
    const developer = await insertUser(cluster.db, 'developer', ['web']);
    const watched = randomUUID();
    await executeTicketCommand(cluster.db, {
      ticketId: watched,
      command: {
        type: 'CreateTicket',
        details: ticketDetails({ description: 'Watched' }),
      },
      actor: customers[0]!.customer,
    });
    lanes.push({
      customers: customers.map(
        ({ token }) => createBrowserClient(near.address, { sessionToken: token }).client,
      ),
      developer: createBrowserClient(far.address, {
        sessionToken: (await createSession(cluster.db, developer.id)).token,
      }).client,
      watched,
    });
    const watch: Watch = { ticketId: watched, seen: 1 };
    const live = liveClient(far.address, customers[0]!.token);
    live.client.tickets.onChanged.subscribe(
      { ticketId: watched },
      {
        onData: (event) => (watch.seen = Math.max(watch.seen, event.data.version)),
        onError: (error) => record.feedErrors.push(`${watched}: ${error.message}`),
      },
    );
    closers.push(() => void live.close());
    watches.push(watch);
  }
  log(`${lanes.length} lanes ready, load for ${seconds} s`);

  const ends = performance.now() + seconds * 1000;
  const until = () => performance.now() > ends;
  const load = Promise.all(lanes.map((lane) => runLane(lane, record, until)));

  const at = async (second: number) =>
    pause(Math.max(0, started + second * 1000 - performance.now()));
  const t0 = (performance.now() - started) / 1000;
  await at(t0 + 10);
  log(`kill -9 ${a.name} (pid ${a.pid})`);
  await a.kill();
  record.killsDuringLoad++;
  await a.start();
  log(`${a.name} started again and ready`);
  await at(t0 + 25);
  log('PostgreSQL restart');
  await cluster.stopDatabase();
  await cluster.startDatabase();
  log('PostgreSQL back');
  await at(t0 + 35);
  log(`PostgreSQL stopped for ${outageSeconds} s`);
  await cluster.stopDatabase();
  await pause(outageSeconds * 1000);
  await cluster.startDatabase();
  log('PostgreSQL back');
  await load;
  log(
    `load done: ${record.acknowledged.length} commands acknowledged, ${record.transient} transient failures retried, ${record.recovered} recovered retries, ${record.serverErrors.length} server errors`,
  );

  const problems = await checkAfterChaos(cluster, record, watches, log);
  for (const close of closers) close();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    log(`chaos: ${problems.length} problems (instance logs in ${cluster.root})`);
    process.exitCode = 1;
  } else {
    log('chaos: nothing lost, nothing twice, every screen up to date, every instance ready');
  }
} finally {
  // The logs stay for a failed run, and for one where an instance ended on its own.
  const crashed = cluster.instances.some((instance) => instance.crashes.length > 0);
  await cluster.stop({ keepFiles: process.exitCode === 1 || crashed });
}
