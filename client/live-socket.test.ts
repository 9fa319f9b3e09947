import type { AddressInfo } from 'node:net';
import { createTRPCUntypedClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { ACCOUNT_SUSPENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';
import { onSessionEnded, type SessionEnd } from './features/session/session-ended.ts';
import { liveSocket } from './live-socket.ts';

/**
 * A server that answers no call: it records each subscription a socket asks for, and closes the
 * first socket with `firstClose` once it has asked, as ours does when the session ends.
 */
async function closingServer(firstClose: number) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const asked: Array<{ socket: number; path: string }> = [];
  let sockets = 0;
  server.on('connection', (socket) => {
    const number = ++sockets;
    socket.on('message', (data) => {
      // One Buffer per frame: ws's default binaryType.
      const messages = [JSON.parse((data as Buffer).toString('utf8')) as unknown].flat() as Array<{
        method: string;
        params: { path: string };
      }>;
      for (const message of messages) {
        if (message.method === 'subscription')
          asked.push({ socket: number, path: message.params.path });
      }
      if (number === 1) socket.close(firstClose);
    });
  });
  const { port } = server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, asked, close: () => server.close() };
}

/**
 * A live socket to a server that closes its first socket with `firstClose`, and what the screens
 * heard of the session; all stopped after the test.
 */
async function liveAgainst(firstClose: number) {
  const server = await closingServer(firstClose);
  stops.push(server.close);
  const heard: SessionEnd[] = [];
  stops.push(onSessionEnded((ended) => heard.push(ended)));
  const live = subscribe(server.url);
  stops.push(() => live.socket.close());
  return { server, heard, ...live };
}

function subscribe(url: string) {
  const socket = liveSocket({
    url,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  const client = createTRPCUntypedClient({
    links: [wsLink({ client: socket, transformer: superjson })],
  });
  let completed = false;
  const stream = (path: string) =>
    client.subscription(path, undefined, {
      onComplete: () => {
        completed = true;
      },
    });
  return { socket, stream, completed: () => completed };
}

const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe('the live socket', () => {
  it.each([
    [ACCOUNT_SUSPENDED_CLOSE_CODE, 'suspended'],
    [SESSION_ENDED_CLOSE_CODE, 'ended'],
  ] as const)(
    'closed with %i tells the screens the session %s, stops, and lets the next sign-in open another',
    async (code, end) => {
      const { server, heard, ...live } = await liveAgainst(code);
      live.stream('tickets.lists');
      // The stream ends, and the socket is idle: it will not reconnect on the ended session.
      await expect.poll(() => live.completed()).toBe(true);
      expect(heard).toEqual([end]);
      await expect.poll(() => live.socket.connectionState.get().state).toBe('idle');
      expect(server.asked).toEqual([{ socket: 1, path: 'tickets.lists' }]);

      // Signed in again, the first stream opens a new socket.
      live.stream('notifications.live');
      await expect
        .poll(() => server.asked)
        .toEqual([
          { socket: 1, path: 'tickets.lists' },
          { socket: 2, path: 'notifications.live' },
        ]);
    },
  );

  it('dropped otherwise, reconnects and starts its streams again', async () => {
    // 1012: the server restarts.
    const { server, heard, ...live } = await liveAgainst(1012);
    live.stream('tickets.lists');
    await expect
      .poll(() => server.asked)
      .toEqual([
        { socket: 1, path: 'tickets.lists' },
        { socket: 2, path: 'tickets.lists' },
      ]);
    expect(live.completed()).toBe(false);
    expect(heard).toEqual([]);
  });
});
