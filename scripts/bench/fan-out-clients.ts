import readline from 'node:readline';
import WebSocket from 'ws';
import { liveClient } from './live-client.ts';

/**
 * The subscribers of `npm run bench:fan-out`, in their own process: one WebSocket per developer,
 * alternating between the instances, each listening for changes to their lists. Reads its job as
 * one JSON line on stdin, prints READY once every subscription has started, records when each
 * signal arrives (ms since the epoch, as the orchestrator's clock), and on DONE prints those
 * times per subscriber as JSON and exits. With `bare`, each is a plain WebSocket to the bare
 * broadcast (./bare-broadcast-server.ts) instead, one per token all the same.
 */
interface Job {
  addresses: string[];
  cookieName: string;
  tokens: string[];
  bare?: boolean;
}

const lines = readline.createInterface({ input: process.stdin });
const next = () =>
  new Promise<string>((resolve) => lines.once('line', (line: string) => resolve(line)));
const job = JSON.parse(await next()) as Job;
const now = () => performance.timeOrigin + performance.now();

const received: number[][] = job.tokens.map(() => []);

function bareSubscriber(address: string, index: number) {
  return new Promise<() => void>((resolve, reject) => {
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/bare`);
    socket.once('open', () => resolve(() => socket.close()));
    socket.once('error', reject);
    socket.on('message', () => received[index]!.push(now()));
  });
}

const connections = await Promise.all(
  job.tokens.map((token, index) => {
    const address = job.addresses[index % job.addresses.length]!;
    if (job.bare) return bareSubscriber(address, index);
    return new Promise<() => void>((resolve, reject) => {
      const { client, close } = liveClient(address, job.cookieName, token);
      const subscription = client.tickets.onListsChanged.subscribe(undefined, {
        onStarted: () =>
          resolve(() => {
            subscription.unsubscribe();
            close();
          }),
        onError: reject,
        onData: () => received[index]!.push(now()),
      });
    });
  }),
);
process.stdout.write('READY\n');
await next();
for (const stop of connections) stop();
// Exits once the (large) answer is written: exiting at once would cut it off in the pipe.
process.stdout.write(`${JSON.stringify(received)}\n`, () => process.exit(0));
