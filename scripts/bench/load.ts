/** What one closed-loop run measured. Latencies in milliseconds. */
export interface LoadResult {
  commands: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  firstError?: string;
}

const WARM_UP_MS = 1000;

/**
 * Runs `clients` closed loops for `seconds` after a one-second warm-up (JIT, statement caches,
 * connection pools) that is not counted. Each loop sends its next command when the previous one
 * answers, passing the version the previous answer returned (undefined the first time).
 */
export async function runClosedLoop(
  clients: number,
  seconds: number,
  command: (client: number, version: number | undefined) => Promise<number>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const start = performance.now();
  const measureFrom = start + WARM_UP_MS;
  const deadline = measureFrom + seconds * 1000;
  let errors = 0;
  let firstError: string | undefined;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      let version: number | undefined;
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          version = await command(client, version);
        } catch (error) {
          if (started >= measureFrom) errors++;
          firstError ??= String(error);
        }
        if (started >= measureFrom) latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    commands: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    max: latencies.at(-1) ?? 0,
    errors,
    firstError,
  };
}

export function formatResult(label: string, result: LoadResult): string {
  return (
    `${label.padEnd(28)} ${result.perSecond.toFixed(0).padStart(6)} commands/s   ` +
    `p50 ${result.p50.toFixed(1)} ms   p90 ${result.p90.toFixed(1)} ms   ` +
    `p99 ${result.p99.toFixed(1)} ms   max ${result.max.toFixed(1)} ms   errors ${result.errors}` +
    (result.firstError ? `   (first: ${result.firstError.slice(0, 200)})` : '')
  );
}
