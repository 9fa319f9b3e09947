import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { postBatchOfOne } from '../../tests/fixtures/batch-post.ts';
import { liveClient } from '../../tests/fixtures/live-client.ts';
import { readStdin } from './processes.ts';

/**
 * The chat half of `npm run bench`, in its own process: every conversation's customer listens on
 * the WebSocket (onThread), and its developer posts a message every few seconds over HTTP; each
 * message's latency is from the send to its arrival at the customer. Reads its job as JSON on
 * stdin, prints the latencies (ms, sorted) and the errors as JSON on stdout.
 */
interface Job {
  address: string;
  cookieName: string;
  conversations: Array<{ ticketId: string; customerToken: string; developerToken: string }>;
  seconds: number;
  intervalMs: number;
}

const job = JSON.parse(await readStdin()) as Job;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const WARM_UP_MS = 1000;

const sentAt = new Map<string, number>();
const latencies: number[] = [];
let errors = 0;
let firstError: string | undefined;
let measureFrom = Number.POSITIVE_INFINITY;

function listen(token: string, ticketId: string) {
  const { client, close } = liveClient(job.address, token, { cookieName: job.cookieName });
  return new Promise<() => void>((resolve, reject) => {
    const subscription = client.discussions.onThread.subscribe(
      { ticketId },
      {
        onStarted: () =>
          resolve(() => {
            subscription.unsubscribe();
            void close();
          }),
        onError: reject,
        onData: ({ data }) => {
          if (data.kind !== 'message') return;
          const sent = sentAt.get(data.message.text);
          if (sent === undefined) return;
          sentAt.delete(data.message.text);
          if (sent >= measureFrom) latencies.push(performance.now() - sent);
        },
      },
    );
  });
}

async function send(token: string, ticketId: string, text: string): Promise<void> {
  const answer = await postBatchOfOne({
    address: job.address,
    procedure: 'discussions.send',
    input: { ticketId, text, files: {}, messageKey: randomUUID() },
    cookie: { name: job.cookieName, token },
    agent,
  });
  if (answer.status !== 200) throw new Error(`send ${answer.status}: ${answer.text}`);
}

const stops = await Promise.all(
  job.conversations.map((conversation) =>
    listen(conversation.customerToken, conversation.ticketId),
  ),
);
const start = performance.now();
measureFrom = start + WARM_UP_MS;
const deadline = measureFrom + job.seconds * 1000;
let counter = 0;
await Promise.all(
  job.conversations.map(async (conversation, index) => {
    // Spread the conversations over the interval, so messages arrive steadily.
    await sleep((index / job.conversations.length) * job.intervalMs);
    while (performance.now() < deadline) {
      const text = `bench message ${++counter}`;
      sentAt.set(text, performance.now());
      try {
        await send(conversation.developerToken, conversation.ticketId, text);
      } catch (error) {
        errors++;
        firstError ??= String(error);
        sentAt.delete(text);
      }
      await sleep(job.intervalMs);
    }
  }),
);
// Messages still on their way get a moment to arrive; any that never do count as errors.
await sleep(1000);
for (const sent of sentAt.values()) if (sent >= measureFrom) errors++;
for (const stop of stops) stop();
agent.destroy();
latencies.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ latencies, errors, firstError }));
process.exit(0);

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
