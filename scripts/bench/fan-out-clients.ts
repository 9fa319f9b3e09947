import readline from 'node:readline';
import superjson from 'superjson';
import WebSocket from 'ws';

/**
 * The subscribers of `npm run bench:fan-out`, in their own process: one WebSocket per developer,
 * alternating between the instances, each subscribed to `tickets.onListsChanged`. Reads its job
 * as one JSON line on stdin, prints READY once every subscription has started, records when each
 * signal naming the changed request arrives (ms since the epoch, as the orchestrator's clock),
 * and on DONE prints those times per subscriber as JSON and exits. With `bare`, each is a plain
 * WebSocket to the bare broadcast (./bare-broadcast-server.ts) instead, one per token all the same.
 *
 * A subscriber speaks tRPC's WebSocket messages itself (JSON-RPC: it sends the subscription, and
 * reads `started` and `data` answers), as the bare subscriber reads the bare server's: both parse
 * each message and check the request it names. tRPC's client would add its links and observables
 * to every message. In a browser that runs on the user's machine; here, for 1,000 subscribers in
 * one process, it took about a third of this 2-core machine during each change (33 µs a message
 * against 13 µs for a plain socket), and so delayed the servers it measures.
 */
interface Job {
  addresses: string[];
  cookieName: string;
  tokens: string[];
  /** The request whose changes are signalled. */
  ticketId: string;
  bare?: boolean;
}

const lines = readline.createInterface({ input: process.stdin });
const next = () =>
  new Promise<string>((resolve) => lines.once('line', (line: string) => resolve(line)));
const job = JSON.parse(await next()) as Job;
const now = () => performance.timeOrigin + performance.now();

const received: number[][] = job.tokens.map(() => []);
/** The subscription's id in tRPC's messages (one per socket). */
const SUBSCRIPTION_ID = 1;

/** A text frame as `ws` hands it over by default (binaryType 'nodebuffer'): one Buffer. */
const textOf = (data: WebSocket.RawData) => (data as Buffer).toString('utf8');

function bareSubscriber(address: string, index: number) {
  return new Promise<() => void>((resolve, reject) => {
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/bare`);
    socket.once('open', () => resolve(() => socket.close()));
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(textOf(data)) as { ticketId?: string };
      if (message.ticketId === job.ticketId) received[index]!.push(now());
    });
  });
}

/** A signed-in browser's subscription to its list signals, in tRPC's wire format. */
function apiSubscriber(address: string, token: string, index: number) {
  return new Promise<() => void>((resolve, reject) => {
    const socket = new WebSocket(`${address.replace(/^http/, 'ws')}/api/trpc`, {
      headers: { cookie: `${job.cookieName}=${token}` },
      origin: address,
    });
    socket.once('error', reject);
    socket.once('open', () =>
      socket.send(
        JSON.stringify({
          id: SUBSCRIPTION_ID,
          method: 'subscription',
          params: { path: 'tickets.onListsChanged', input: superjson.serialize(undefined) },
        }),
      ),
    );
    socket.on('message', (data) => {
      const message = JSON.parse(textOf(data)) as {
        id?: number;
        result?: { type: string; data?: { json?: { ticketId?: string } } };
        error?: { message: string };
      };
      if (message.error) return reject(new Error(message.error.message));
      if (message.id !== SUBSCRIPTION_ID) return;
      if (message.result?.type === 'started') resolve(() => socket.close());
      if (message.result?.data?.json?.ticketId === job.ticketId) received[index]!.push(now());
    });
  });
}

const connections = await Promise.all(
  job.tokens.map((token, index) => {
    const address = job.addresses[index % job.addresses.length]!;
    return job.bare ? bareSubscriber(address, index) : apiSubscriber(address, token, index);
  }),
);
process.stdout.write('READY\n');
await next();
for (const stop of connections) stop();
// Exits once the (large) answer is written: exiting at once would cut it off in the pipe.
process.stdout.write(`${JSON.stringify(received)}\n`, () => process.exit(0));
