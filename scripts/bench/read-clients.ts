import http from 'node:http';
import { cpuSpan } from './cpu.ts';
import { runClosedLoop, type LoadResult } from './load.ts';
import { readStdin } from './processes.ts';

/**
 * The read half of `npm run bench:reads`, in its own process: `connections` keep-alive clients,
 * each sending GETs in a closed loop. The time is cut into slices of `sliceMs` that go to each
 * target in turn (the API, then the bare route, then the API…), so both are measured through
 * the same minutes of a machine whose speed moves from one minute to the next; one after the
 * other, a slow minute fell on one side only and moved the ratio by a fifth. With one target it
 * has the whole time. In a slice, client i asks the slice's target for `requests[i % n]`.
 * Prints, per target, its LoadResult over its own time, the mean answer size and the CPU its
 * server spent per answer in the measured time, as JSON.
 */
interface Job {
  connections: number;
  /** Measured seconds per target, after the warm-up (load.ts), shared by the targets in turns. */
  seconds: number;
  sliceMs: number;
  targets: Record<string, ReadRequest[]>;
  /** The process that answers each target, for its CPU. */
  serverPids: Record<string, number>;
}

/** A GET and the headers it sends: the cookie of the person it reads as, what it accepts. */
export interface ReadRequest {
  url: string;
  headers?: Record<string, string>;
}

export type TargetResult = LoadResult & { meanBytes: number; cpuMs: number };

const job = JSON.parse(await readStdin()) as Job;
const names = Object.keys(job.targets);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
interface Tally {
  bytes: number;
  answers: number;
  errors: number;
  firstError?: string;
}
const tally = new Map<string, Tally>(
  names.map((name) => [name, { bytes: 0, answers: 0, errors: 0 }]),
);

function get(url: string, headers: Record<string, string> | undefined, count: Tally) {
  return new Promise<void>((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}`));
          return;
        }
        count.bytes += size;
        count.answers++;
        resolve();
      });
    });
    request.on('error', reject);
  });
}

const started = performance.now();
const span = cpuSpan(job.serverPids);
// Every target gets the whole run's slices in turn, warm-up included.
const result = await runClosedLoop(
  job.connections,
  job.seconds * names.length,
  async (client) => {
    const slice = Math.floor((performance.now() - started) / job.sliceMs);
    const name = names[slice % names.length]!;
    const requests = job.targets[name]!;
    const { url, headers } = requests[client % requests.length]!;
    const count = tally.get(name)!;
    try {
      await get(url, headers, count);
    } catch (error) {
      // Errors in the warm-up are counted too: a target that fails at all should say so.
      count.errors++;
      count.firstError ??= String(error);
      throw error;
    }
    return name;
  },
  { measuredTime: span },
);
agent.destroy();
const cpu = span.spent();

const results: Record<string, TargetResult> = {};
for (const name of names) {
  const { bytes, answers, errors, firstError } = tally.get(name)!;
  const latencies = result.byKind[name] ?? { commands: 0, p50: 0, p90: 0, p99: 0, max: 0 };
  results[name] = {
    ...latencies,
    perSecond: latencies.commands / job.seconds,
    errors,
    firstError,
    byKind: {},
    warmUp: result.warmUp,
    meanBytes: answers ? bytes / answers : 0,
    cpuMs: latencies.commands ? ((cpu.processes[name] ?? 0) * 1000) / latencies.commands : 0,
  };
}
process.stdout.write(JSON.stringify(results));
