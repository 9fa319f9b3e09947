import { createTRPCClient, createWSClient, wsLink, type TRPCLink } from '@trpc/client';
import { TRPCError, type AnyRouter } from '@trpc/server';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import { publicProcedure, router } from '#server/trpc/init.ts';
import { liveRetryLink } from '../../client/live-retry.ts';
import { useTestServer } from '../fixtures/test-server.ts';

/** Streams that fail the first `failures` times they are opened, with the error code given. */
const opened = new Map<string, number>();
const flakyRouter = router({
  feed: publicProcedure
    .input(
      z.object({
        name: z.string(),
        failures: z.number(),
        code: z.enum(['SERVICE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR', 'NOT_FOUND']),
      }),
    )
    .subscription(async function* ({ input }) {
      const times = (opened.get(input.name) ?? 0) + 1;
      opened.set(input.name, times);
      // As a feed's first read would be: answered by the database, or not.
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (times <= input.failures) throw new TRPCError({ code: input.code, message: 'not now' });
      yield { times };
    }),
});
type FlakyRouter = typeof flakyRouter;

/** The web app's live link chain (client/api-client.ts) over a Node WebSocket. */
function liveClient(address: string) {
  const wsClient = createWSClient({
    url: `${address.replace(/^http/, 'ws')}/api/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  const links = [
    liveRetryLink<AnyRouter>(),
    wsLink<AnyRouter>({ client: wsClient, transformer: superjson }),
  ] as Array<TRPCLink<FlakyRouter>>;
  return { client: createTRPCClient<FlakyRouter>({ links }), close: () => wsClient.close() };
}

describe('a live stream that ends on an error of the moment', () => {
  const { server } = useTestServer({ router: flakyRouter });
  let live: ReturnType<typeof liveClient>;

  beforeAll(() => {
    live = liveClient(server.address);
  });

  afterAll(async () => {
    await live?.close();
  });

  /** What a screen hears from one stream until it has data or an error. */
  const watch = (input: Parameters<typeof live.client.feed.subscribe>[0]) =>
    new Promise<{ started: number; data?: unknown; error?: string }>((resolve) => {
      let started = 0;
      const subscription = live.client.feed.subscribe(input, {
        onStarted: () => started++,
        onData: (data) => {
          subscription.unsubscribe();
          resolve({ started, data });
        },
        onError: (error) => resolve({ started, error: error.data?.code }),
      });
    });

  it('is started again after 1 s, then 2 s, and the screen hears each start', async () => {
    const began = performance.now();
    const heard = await watch({ name: 'outage', failures: 2, code: 'SERVICE_UNAVAILABLE' });
    expect(heard).toEqual({ started: 3, data: { times: 3 } });
    expect(performance.now() - began).toBeGreaterThan(2900);
    expect(await watch({ name: 'crash', failures: 1, code: 'INTERNAL_SERVER_ERROR' })).toEqual({
      started: 2,
      data: { times: 2 },
    });
  }, 15_000);

  it('is not tried again when the error would only come again', async () => {
    expect(await watch({ name: 'gone', failures: 5, code: 'NOT_FOUND' })).toEqual({
      started: 1,
      error: 'NOT_FOUND',
    });
    expect(opened.get('gone')).toBe(1);
  });
});
