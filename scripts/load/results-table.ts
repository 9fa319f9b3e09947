import os from 'node:os';
import type { LoadConfig } from './load-config.ts';
import type { HeapSample } from './server-heap.ts';
import type { sampleMemory } from './server-memory.ts';
import type { OperationStats, UsersResult } from './users-protocol.ts';

export type MemorySummary = NonNullable<ReturnType<ReturnType<typeof sampleMemory>['summary']>>;

export interface LoadOutcome {
  config: LoadConfig;
  users: UsersResult;
  /** Null if the server exited before the warm-up ended. */
  memory: MemorySummary | null;
  /** What the server held after a full collection, near the warm-up's end and at the end. */
  heap: { start: HeapSample; end: HeapSample } | null;
  serverLog: { counts: { warnings: number; errors: number }; samples: Record<string, string[]> };
  /**
   * After the warm-up: cores used on average, and the share of the machine that was busy;
   * PostgreSQL's by server (its processes alive at both ends of the measure).
   */
  cpu: {
    serverCores: number;
    generatorCores: number;
    machineBusy: number;
    postgresCores: { primary: number; replica: number | null };
  };
  /** Reads that could go to the replica, after the warm-up, by the server that answered. */
  routedReads: { replica: number; primary: number } | null;
}

/** Server errors as the clients saw them plus those the server logged: the run's bar is none. */
export const serverErrorsOf = (outcome: LoadOutcome) =>
  outcome.users.total.serverErrors + outcome.serverLog.counts.errors;

const count = (value: number) => value.toLocaleString('en-US');
const ms = (value: number) => value.toFixed(1);
const mb = (value: number) => value.toFixed(0);

const COLUMNS = ['calls', '/s', 'p50 ms', 'p99 ms', 'max ms', 'refused', '4xx', 'errors'];
const WIDTHS = [8, 7, 8, 8, 8, 8, 5, 7];
const NAME_WIDTH = 38;

function row(name: string, stats: OperationStats, seconds: number): string {
  const cells = [
    count(stats.calls),
    // Calls made only in the warm-up (sign-in, sockets opening) have no measured latency.
    ...(stats.measured === 0
      ? ['-', '-', '-', '-']
      : [(stats.measured / seconds).toFixed(1), ms(stats.p50), ms(stats.p99), ms(stats.max)]),
    count(stats.refused),
    count(stats.unexpected),
    count(stats.serverErrors),
  ];
  return name.padEnd(NAME_WIDTH) + cells.map((cell, i) => cell.padStart(WIDTHS[i]!)).join(' ');
}

/**
 * The run's results as a table (one row per operation, busiest first), what was refused and what
 * failed, and the server's memory (summaryLine is the line to quote). Counts are over the whole
 * run, latencies and rates after the warm-up.
 */
export function formatResults(outcome: LoadOutcome): string {
  const { config, users, memory, serverLog } = outcome;
  const seconds = config.seconds;
  const header =
    'operation'.padEnd(NAME_WIDTH) + COLUMNS.map((c, i) => c.padStart(WIDTHS[i]!)).join(' ');
  const operations = Object.entries(users.operations).sort(([, a], [, b]) => b.calls - a.calls);
  const lines = [
    header,
    ...operations.map(([name, stats]) => row(name, stats, seconds)),
    '-'.repeat(header.length),
    row('all', users.total, seconds),
    '',
    'refused (expected under load): ' +
      (Object.entries(users.refusedBy)
        .sort(([, a], [, b]) => b - a)
        .map(([code, n]) => `${code} ${count(n)}`)
        .join(', ') || 'none'),
  ];
  for (const failure of users.failures) {
    lines.push(
      `  ${failure.kind === 'server' ? 'SERVER ERROR' : 'unexpected'} in ${failure.operation}: ` +
        `${failure.code} ${failure.message}${failure.requestId ? ` (request ${failure.requestId})` : ''}`,
    );
  }
  lines.push(
    `server log: ${count(serverLog.counts.errors)} errors, ${count(serverLog.counts.warnings)} warnings`,
    ...Object.entries(serverLog.samples).flatMap(([kind, samples]) =>
      samples.map((sample) => `  ${kind === 'errors' ? 'ERROR' : 'warn'}: ${sample}`),
    ),
    `live: ${users.sockets.held} WebSockets held, ${count(users.sockets.signals)} list signals and ${count(users.sockets.inboxSignals)} inbox signals received`,
    `server memory (RSS): ${memoryText(memory)}`,
    `server heap after a full collection: ${heapText(outcome.heap)}`,
    `CPU: server ${outcome.cpu.serverCores.toFixed(2)} cores, simulated users ` +
      `${outcome.cpu.generatorCores.toFixed(2)} cores; the machine (${os.cpus().length} cores, ` +
      `PostgreSQL and anything else running included) ${(outcome.cpu.machineBusy * 100).toFixed(0)} % busy`,
    `PostgreSQL CPU: primary ${outcome.cpu.postgresCores.primary.toFixed(2)} cores` +
      (outcome.cpu.postgresCores.replica === null
        ? ''
        : `, replica ${outcome.cpu.postgresCores.replica.toFixed(2)} cores`),
    ...(outcome.routedReads
      ? [
          `reads that may go to the replica: ${count(outcome.routedReads.replica)} answered there, ` +
            `${count(outcome.routedReads.primary)} by the primary`,
        ]
      : []),
    `simulated users' event-loop delay p99: ${ms(users.generatorDelayP99Ms)} ms ` +
      '(latencies include it; high values mean the generator, not the server, was slow)',
  );
  return lines.join('\n');
}

const memoryText = (memory: MemorySummary | null) =>
  memory
    ? `${mb(memory.startMb)} MB after the warm-up → ${mb(memory.endMb)} MB at the end, ` +
      `peak ${mb(memory.peakMb)} MB; lowest ${mb(memory.firstQuarterLowMb)} MB in the first ` +
      `quarter, ${mb(memory.lastQuarterLowMb)} MB in the last (a leak raises the lows)`
    : 'not measured (the server exited before the warm-up ended)';

const heapText = (heap: LoadOutcome['heap']) =>
  heap
    ? `${mb(heap.start.heapUsedMb)} MB near the warm-up's end → ${mb(heap.end.heapUsedMb)} MB at the ` +
      `end (RSS right after it ${mb(heap.start.rssMb)} → ${mb(heap.end.rssMb)} MB)`
    : 'not measured';

/** The line to quote: the run, its calls, its failures and the server's memory. */
export function summaryLine(outcome: LoadOutcome): string {
  const { config, users, memory } = outcome;
  const total = users.total;
  const rss = memory
    ? `${mb(memory.startMb)} → ${mb(memory.endMb)} MB (peak ${mb(memory.peakMb)}, ` +
      `lows ${mb(memory.firstQuarterLowMb)} → ${mb(memory.lastQuarterLowMb)})`
    : 'not measured';
  const held = outcome.heap
    ? `; heap after a full collection ${mb(outcome.heap.start.heapUsedMb)} → ` +
      `${mb(outcome.heap.end.heapUsedMb)} MB`
    : '';
  return (
    `Load: ${config.users} users (${config.customers} customers, ${config.developers} developers) ` +
    `for ${config.seconds} s: ${count(total.calls)} calls ` +
    `(${(total.measured / config.seconds).toFixed(0)}/s), p99 ${ms(total.p99)} ms; ` +
    `${count(serverErrorsOf(outcome))} server errors, ${count(total.unexpected)} unexpected 4xx, ` +
    `${count(total.refused)} expected refusals; RSS ${rss}${held}.`
  );
}
