/**
 * How fast requests that met an outage heard "try again" (docs/operations.md#faults: a stopped
 * database fails requests at once, a silent one within the 10 s deadline). Every transient
 * failure is recorded with when it was sent and how long its failing answer took; the report
 * groups them by the fault window they were sent in.
 */

/** One request that met an outage (503, refused, SERVICE_UNAVAILABLE). Times from performance.now(). */
export interface FailureTime {
  sentAt: number;
  ms: number;
  /** What was asked: a command, a create, an upload. */
  what: string;
}

/** A fault as the timeline made it: from its start to the moment it was undone. */
export interface FaultWindow {
  name: string;
  from: number;
  to: number;
  /** A problem if the 99th percentile of failing answers took longer. */
  p99UnderMs?: number;
  /** A problem if any failing answer took longer. */
  maxUnderMs?: number;
}

/**
 * A request sent just before a fault can still meet it (it was under way), and one sent just
 * after it was undone can meet what is left of it (a pool not yet reconnected).
 */
const BEFORE_MS = 1_000;
const AFTER_MS = 2_000;

/** The nearest-rank percentile `p` (0–100) of `values`; NaN for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * One line per fault window ("PostgreSQL stopped: 245 requests failed within p50 0.01 s, p99
 * 0.02 s (max 0.04 s)"), one for failures outside every window, and the problems: a window whose
 * failing answers were slower than its bound.
 */
export function failureReport(failures: FailureTime[], windows: FaultWindow[]) {
  const lines: string[] = [];
  const problems: string[] = [];
  const placed = new Set<FailureTime>();
  for (const window of windows) {
    const met = failures.filter(
      (failure) =>
        !placed.has(failure) &&
        failure.sentAt >= window.from - BEFORE_MS &&
        failure.sentAt <= window.to + AFTER_MS,
    );
    for (const failure of met) placed.add(failure);
    const durations = met.map((failure) => failure.ms);
    lines.push(`${window.name}: ${describe(durations)}`);
    const p99 = percentile(durations, 99);
    const max = percentile(durations, 100);
    if (window.p99UnderMs !== undefined && p99 > window.p99UnderMs) {
      problems.push(
        `${window.name}: p99 of failing answers ${seconds(p99)}, over ${seconds(window.p99UnderMs)}`,
      );
    }
    if (window.maxUnderMs !== undefined && max > window.maxUnderMs) {
      problems.push(
        `${window.name}: slowest failing answer ${seconds(max)}, over ${seconds(window.maxUnderMs)}`,
      );
    }
  }
  const outside = failures.filter((failure) => !placed.has(failure)).map((failure) => failure.ms);
  lines.push(`outside every fault window: ${describe(outside)}`);
  return { lines, problems };
}

function describe(durations: number[]): string {
  if (durations.length === 0) return 'no request failed';
  return `${durations.length} requests failed within p50 ${seconds(percentile(durations, 50))}, p99 ${seconds(percentile(durations, 99))} (max ${seconds(percentile(durations, 100))})`;
}
