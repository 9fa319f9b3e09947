import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { tooManyCallsInMessage } from '#server/trpc/socket-message-limit.ts';
import { publicProcedure, router } from '#server/trpc/init.ts';
import { appRouter } from '#server/trpc/router.ts';
import { useTestServer } from '../fixtures/test-server.ts';

/** The most calls an HTTP batch may carry (http.int.test.ts refuses 21). */
const BATCH_LIMIT = 20;

/** Calls of `probe.hold` in progress: each waits until the test lets them all go. */
const held = {
  running: 0,
  most: 0,
  letGo: () => {},
  released: Promise.resolve(),
};
held.released = new Promise<void>((resolve) => (held.letGo = resolve));

/** Calls of `probe.touch` that ran. */
const touched = { count: 0 };

const limitsRouter = router({
  app: appRouter,
  probe: router({
    hold: publicProcedure.query(async () => {
      held.running += 1;
      held.most = Math.max(held.most, held.running);
      try {
        await held.released;
      } finally {
        held.running -= 1;
      }
      return 'done';
    }),
    running: publicProcedure.query(() => held.running),
    touch: publicProcedure.query(() => (touched.count += 1)),
  }),
});

interface Answer {
  id: number | null;
  result?: { data: { json: unknown } };
  error?: { json: { message: string; data: { code: string } } };
}

/** A raw tRPC WebSocket, as any client can open one, and every answer it has received. */
async function openSocket(address: string) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/trpc`, { origin: address });
  const answers: Answer[] = [];
  socket.on('message', (data: Buffer) => answers.push(JSON.parse(data.toString()) as Answer));
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, answers, closed };
}

/** A query as tRPC's WebSocket protocol sends it; a message is one, or an array of them. */
const call = (id: number, path: string) => ({
  id,
  method: 'query',
  params: { path, input: { json: null } },
});

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('WebSocket limits', () => {
  const { server } = useTestServer({ router: limitsRouter });

  it('refuses a message carrying more calls than an HTTP batch may, and runs none of them', async () => {
    const { socket, answers } = await openSocket(server.address);
    const touch = (id: number) => call(id, 'probe.touch');
    socket.send(JSON.stringify(ids(1, BATCH_LIMIT + 1).map(touch)));
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(answers[0]).toMatchObject({
      id: null,
      error: { json: { message: tooManyCallsInMessage(BATCH_LIMIT) } },
    });

    // A full batch on the same socket, read after the refused one, is served whole.
    socket.send(JSON.stringify(ids(100, BATCH_LIMIT).map(touch)));
    await expect.poll(() => answers.length, { timeout: 20_000 }).toBe(1 + BATCH_LIMIT);
    expect(answers.slice(1).filter((answer) => !answer.result)).toEqual([]);
    expect(touched.count).toBe(BATCH_LIMIT);
    socket.close();
  });

  it("runs one socket's calls a batch at a time, holds the rest back, and serves other sockets meanwhile", async () => {
    const touchedBefore = touched.count;
    const flood = await openSocket(server.address);
    for (const first of [1, 1 + BATCH_LIMIT, 1 + 2 * BATCH_LIMIT]) {
      flood.socket.send(
        JSON.stringify(ids(first, BATCH_LIMIT).map((id) => call(id, 'probe.hold'))),
      );
    }
    flood.socket.send(JSON.stringify(call(1000, 'probe.touch')));
    await expect.poll(() => held.running, { timeout: 20_000 }).toBeGreaterThanOrEqual(BATCH_LIMIT);

    // Another client is answered while the flood's calls are held: a batch of them runs, and the
    // flood's later calls have not run.
    const other = await openSocket(server.address);
    other.socket.send(JSON.stringify(call(1, 'probe.running')));
    await expect.poll(() => other.answers.length, { timeout: 20_000 }).toBe(1);
    expect(other.answers[0]).toMatchObject({ id: 1, result: { data: { json: BATCH_LIMIT } } });
    expect(touched.count).toBe(touchedBefore);

    held.letGo();
    await expect.poll(() => flood.answers.length, { timeout: 20_000 }).toBe(3 * BATCH_LIMIT + 1);
    expect(flood.answers.filter((answer) => !answer.result)).toEqual([]);
    expect(held.most).toBe(BATCH_LIMIT);
    expect(touched.count).toBe(touchedBefore + 1);
    flood.socket.close();
    other.socket.close();
  });

  it('closes a socket whose frame is larger than an HTTP body may be (1 MiB)', async () => {
    const { socket, closed } = await openSocket(server.address);
    socket.send('x'.repeat(1024 * 1024 + 1));
    // Read, the frame would be answered (a parse error) and the socket kept open.
    const outcome = await Promise.race([
      closed.then((code) => `closed with ${code}`),
      new Promise((resolve) => socket.once('message', () => resolve('answered'))),
    ]);
    expect(outcome).toBe('closed with 1009');
  });
});
