import http from 'node:http';
import { runClosedLoop, type LoadResult } from './load.ts';
import { readStdin } from './processes.ts';

/**
 * The read half of `npm run bench:reads`, in its own process: `connections` keep-alive clients,
 * each sending GETs in a closed loop, client i asking for `requests[i % n]` (a URL and the
 * cookie of the person it reads as). Prints a LoadResult, with the mean answer size, as JSON.
 */
interface Job {
  connections: number;
  seconds: number;
  requests: Array<{ url: string; cookie?: string }>;
}

const job = JSON.parse(await readStdin()) as Job;
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
let bytes = 0;
let answers = 0;

function get(url: string, cookie: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: cookie ? { cookie } : {} }, (response) => {
      let size = 0;
      response.on('data', (chunk: Buffer) => (size += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}`));
          return;
        }
        bytes += size;
        answers++;
        resolve('read');
      });
    });
    request.on('error', reject);
  });
}

const result: LoadResult = await runClosedLoop(job.connections, job.seconds, (client) => {
  const { url, cookie } = job.requests[client % job.requests.length]!;
  return get(url, cookie);
});
agent.destroy();
process.stdout.write(JSON.stringify({ ...result, meanBytes: answers ? bytes / answers : 0 }));
