/** Latency percentiles of a set of commands, in milliseconds. */
export interface Latencies {
  commands: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** What one closed-loop run measured, overall and per kind of command. */
export interface LoadResult extends Latencies {
  perSecond: number;
  errors: number;
  firstError?: string;
  byKind: Record<string, Latencies>;
  /** The warm-up, not counted above: how fast and how spread it ran while the code warmed. */
  warmUp: { seconds: number; perSecond: number; p99: number };
}

/**
 * Load before the measured time, not counted (BENCH_WARM_UP_SECONDS, 10 unless set). A server
 * just started runs its code unoptimised until V8 has compiled the hot paths, and on two cores
 * the compiler's threads compete with the load: the command mix ran ~500 commands/s in its first
 * seconds at 2 ms of server CPU per command, and reached its steady 800–1,000/s at ~0.9 ms after
 * 6–8 s; with V8's optimising compiler off (--no-opt) it had no such ramp. ADR 0006 has the runs.
 */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);

export interface ClosedLoopOptions {
  /** Not measured: WARM_UP_SECONDS unless said. */
  warmUpSeconds?: number;
  /** Called when the measured time starts and when it ends, e.g. to read CPU counters. */
  measuredTime?: { start: () => void; end: () => void };
}

function latencies(sorted: number[]): Latencies {
  const percentile = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    commands: sorted.length,
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    max: sorted.at(-1) ?? 0,
  };
}

/**
 * Runs `clients` closed loops for `seconds` after a warm-up that is not counted. Each loop sends
 * its next command when the previous one answers; `command` names the kind of command it ran, for
 * the per-kind latencies. A command counts in the time it started in.
 */
export async function runClosedLoop(
  clients: number,
  seconds: number,
  command: (client: number) => Promise<string>,
  { warmUpSeconds = WARM_UP_SECONDS, measuredTime }: ClosedLoopOptions = {},
): Promise<LoadResult> {
  const all: number[] = [];
  const warming: number[] = [];
  const byKind = new Map<string, number[]>();
  const start = performance.now();
  const measureFrom = start + warmUpSeconds * 1000;
  const deadline = measureFrom + seconds * 1000;
  // The measured time is marked by the loops' own clock as they pass its bounds, not by timers: a
  // timer can fire a little early, or after the loops ended, on a busy machine.
  let marked: 'none' | 'started' | 'ended' = 'none';
  const mark = (now: number) => {
    if (marked === 'none' && now >= measureFrom) {
      marked = 'started';
      measuredTime?.start();
    }
    if (marked === 'started' && now >= deadline) {
      marked = 'ended';
      measuredTime?.end();
    }
  };
  let errors = 0;
  let firstError: string | undefined;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (;;) {
        const started = performance.now();
        mark(started);
        if (started >= deadline) break;
        let kind = 'failed';
        try {
          kind = await command(client);
        } catch (error) {
          if (started >= measureFrom) errors++;
          firstError ??= String(error);
        }
        const took = performance.now() - started;
        if (started < measureFrom) {
          warming.push(took);
          continue;
        }
        all.push(took);
        const list = byKind.get(kind) ?? [];
        list.push(took);
        byKind.set(kind, list);
      }
    }),
  );
  const sort = (list: number[]) => list.sort((a, b) => a - b);
  return {
    ...latencies(sort(all)),
    perSecond: all.length / seconds,
    errors,
    firstError,
    byKind: Object.fromEntries([...byKind].map(([kind, list]) => [kind, latencies(sort(list))])),
    warmUp: {
      seconds: warmUpSeconds,
      perSecond: warming.length / warmUpSeconds,
      p99: latencies(sort(warming)).p99,
    },
  };
}

export function formatResult(label: string, result: LoadResult): string {
  const lines = [
    `${label.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} commands/s   ` +
      `p50 ${result.p50.toFixed(1)} ms   p90 ${result.p90.toFixed(1)} ms   ` +
      `p99 ${result.p99.toFixed(1)} ms   max ${result.max.toFixed(1)} ms   errors ${result.errors}` +
      (result.firstError ? `   (first: ${result.firstError.slice(0, 200)})` : ''),
    `  warm-up before it, not counted: ${result.warmUp.seconds} s at ${result.warmUp.perSecond.toFixed(0)} commands/s, ` +
      `p99 ${result.warmUp.p99.toFixed(1)} ms`,
  ];
  for (const [kind, kindResult] of Object.entries(result.byKind).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    lines.push(
      `  ${kind.padEnd(26)} ${String(kindResult.commands).padStart(6)} commands     ` +
        `p50 ${kindResult.p50.toFixed(1)} ms   p99 ${kindResult.p99.toFixed(1)} ms`,
    );
  }
  return lines.join('\n');
}
