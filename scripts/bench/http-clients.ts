import http from 'node:http';
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

function post(token: string, step: Step, input: Record<string, unknown>): Promise<number> {
  // As the browser's batch link sends every call: a batch of one.
  const url = new URL(`/api/trpc/tickets.${step.procedure}?batch=1`, job.address);
  const body = JSON.stringify({ 0: { json: input } });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `${job.cookieName}=${token}`,
          origin: url.origin,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) {
            reject(new Error(`${step.procedure} ${response.statusCode}: ${text}`));
            return;
          }
          const [answer] = JSON.parse(text) as [
            { result: { data: { json: { version: number } } } },
          ];
          resolve(answer.result.data.json.version);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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
