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
}

const WARM_UP_MS = 1000;

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
 * Runs `clients` closed loops for `seconds` after a one-second warm-up (JIT, statement caches,
 * connection pools) that is not counted. Each loop sends its next command when the previous one
 * answers; `command` names the kind of command it ran, for the per-kind latencies.
 */
export async function runClosedLoop(
  clients: number,
  seconds: number,
  command: (client: number) => Promise<string>,
): Promise<LoadResult> {
  const all: number[] = [];
  const byKind = new Map<string, number[]>();
  const start = performance.now();
  const measureFrom = start + WARM_UP_MS;
  const deadline = measureFrom + seconds * 1000;
  let errors = 0;
  let firstError: string | undefined;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        let kind = 'failed';
        try {
          kind = await command(client);
        } catch (error) {
          if (started >= measureFrom) errors++;
          firstError ??= String(error);
        }
        if (started < measureFrom) continue;
        const took = performance.now() - started;
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
  };
}

export function formatResult(label: string, result: LoadResult): string {
  const lines = [
    `${label.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} commands/s   ` +
      `p50 ${result.p50.toFixed(1)} ms   p90 ${result.p90.toFixed(1)} ms   ` +
      `p99 ${result.p99.toFixed(1)} ms   max ${result.max.toFixed(1)} ms   errors ${result.errors}` +
      (result.firstError ? `   (first: ${result.firstError.slice(0, 200)})` : ''),
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
