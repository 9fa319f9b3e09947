import http from 'node:http';
import { postBatchOfOne } from '../../tests/fixtures/batch-post.ts';
import { cpuSpan, type SpanCpu } from './cpu.ts';
import { runClosedLoop, type LoadResult } from './load.ts';
import { readStdin } from './processes.ts';
import { cycleWalker, type Mix, type Person, type Step } from './workload.ts';

/**
 * The HTTP half of `npm run bench`, in its own process so that the load generator does not
 * share the server's event loop: 32 keep-alive clients, each walking its tickets through the
 * command mix of ./workload.ts with the version the previous answer returned, each command sent
 * as the browser sends it (a batch of one). Reads its job as JSON on stdin, prints an
 * HttpLoadResult as JSON on stdout: the load, and the CPU the server, PostgreSQL and these clients
 * used in the measured time (not in the warm-up).
 */
interface Job {
  address: string;
  cookieName: string;
  clients: Array<{ tokens: Record<Person, string>; tickets: string[] }>;
  seconds: number;
  serverPid: number;
  mix: Mix;
}

export type HttpLoadResult = LoadResult & { cpu: SpanCpu<'server'> };

const job = JSON.parse(await readStdin()) as Job;
const agent = new http.Agent({ keepAlive: true, maxSockets: job.clients.length * 2 });

async function post(token: string, step: Step, input: Record<string, unknown>): Promise<number> {
  const answer = await postBatchOfOne({
    address: job.address,
    procedure: `tickets.${step.procedure}`,
    input,
    cookie: { name: job.cookieName, token },
    agent,
  });
  if (answer.status !== 200) {
    throw new Error(`${step.procedure} ${answer.status}: ${answer.text}`);
  }
  const [result] = JSON.parse(answer.text) as [{ result: { data: { json: { version: number } } } }];
  return result.result.data.json.version;
}

const walkers = job.clients.map((client) =>
  cycleWalker(job.mix, client.tickets, (step, input) => post(client.tokens[step.by], step, input)),
);
const span = cpuSpan({ server: job.serverPid });
const result = await runClosedLoop(job.clients.length, job.seconds, (index) => walkers[index]!(), {
  measuredTime: span,
});
agent.destroy();
process.stdout.write(JSON.stringify({ ...result, cpu: span.spent() } satisfies HttpLoadResult));
