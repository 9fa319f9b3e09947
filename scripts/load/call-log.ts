import type { Failure } from './failures.ts';
import type { FailureSample, OperationStats, UsersResult } from './users-protocol.ts';

/** Failures kept word for word for the report (in all, and per operation and code). */
const SAMPLES_KEPT = 20;
const SAMPLES_PER_KIND = 3;

interface Tally {
  latencies: number[];
  calls: number;
  refused: number;
  unexpected: number;
  serverErrors: number;
}

/**
 * Every call the simulated users make, by operation: counts and outcomes over the whole run (a
 * server error in the warm-up is still one), latencies only once `measuring` is set.
 */
export class CallLog {
  measuring = false;
  calls = 0;
  serverErrors = 0;
  private readonly tallies = new Map<string, Tally>();
  private readonly total: Tally = newTally();
  private readonly refusedBy = new Map<string, number>();
  private readonly failures: FailureSample[] = [];
  private readonly sampled = new Map<string, number>();

  /** `ms` null: a failure with no call to time (a dropped socket, the simulation's own). */
  record(operation: string, ms: number | null, failure?: Failure): void {
    let tally = this.tallies.get(operation);
    if (!tally) {
      tally = newTally();
      this.tallies.set(operation, tally);
    }
    this.calls++;
    for (const counted of [tally, this.total]) {
      counted.calls++;
      if (this.measuring && ms !== null) counted.latencies.push(ms);
      if (failure?.kind === 'refused') counted.refused++;
      if (failure?.kind === 'unexpected') counted.unexpected++;
      if (failure?.kind === 'server') counted.serverErrors++;
    }
    if (!failure) return;
    if (failure.kind === 'refused') {
      this.refusedBy.set(failure.code, (this.refusedBy.get(failure.code) ?? 0) + 1);
      return;
    }
    if (failure.kind === 'server') this.serverErrors++;
    // A few of each kind, so that one frequent failure does not hide the others.
    const key = `${operation} ${failure.code}`;
    const seen = (this.sampled.get(key) ?? 0) + 1;
    this.sampled.set(key, seen);
    if (seen <= SAMPLES_PER_KIND && this.failures.length < SAMPLES_KEPT) {
      this.failures.push({ operation, ...failure, kind: failure.kind });
    }
  }

  summary(): Pick<UsersResult, 'operations' | 'total' | 'refusedBy' | 'failures'> {
    return {
      operations: Object.fromEntries(
        [...this.tallies].map(([operation, tally]) => [operation, statsOf(tally)]),
      ),
      total: statsOf(this.total),
      refusedBy: Object.fromEntries(this.refusedBy),
      failures: this.failures,
    };
  }
}

const newTally = (): Tally => ({
  latencies: [],
  calls: 0,
  refused: 0,
  unexpected: 0,
  serverErrors: 0,
});

function statsOf(tally: Tally): OperationStats {
  const sorted = tally.latencies.sort((a, b) => a - b);
  return {
    calls: tally.calls,
    measured: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    refused: tally.refused,
    unexpected: tally.unexpected,
    serverErrors: tally.serverErrors,
  };
}

/** The p-th percentile of sorted values (nearest rank), 0 when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
