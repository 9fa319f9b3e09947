import http from 'node:http';
import { postBatchOfOne } from '../../tests/fixtures/batch-post.ts';
import { runClosedLoop, type LoadResult } from './load.ts';
import { readStdin } from './processes.ts';
import { cycleWalker, type Mix, type Person, type Step } from './workload.ts';

/**
 * The HTTP half of `npm run bench`, in its own process so that the load generator does not
 * share the server's event loop: 32 keep-alive clients, each walking its tickets through the
 * command mix of ./workload.ts with the version the previous answer returned, each command sent
 * as the browser sends it (a batch of one). Reads its job as
 * JSON on stdin, prints a LoadResult as JSON on stdout.
 */
interface Job {
  address: string;
  cookieName: string;
  clients: Array<{ tokens: Record<Person, string>; tickets: string[] }>;
  seconds: number;
  mix: Mix;
}

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
const cpuBefore = process.cpuUsage();
const result: LoadResult = await runClosedLoop(job.clients.length, job.seconds, (index) =>
  walkers[index]!(),
);
agent.destroy();
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(JSON.stringify({ ...result, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
