import path from 'node:path';
import { z } from 'zod';
import { changeLines, newReport, saveReport, type BenchCase } from '../bench/report.ts';
import { repository } from '../bench/processes.ts';
import { serverErrorsOf, type LoadOutcome } from './results-table.ts';
import type { OperationStats } from './users-protocol.ts';

const REPORTS = path.join(repository, 'reports', 'load');

/** What an earlier report says of memory (a file on disk: parsed, not trusted). */
const earlierMemory = z.object({
  memory: z.object({
    startMb: z.number(),
    endMb: z.number(),
    peakMb: z.number(),
    // Reports before the lows were measured have none.
    firstQuarterLowMb: z.number().optional(),
    lastQuarterLowMb: z.number().optional(),
  }),
});

const asCase = (stats: OperationStats, seconds: number): BenchCase => ({
  perSecond: stats.measured / seconds,
  p50: stats.p50,
  p99: stats.p99,
  errors: stats.serverErrors,
});

/**
 * Saves the run as JSON in reports/load/ (not committed, as reports/bench/: runs compare on one
 * machine) in the benches' report format (../bench/report.ts), with the memory, the refusals and
 * the server log's counts besides; returns lines comparing it with the last run with as many
 * users, if any.
 */
export async function saveLoadReport(outcome: LoadOutcome): Promise<string[]> {
  const { config, users } = outcome;
  const cases: Record<string, BenchCase> = { all: asCase(users.total, config.seconds) };
  for (const [operation, stats] of Object.entries(users.operations)) {
    // Calls of the warm-up only (sign-in, sockets opening) have no latencies to compare.
    if (stats.measured > 0) cases[operation] = asCase(stats, config.seconds);
  }
  const report = {
    ...newReport({ mix: `${config.users} users`, seconds: config.seconds, cases }, repository),
    users: { customers: config.customers, developers: config.developers },
    serverErrors: serverErrorsOf(outcome),
    unexpected: users.total.unexpected,
    refusedBy: users.refusedBy,
    serverLog: outcome.serverLog.counts,
    memory: outcome.memory,
    heap: outcome.heap,
    cpu: outcome.cpu,
  };
  const previous = await saveReport(REPORTS, report);
  const lines = [`Saved in ${path.relative(repository, REPORTS)}/.`];
  if (!previous) return lines;
  // The whole run's line only: the per-operation figures are in the files.
  const overall = <T extends { cases: Record<string, BenchCase> }>(r: T) => ({
    ...r,
    cases: r.cases.all ? { all: r.cases.all } : {},
  });
  lines.push(...changeLines(overall(previous), overall(report)));
  if (previous.seconds !== report.seconds) {
    lines.push(`  (that run lasted ${previous.seconds} s, this one ${report.seconds} s)`);
  }
  const before = earlierMemory.safeParse(previous);
  if (before.success && outcome.memory) {
    const then = before.data.memory;
    const now = outcome.memory;
    const lows = (memory: { firstQuarterLowMb?: number; lastQuarterLowMb?: number }) =>
      memory.firstQuarterLowMb !== undefined && memory.lastQuarterLowMb !== undefined
        ? `, lows ${memory.firstQuarterLowMb.toFixed(0)} → ${memory.lastQuarterLowMb.toFixed(0)}`
        : '';
    lines.push(
      `  RSS then ${then.startMb.toFixed(0)} → ${then.endMb.toFixed(0)} MB ` +
        `(peak ${then.peakMb.toFixed(0)}${lows(then)}), now ${now.startMb.toFixed(0)} → ` +
        `${now.endMb.toFixed(0)} MB (peak ${now.peakMb.toFixed(0)}${lows(now)})`,
    );
  }
  return lines;
}
