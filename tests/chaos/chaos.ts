import { randomUUID } from 'node:crypto';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { createSession } from '#server/auth/sessions.ts';
import { socketReconnectDelayMs } from '#client/live-retry.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { startCluster } from './cluster.ts';
import { checkAfterChaos, type Watch } from './checks.ts';
import { runLane, type Lane, type LaneRecord } from './lanes.ts';
import { startChaosS3 } from './s3.ts';
import { failureReport, percentile, seconds, type FaultWindow } from './timings.ts';
import {
  checkStoredUploads,
  frozenStoreReport,
  runUploader,
  stallUpload,
  uploadTally,
  type UploadRecord,
} from './uploads.ts';

/**
 * `npm run chaos`: the faults of docs/operations.md#faults on purpose, under load, then a check
 * that nothing was lost. Two server instances on one PostgreSQL with real SMTP and files in S3
 * (s3rver); lanes of customers and developers take requests through their lifecycle across both
 * instances, each lane's watched request followed live on the other instance, and an uploader
 * per instance sends small files. Meanwhile, each 10 s after the last: `kill -9` of an instance
 * (started again), a PostgreSQL restart, PostgreSQL stopped for CHAOS_OUTAGE_SECONDS (default
 * 20), PostgreSQL frozen (SIGSTOP) for CHAOS_FREEZE_SECONDS (default 15), S3 frozen as long, and
 * an upload that goes silent half-way. Then checks.ts, how fast the requests that met each fault
 * failed, and how soon live sockets came back after the restart. CHAOS_LANES (default 12) sizes
 * the load; it runs CHAOS_SECONDS (default 80) or until the last fault is over, if later.
 */
const lanesWanted = Number(process.env.CHAOS_LANES ?? 12);
const loadSeconds = Number(process.env.CHAOS_SECONDS ?? 80);
const outageSeconds = Number(process.env.CHAOS_OUTAGE_SECONDS ?? 20);
const freezeSeconds = Number(process.env.CHAOS_FREEZE_SECONDS ?? 15);
/**
 * The instances' UPLOAD_QUIET_SECONDS. Small, so the stalled upload is closed soon, but above
 * what the server itself may wait on a frozen S3 (two tries, each closed after 5 s quiet): the
 * quiet bound is the connection's, and an upload whose body has all arrived while the server
 * waits on the store is quiet too.
 */
const quietSeconds = Number(process.env.CHAOS_UPLOAD_QUIET_SECONDS ?? 12);
/** Between one fault's end and the next's start: the load runs normally meanwhile. */
const GAP_MS = 10_000;
/** The issue's bar: with the database stopped, 99 of 100 requests hear "try again" within 1 s. */
const STOPPED_P99_MS = 1_000;
/** A frozen database answers nothing: the 10 s request deadline, and a second for the rest. */
const FROZEN_MAX_MS = 11_000;
/** A frozen store: two tries closed after 5 s quiet each, and the rest of the request. */
const FROZEN_STORE_MAX_MS = 16_000;
/** Live subscriptions on a restarted instance start again within this of its /readyz 200. */
const SOCKETS_BACK_MS = 2_000;

const log = (line: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const started = performance.now();
const s3 = await startChaosS3();
const cluster = await startCluster({
  instances: 2,
  supervise: true,
  env: { ...s3.env, UPLOAD_QUIET_SECONDS: String(quietSeconds) },
});
const [a, b] = cluster.instances as [(typeof cluster.instances)[0], (typeof cluster.instances)[0]];
log(
  `cluster up in ${cluster.root}: ${a.address}, ${b.address}, files in S3 (s3rver pid ${s3.pid})`,
);
for (const instance of cluster.instances) {
  const { spawnedAt, readyAt } = instance.lastStart!;
  log(
    `${instance.name} first start (both at once): spawn to /readyz 200 in ${seconds(readyAt - spawnedAt)}`,
  );
}

/** A watched request's live subscriber, and each time its subscription (re)started. */
interface Follower {
  watch: Watch;
  instance: string;
  starts: number[];
}

try {
  const record: LaneRecord = {
    acknowledged: [],
    transient: 0,
    failureTimes: [],
    serverErrors: [],
    recovered: 0,
    feedErrors: [],
    killsDuringLoad: 0,
  };
  const uploads: UploadRecord = { tries: [], stored: [] };
  const followers: Follower[] = [];
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
    const follower: Follower = {
      watch: { ticketId: watched, seen: 1 },
      instance: far.name,
      starts: [],
    };
    // The web app's reconnection delay (client/live-retry.ts), not tRPC's default.
    const live = liveClient(far.address, customers[0]!.token, {
      retryDelayMs: socketReconnectDelayMs,
    });
    live.client.tickets.onChanged.subscribe(
      { ticketId: watched },
      {
        onStarted: () => follower.starts.push(performance.now()),
        onData: (event) =>
          (follower.watch.seen = Math.max(follower.watch.seen, event.data.version)),
        onError: (error) => record.feedErrors.push(`${watched}: ${error.message}`),
      },
    );
    closers.push(() => void live.close());
    followers.push(follower);
  }
  const uploaders = await Promise.all(
    [a, b].map(async (instance) => {
      const person = await insertUser(cluster.db, 'customer');
      return { instance, token: (await createSession(cluster.db, person.id)).token };
    }),
  );
  log(`${lanes.length} lanes and ${uploaders.length} uploaders ready`);

  let timelineDone = false;
  const loadEnds = performance.now() + loadSeconds * 1000;
  const until = () => timelineDone && performance.now() > loadEnds;
  const load = Promise.all([
    ...lanes.map((lane) => runLane(lane, record, until)),
    ...uploaders.map(({ instance, token }) =>
      runUploader(instance, token, uploads, record.failureTimes, until),
    ),
  ]);

  const problems: string[] = [];
  const windows: FaultWindow[] = [];
  /** Runs a fault from now until `undo` resolves, as a window of the failure report. */
  const fault = async (window: Omit<FaultWindow, 'from' | 'to'>, undo: () => Promise<void>) => {
    await pause(GAP_MS);
    const from = performance.now();
    await undo();
    windows.push({ ...window, from, to: performance.now() });
  };

  let killedAt = 0;
  await fault({ name: `kill -9 ${a.name}` }, async () => {
    log(`kill -9 ${a.name} (pid ${a.pid})`);
    killedAt = performance.now();
    await a.kill();
    record.killsDuringLoad++;
    await a.start();
    const { spawnedAt, readyAt } = a.lastStart!;
    log(`${a.name} started again: spawn to /readyz 200 in ${seconds(readyAt - spawnedAt)}`);
  });
  problems.push(...(await socketsBack(followers, a.name, killedAt, a.lastStart!.readyAt)));

  await fault({ name: 'PostgreSQL restart' }, async () => {
    log('PostgreSQL restart');
    await cluster.stopDatabase();
    await cluster.startDatabase();
    log('PostgreSQL back');
  });
  await fault({ name: 'PostgreSQL stopped', p99UnderMs: STOPPED_P99_MS }, async () => {
    log(`PostgreSQL stopped for ${outageSeconds} s`);
    await cluster.stopDatabase();
    await pause(outageSeconds * 1000);
    await cluster.startDatabase();
    log('PostgreSQL back');
  });
  await fault({ name: 'PostgreSQL frozen', maxUnderMs: FROZEN_MAX_MS }, async () => {
    const frozen = await cluster.freezeDatabase();
    log(`PostgreSQL frozen (SIGSTOP, ${frozen.length} processes) for ${freezeSeconds} s`);
    await pause(freezeSeconds * 1000);
    cluster.thawDatabase(frozen);
    log('PostgreSQL thawed (SIGCONT)');
  });
  await fault({ name: 'S3 frozen' }, async () => {
    s3.freeze();
    log(`S3 frozen (SIGSTOP s3rver) for ${freezeSeconds} s`);
    await pause(freezeSeconds * 1000);
    s3.thaw();
    log('S3 thawed (SIGCONT)');
  });
  const s3Window = windows.at(-1)!;
  await pause(GAP_MS);
  problems.push(...(await stalledUploads(uploaders)));
  timelineDone = true;

  await load;
  log(
    `load done: ${record.acknowledged.length} commands acknowledged, ${record.transient} transient failures retried, ${record.recovered} recovered retries, ${record.serverErrors.length} server errors`,
  );
  log(`uploads: ${uploads.tries.length} sent, answered ${uploadTally(uploads)}`);
  log(`SMTP: ${cluster.smtp.resets.length} connections ended in an error (clients killed mid-way)`);
  for (const upload of uploads.tries) {
    if (![200, 503, 'network'].includes(upload.outcome)) {
      problems.push(`an upload through ${upload.instance} was answered ${upload.outcome}`);
    }
  }

  const failures = failureReport(record.failureTimes, windows);
  for (const line of failures.lines) log(line);
  problems.push(...failures.problems);
  const frozenStore = frozenStoreReport(uploads, s3Window, FROZEN_STORE_MAX_MS);
  log(frozenStore.line);
  problems.push(...frozenStore.problems);
  for (const instance of cluster.instances.filter((instance) => instance.restarts.length > 0)) {
    log(
      `restarts of ${instance.name} that became ready (the kill's, the supervisor's): spawn to /readyz 200 in ${instance.restarts.map(seconds).join(', ')}`,
    );
  }

  problems.push(
    ...(await checkAfterChaos(
      cluster,
      record,
      followers.map((follower) => follower.watch),
      log,
    )),
  );
  const runTime = (date: Date) =>
    `${((date.getTime() - performance.timeOrigin - started) / 1000).toFixed(1)} s`;
  problems.push(...(await checkStoredUploads(cluster, s3, uploads, runTime, log)));
  for (const close of closers) close();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    log(`chaos: ${problems.length} problems (instance logs in ${cluster.root})`);
    process.exitCode = 1;
  } else {
    log(
      'chaos: nothing lost, nothing twice, every screen up to date, every instance ready, every outage answered in time',
    );
  }
} finally {
  // The logs stay for a failed run, and for one where an instance ended on its own.
  const crashed = cluster.instances.some((instance) => instance.crashes.length > 0);
  await cluster.stop({ keepFiles: process.exitCode === 1 || crashed });
  await s3.stop();
}

/**
 * After a `kill -9` and restart of `instance`: how long from its first /readyz 200 until each
 * subscription it had carried started again (the web app's socket retries within about a second,
 * docs/operations.md#faults). Waits for them all, within a bound. One that started before our
 * poll saw /readyz 200 counts as negative.
 */
async function socketsBack(
  followers: Follower[],
  instance: string,
  killedAt: number,
  readyAt: number,
) {
  const theirs = followers.filter((follower) => follower.instance === instance);
  const againAfter = (follower: Follower) => follower.starts.find((at) => at > killedAt);
  const giveUp = performance.now() + 15_000;
  while (
    theirs.some((follower) => againAfter(follower) === undefined) &&
    performance.now() < giveUp
  ) {
    await pause(50);
  }
  const times = theirs.flatMap((follower) => {
    const at = againAfter(follower);
    return at === undefined ? [] : [at - readyAt];
  });
  log(
    `live sockets back on ${instance}: ${times.length} of ${theirs.length} subscriptions started again, p50 ${seconds(percentile(times, 50))}, max ${seconds(percentile(times, 100))} after /readyz 200`,
  );
  const problems: string[] = [];
  if (times.length < theirs.length) {
    problems.push(
      `${theirs.length - times.length} subscriptions on ${instance} never started again`,
    );
  }
  if (percentile(times, 100) > SOCKETS_BACK_MS) {
    problems.push(
      `a subscription on ${instance} started again ${seconds(percentile(times, 100))} after /readyz 200, over ${seconds(SOCKETS_BACK_MS)}`,
    );
  }
  return problems;
}

/**
 * One upload through each instance sends half its body and goes silent: each must be closed by
 * the server within UPLOAD_QUIET_SECONDS and a second (docs/operations.md#faults); that nothing of
 * it is left in the store is checked with every other upload at the end (checkStoredUploads).
 */
async function stalledUploads(
  uploaders: Array<{ instance: { name: string; address: string }; token: string }>,
) {
  log(
    `an upload through each instance sends half of 4 MB and goes silent (UPLOAD_QUIET_SECONDS ${quietSeconds})`,
  );
  const boundMs = (quietSeconds + 1) * 1000;
  const results = await Promise.all(
    uploaders.map(async ({ instance, token }) => ({
      instance,
      ...(await stallUpload(instance.address, token, boundMs + 30_000)),
    })),
  );
  const problems: string[] = [];
  for (const { instance, closedAfterMs, answer } of results) {
    log(
      `stalled upload through ${instance.name}: ${closedAfterMs === null ? 'never closed' : `closed by the server ${seconds(closedAfterMs)} after its last byte`}${answer ? ` (answer: ${answer})` : ''}`,
    );
    if (closedAfterMs === null || closedAfterMs > boundMs) {
      problems.push(
        `the stalled upload through ${instance.name} was not closed within ${seconds(boundMs)}`,
      );
    }
  }
  return problems;
}
