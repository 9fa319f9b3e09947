import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { parseEnv } from '#server/env.ts';
import { benchDatabase } from '../bench/bench-database.ts';
import {
  printStatementStats,
  printTableScans,
  resetTableStats,
  statementStatsWanted,
} from '../bench/statement-stats.ts';
import { busyShare, cpuByProcess, machineTimes } from '../bench/cpu.ts';
import { benchServerEnv, startServerProcess, stopServerProcess } from '../bench/processes.ts';
import { loadConfig, RAMP_SECONDS, RSS_SAMPLE_MS, WARM_UP_SECONDS } from './load-config.ts';
import { saveLoadReport } from './load-report.ts';
import { formatResults, serverErrorsOf, summaryLine } from './results-table.ts';
import { watchServerLog } from './server-log.ts';
import { heapAfterCollection, type HeapSample } from './server-heap.ts';
import { sampleMemory } from './server-memory.ts';
import { seedPeople } from './seed-people.ts';
import { runUsers } from './users-run.ts';
import {
  startStreamingReplica,
  type StreamingReplica,
} from '../../tests/fixtures/streaming-replica.ts';

/**
 * `npm run load` (docs/speed.md#load): LOAD_USERS simulated people (default 200: 70 % customers,
 * 30 % developers) use the real server for LOAD_SECONDS (default 600; CI 60) with a realistic mix
 * and a person's pauses: browse their lists, post requests, take and plan them, approve plans and
 * pay through the sandbox checkout, deliver and accept work, message; half keep a WebSocket on
 * their lists. The server runs as `npm start` runs it, in its own process, with a fresh durable
 * embedded PostgreSQL (as the benches: ../bench/); the people run in another (./users-process.ts).
 * Prints each operation's calls, p50/p99/max and failures, the server's memory (RSS) from the end
 * of the warm-up to the end and the heap it holds after a full collection then and at the end (what
 * a leak would raise), and a summary line; saves the run in reports/load/. The bar: no server error
 * (5xx, INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE, a dropped connection, an error in the server's
 * log), exit code 1 otherwise, and memory flat.
 */
const config = loadConfig();
console.log(
  `Load: ${config.users} users (${config.customers} customers, ${config.developers} developers), ` +
    `${config.seconds} s measured after a ${WARM_UP_SECONDS} s warm-up` +
    (config.instances > 1 ? `, on ${config.instances} server instances` : '') +
    (config.replica ? ', with a streaming replica.' : '.'),
);

// BENCH_NO_FSYNC=1 is a diagnostic only, as for the bench: how much of the tail is the disk.
const noFsync = process.env.BENCH_NO_FSYNC === '1';
if (noFsync) console.log('Diagnostic run: PostgreSQL with fsync off (not a valid result)');
const { root, databaseUrl, adminUrl, db, sql, stop } = await benchDatabase('load', {
  fast: noFsync,
  statementStats: statementStatsWanted,
});
const servers: ChildProcess[] = [];
let replica: StreamingReplica | undefined;
try {
  const seeded = await seedPeople(db, config);
  // Made after the seed, so that its copy holds the people already (the stream brings the rest).
  replica = config.replica ? await startStreamingReplica({ adminUrl }) : undefined;
  const replicaEnv: Record<string, string> = replica
    ? { DATABASE_REPLICA_URLS: replica.url(new URL(databaseUrl).pathname.slice(1)) }
    : {};
  if (replica) console.log(`Streaming replica up in ${Math.round(replica.startedInMs)} ms.`);
  const inspectorPort = await findFreePort();
  // Instance 0 is the one whose memory and heap are followed; every instance's CPU and log count.
  const instances = await Promise.all(
    Array.from({ length: config.instances }, async (_, index) => {
      const port = await findFreePort();
      const env = {
        ...benchServerEnv(port, path.join(root, `data-${index}`), databaseUrl),
        ...replicaEnv,
      };
      return { env, address: `http://127.0.0.1:${port}`, index };
    }),
  );
  for (const instance of instances) {
    servers.push(
      await startServerProcess('server/index.ts', instance.env, instance.address, '/healthz', {
        stdout: 'pipe',
        // For heapAfterCollection only: an inspector no one is attached to costs nothing.
        nodeArgs: instance.index === 0 ? [`--inspect=127.0.0.1:${inspectorPort}`] : [],
      }),
    );
  }
  const server = servers[0]!;
  const { address } = instances[0]!;
  // Each person's browser on one instance, in turn, as a load balancer spreads new visitors.
  const people = seeded.map((person, index) => ({
    ...person,
    address: instances[index % instances.length]!.address,
  }));
  const heap: { start?: Promise<HeapSample>; end?: Promise<HeapSample> } = {};
  const serverLogs = servers.map((running) => watchServerLog(running.stdout!));
  const logErrors = () => serverLogs.reduce((sum, log) => sum + log.counts.errors, 0);
  const memory = sampleMemory(server.pid!, RSS_SAMPLE_MS);
  // CPU from the end of the warm-up to the end of the run: the servers' own, and the machine's.
  const serverCpuSeconds = () => {
    const byProcess = cpuByProcess();
    return servers.reduce((sum, running) => sum + (byProcess.get(running.pid!)?.seconds ?? 0), 0);
  };
  // PostgreSQL's processes by server: the replica's postmaster and its children, and the rest.
  const postgresCpuSeconds = () => {
    const seconds = { primary: 0, replica: 0 };
    for (const [pid, process] of cpuByProcess()) {
      if (pid === replica?.pid || process.ppid === replica?.pid) seconds.replica += process.seconds;
      else if (process.cmdline.startsWith('postgres')) seconds.primary += process.seconds;
    }
    return seconds;
  };
  const cpu = {
    serverFrom: 0,
    serverTo: 0,
    postgresFrom: { primary: 0, replica: 0 },
    postgresTo: { primary: 0, replica: 0 },
    machineFrom: machineTimes(),
    busy: 0,
    seconds: 0,
  };
  const routed: { from?: Promise<RoutedReads>; to?: Promise<RoutedReads> } = {};
  const routedNow = () => routedReads(instances.map((instance) => instance.address));
  console.log(
    `${instances.length === 1 ? 'Server' : `${instances.length} instances`} up at ` +
      `${instances.map((instance) => instance.address).join(', ')} ` +
      `(pid ${servers.map((running) => running.pid).join(', ')}); ` +
      `the users arrive over ${RAMP_SECONDS} s.`,
  );

  const users = await runUsers(
    {
      address,
      cookieName: sessionCookieName(parseEnv(instances[0]!.env)),
      people,
      rampSeconds: RAMP_SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
      seconds: config.seconds,
      progressEverySeconds: config.progressEverySeconds,
    },
    (message) => {
      if (message.type === 'settling') {
        heap.start = heapAfterCollection(inspectorPort);
      } else if (message.type === 'measuring') {
        // What PostgreSQL did while measured only, not for the seed and the warm-up.
        resetTableStats(sql, statementStatsWanted).catch((error: unknown) =>
          console.error('Could not reset PostgreSQL statistics:', error),
        );
        memory.start();
        cpu.serverFrom = serverCpuSeconds();
        cpu.postgresFrom = postgresCpuSeconds();
        cpu.machineFrom = machineTimes();
        if (replica) routed.from = routedNow();
        console.log(`Warm-up over: server RSS ${rss(memory.samples.at(-1))}.`);
      } else if (message.type === 'progress') {
        console.log(
          `  ${clock(memory.elapsed())}  ${message.calls.toLocaleString('en-US')} calls, ` +
            `${message.serverErrors} server errors, server log errors ${logErrors()}, ` +
            `RSS ${rss(memory.samples.at(-1))}`,
        );
      } else {
        memory.stop();
        heap.end = heapAfterCollection(inspectorPort);
        cpu.seconds = memory.elapsed();
        cpu.serverTo = serverCpuSeconds();
        cpu.postgresTo = postgresCpuSeconds();
        cpu.busy = busyShare(cpu.machineFrom, machineTimes());
        if (replica) routed.to = routedNow();
      }
    },
  );
  const heldHeap = heap.start && heap.end ? { start: await heap.start, end: await heap.end } : null;
  const routedFrom = await routed.from;
  const routedTo = await routed.to;
  // The servers' orderly shutdown is part of the run: anything they log then counts too.
  await Promise.all(servers.map((running) => stopServerProcess(running)));
  await Promise.all(serverLogs.map((log) => log.closed));
  const serverLog = {
    counts: {
      errors: logErrors(),
      warnings: serverLogs.reduce((sum, log) => sum + log.counts.warnings, 0),
    },
    samples: {
      errors: serverLogs.flatMap((log) => log.samples.errors),
      warnings: serverLogs.flatMap((log) => log.samples.warnings),
    },
  };

  const perSecond = (cpuSeconds: number) => (cpu.seconds > 0 ? cpuSeconds / cpu.seconds : 0);
  const outcome = {
    config,
    users,
    memory: memory.summary(),
    heap: heldHeap,
    cpu: {
      serverCores: perSecond(cpu.serverTo - cpu.serverFrom),
      generatorCores: perSecond(users.generatorCpuSeconds),
      machineBusy: cpu.busy,
      postgresCores: {
        primary: perSecond(cpu.postgresTo.primary - cpu.postgresFrom.primary),
        replica: replica ? perSecond(cpu.postgresTo.replica - cpu.postgresFrom.replica) : null,
      },
    },
    routedReads:
      routedFrom && routedTo
        ? {
            replica: routedTo.replica - routedFrom.replica,
            primary: routedTo.primary - routedFrom.primary,
          }
        : null,
    serverLog: { counts: serverLog.counts, samples: serverLog.samples },
  };
  console.log(`\n${formatResults(outcome)}\n`);
  if (statementStatsWanted) await printStatementStats(sql);
  else await printTableScans(sql);
  for (const line of await saveLoadReport(outcome)) console.log(line);
  console.log(summaryLine(outcome));
  process.exitCode = serverErrorsOf(outcome) > 0 ? 1 : 0;
} finally {
  await Promise.all(servers.map((running) => stopServerProcess(running)));
  await replica?.stop();
  await stop();
}

type RoutedReads = { replica: number; primary: number };

/** The instances' routed reads so far (`unblock_routed_reads` in their /metrics), summed. */
async function routedReads(addresses: string[]): Promise<RoutedReads> {
  const total = { replica: 0, primary: 0 };
  for (const address of addresses) {
    const text = await (await fetch(`${address}/metrics`)).text();
    for (const server of ['replica', 'primary'] as const) {
      const match = new RegExp(`^unblock_routed_reads\\{server="${server}"\\} (\\d+)$`, 'm').exec(
        text,
      );
      total[server] += Number(match?.[1] ?? 0);
    }
  }
  return total;
}

function rss(sample: { mb: number } | undefined): string {
  return sample ? `${sample.mb.toFixed(0)} MB` : 'unknown (the server has exited)';
}

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
