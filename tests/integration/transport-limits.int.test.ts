import { connect } from 'node:net';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { tooManyCallsInMessage } from '#server/trpc/socket-message-limit.ts';
import { publicProcedure, router } from '#server/trpc/init.ts';
import { appRouter } from '#server/trpc/router.ts';
import { transportLimits } from '#server/trpc/transport-limits.ts';
import { useTestServer } from '../fixtures/test-server.ts';

/**
 * One set of limits for every transport (server/trpc/transport-limits.ts, ADR 0027): calls per
 * batch, calls in flight per connection and message size, each proven over HTTP and over the
 * WebSocket against the real server.
 */
const { callsPerBatch, callsInFlightPerConnection, messageBytes } = transportLimits;

/** Calls of `probe.hold` in progress: each waits until the test lets them all go. */
const held = {
  running: 0,
  most: 0,
  letGo: () => {},
  released: Promise.resolve(),
  /** Holds the next calls again, from no calls seen. */
  reset() {
    held.most = 0;
    held.released = new Promise<void>((resolve) => (held.letGo = resolve));
  },
};

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

/** The URL of an HTTP batch of `count` calls of one query, as tRPC's batch link writes it. */
const batchUrl = (path: string, count: number) =>
  `/api/trpc/${Array.from({ length: count }, () => path).join(',')}?batch=1&input={}`;

/**
 * One keep-alive HTTP connection on which requests are sent one after the other without waiting
 * for answers (pipelined), as any client may; counts the answers' status lines.
 */
function pipelinedConnection(address: string) {
  const { hostname, port } = new URL(address);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  return {
    send: (paths: string[]) =>
      socket.write(
        paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`).join(''),
      ),
    statuses: () => [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]),
    close: () => socket.destroy(),
  };
}

describe('transport limits', () => {
  const { server } = useTestServer({ router: limitsRouter });

  describe('calls per batch', () => {
    it('over HTTP, refuses a batch of more calls whole, and serves a full one', async () => {
      const before = touched.count;
      const over = await fetch(`${server.address}${batchUrl('probe.touch', callsPerBatch + 1)}`);
      expect(over.status).toBe(400);
      expect(touched.count).toBe(before);

      const full = await fetch(`${server.address}${batchUrl('probe.touch', callsPerBatch)}`);
      expect(full.status).toBe(200);
      expect(await full.json()).toHaveLength(callsPerBatch);
      expect(touched.count).toBe(before + callsPerBatch);
    });

    it('over the WebSocket, refuses a message of more calls whole, and serves a full one', async () => {
      const before = touched.count;
      const { socket, answers } = await openSocket(server.address);
      const touch = (id: number) => call(id, 'probe.touch');
      socket.send(JSON.stringify(ids(1, callsPerBatch + 1).map(touch)));
      await expect.poll(() => answers.length, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(answers[0]).toMatchObject({
        id: null,
        error: { json: { message: tooManyCallsInMessage(callsPerBatch) } },
      });

      // A full batch on the same socket, read after the refused one, is served whole.
      socket.send(JSON.stringify(ids(100, callsPerBatch).map(touch)));
      await expect.poll(() => answers.length, { timeout: 20_000 }).toBe(1 + callsPerBatch);
      expect(answers.slice(1).filter((answer) => !answer.result)).toEqual([]);
      expect(touched.count).toBe(before + callsPerBatch);
      socket.close();
    });
  });

  describe('calls in flight per connection', () => {
    // A failed test lets its held calls go, so the next one starts with none running.
    afterEach(() => held.letGo());

    /** Another client's view while a flood is held: how many calls run, and it is answered. */
    async function runningSeenByAnotherClient() {
      const other = await openSocket(server.address);
      other.socket.send(JSON.stringify(call(1, 'probe.running')));
      await expect.poll(() => other.answers.length, { timeout: 20_000 }).toBe(1);
      other.socket.close();
      return other.answers[0]?.result?.data.json;
    }

    it("over HTTP, runs one connection's calls a batch at a time, holds the rest back, and serves other clients meanwhile", async () => {
      held.reset();
      const touchedBefore = touched.count;
      const flood = pipelinedConnection(server.address);
      flood.send([
        batchUrl('probe.hold', callsPerBatch),
        batchUrl('probe.hold', callsPerBatch),
        batchUrl('probe.hold', callsPerBatch),
        batchUrl('probe.touch', 1),
      ]);
      await expect
        .poll(() => held.running, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(callsInFlightPerConnection);

      // Answered while the flood's calls are held: a batch of them runs, not the three. (Which
      // request's calls reach the gate first is not the order they were sent in: the last one,
      // one call, may run before the batches' calls.)
      expect(await runningSeenByAnotherClient()).toBe(callsInFlightPerConnection);

      held.letGo();
      await expect.poll(() => flood.statuses(), { timeout: 20_000 }).toHaveLength(4);
      expect(flood.statuses()).toEqual(['200', '200', '200', '200']);
      expect(held.most).toBe(callsInFlightPerConnection);
      expect(touched.count).toBe(touchedBefore + 1);
      flood.close();
    });

    it("over the WebSocket, runs one socket's calls a batch at a time, holds the rest back, and serves other sockets meanwhile", async () => {
      held.reset();
      const touchedBefore = touched.count;
      const flood = await openSocket(server.address);
      for (const first of [1, 1 + callsPerBatch, 1 + 2 * callsPerBatch]) {
        flood.socket.send(
          JSON.stringify(ids(first, callsPerBatch).map((id) => call(id, 'probe.hold'))),
        );
      }
      flood.socket.send(JSON.stringify(call(1000, 'probe.touch')));
      await expect
        .poll(() => held.running, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(callsInFlightPerConnection);

      expect(await runningSeenByAnotherClient()).toBe(callsInFlightPerConnection);
      expect(touched.count).toBe(touchedBefore);

      held.letGo();
      await expect
        .poll(() => flood.answers.length, { timeout: 20_000 })
        .toBe(3 * callsPerBatch + 1);
      expect(flood.answers.filter((answer) => !answer.result)).toEqual([]);
      expect(held.most).toBe(callsInFlightPerConnection);
      expect(touched.count).toBe(touchedBefore + 1);
      flood.socket.close();
    });
  });

  describe('message size', () => {
    /** A mutation's body of exactly `bytes`: JSON padded with spaces, which JSON ignores. */
    const bodyOf = (bytes: number) => {
      const json = JSON.stringify({ json: { name: 'Size', email: 'size@example.com' } });
      return json + ' '.repeat(bytes - json.length);
    };
    const post = (body: string) =>
      fetch(`${server.address}/api/trpc/app.waitlist.joinCustomers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });

    it('over HTTP, refuses a body larger than the limit (413) and reads one at the limit', async () => {
      expect((await post(bodyOf(messageBytes + 1))).status).toBe(413);
      // Read and answered by the procedure: whatever it says, the size was not refused.
      expect((await post(bodyOf(messageBytes))).status).not.toBe(413);
    });

    it('over the WebSocket, closes a socket whose message is larger than the limit (1009) and reads one at the limit', async () => {
      const atLimit = await openSocket(server.address);
      const message = JSON.stringify(call(1, 'probe.touch'));
      atLimit.socket.send(message + ' '.repeat(messageBytes - message.length));
      await expect.poll(() => atLimit.answers.length, { timeout: 20_000 }).toBe(1);
      expect(atLimit.answers[0]).toMatchObject({ id: 1, result: {} });
      atLimit.socket.close();

      const { socket, closed } = await openSocket(server.address);
      socket.send('x'.repeat(messageBytes + 1));
      // Read, the frame would be answered (a parse error) and the socket kept open.
      const outcome = await Promise.race([
        closed.then((code) => `closed with ${code}`),
        new Promise((resolve) => socket.once('message', () => resolve('answered'))),
      ]);
      expect(outcome).toBe('closed with 1009');
    });
  });
});
