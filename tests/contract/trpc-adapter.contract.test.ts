import websocket from '@fastify/websocket';
import {
  createTRPCUntypedClient,
  createWSClient,
  httpBatchLink,
  httpLink,
  TRPCClientError,
  wsLink,
  type TRPCUntypedClient,
} from '@trpc/client';
import { TRPCError, type AnyRouter } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { z } from 'zod';
import { DomainError } from '#shared/domain/errors.ts';
import { AppError } from '#shared/errors.ts';
import type { Context, ContextOptions } from '#server/trpc/context.ts';
import { registerTrpc } from '#server/trpc/fastify-adapter.ts';
import { authedProcedure, publicProcedure, router } from '#server/trpc/init.ts';
import { transportLimits } from '#server/trpc/transport-limits.ts';

/**
 * The contract that lets `@trpc/*` and `superjson` take minor releases (ADR 0028): tRPC's own
 * client, through its batch link, its plain HTTP link and its WebSocket link, sees the same
 * answers from our adapter (server/trpc/fastify-adapter.ts: single calls, the answer writer,
 * the limits) as from tRPC's stock `fastifyTRPCPlugin`, over real HTTP and WebSocket, for every
 * kind of call. The router is made with the app's own init.ts: its error formatter, transformer
 * and procedure-kind middleware run on both servers.
 */

const me = { id: '00000000-0000-4000-8000-000000000001', role: 'customer' };

const contractRouter = router({
  clock: publicProcedure.query(() => ({
    at: new Date(0),
    gone: undefined,
    list: [1, 'a', null, new Date(1), undefined],
    nested: { 'dotted.key': { when: new Date(2), nothing: undefined } },
  })),
  echo: publicProcedure
    .input(z.object({ text: z.string().min(2, 'Say more.'), when: z.date().optional() }))
    .query(({ input }) => input),
  /** Succeeds, or fails in the way its input names. */
  store: publicProcedure.input(z.object({ n: z.number().int() })).mutation(({ input }) => {
    if (input.n === -1) throw new AppError('CONFLICT', 'That number was taken.');
    if (input.n === -2) {
      throw new AppError('UNAUTHORIZED', 'Please verify your email.', 'EMAIL_NOT_VERIFIED');
    }
    if (input.n === 0) throw new DomainError('not-allowed', 'Zero is not allowed now.');
    if (input.n === 13) throw new Error('unlucky');
    if (input.n === 404) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such number.' });
    return { doubled: input.n * 2, at: new Date(input.n), none: undefined };
  }),
  nothing: publicProcedure.mutation(() => undefined),
  whoAmI: authedProcedure.query(({ ctx }) => ctx.me),
  ticks: publicProcedure
    .input(z.object({ count: z.number().int().min(1).max(5), failAt: z.number().optional() }))
    .subscription(async function* ({ input }) {
      for (let i = 0; i < input.count; i++) {
        if (i === input.failAt) throw new AppError('CONFLICT', 'The feed broke.');
        yield await Promise.resolve({ i, at: new Date(i), none: undefined });
      }
    }),
});

/** Who calls, told by headers, as the app's context would tell it from a session cookie. */
const callers = {
  signedOut: {},
  signedIn: { 'x-signed-in': 'yes' },
  production: { 'x-production': 'yes' },
  brokenContext: { 'x-fail-context': 'yes' },
} satisfies Record<string, Record<string, string>>;
type Caller = keyof typeof callers;

function contextOf(options: ContextOptions): Context {
  const { headers } = options.req;
  if (headers['x-fail-context']) throw new Error('The session store is away.');
  const signedIn = headers['x-signed-in'] === 'yes';
  return {
    env: { isProduction: headers['x-production'] === 'yes', nodeEnv: 'test' },
    me: signedIn ? me : null,
    sessionId: signedIn ? 'session' : null,
    transport: 'raw' in options.req ? 'http' : 'websocket',
    // The same on both servers: the formatter writes it into every error.
    requestId: 'request-1',
  } as unknown as Context;
}

/** Every failure a server reported through `onError`, by code and path. */
type Reports = Array<{ code: string; path: string | undefined }>;
const keepAlive = { pingMs: 30_000, pongWaitMs: 5_000 };

async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}/trpc`;
}

async function startOurs(reports: Reports) {
  const app = Fastify();
  await app.register(websocket, { options: { maxPayload: transportLimits.messageBytes } });
  await registerTrpc(app, {
    prefix: '/trpc',
    router: contractRouter,
    createContext: (options) => Promise.resolve(contextOf(options)),
    limits: transportLimits,
    onError: ({ error, path }) => reports.push({ code: error.code, path }),
    keepAlive,
  });
  return { app, url: await listening(app) };
}

async function startReference(reports: Reports) {
  const app = Fastify();
  await app.register(websocket);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    useWSS: true,
    trpcOptions: {
      router: contractRouter as AnyRouter,
      createContext: (options: unknown) => Promise.resolve(contextOf(options as ContextOptions)),
      maxBatchSize: transportLimits.callsPerBatch,
      onError: ({ error, path }: { error: TRPCError; path: string | undefined }) =>
        reports.push({ code: error.code, path }),
      keepAlive: { enabled: true, ...keepAlive },
    },
  });
  return { app, url: await listening(app) };
}

type Client = TRPCUntypedClient<AnyRouter>;
type Link = 'batch' | 'plain' | 'ws';

/** tRPC's clients of one server, one per link and caller, made when first asked for. */
function clientsOf(url: string) {
  const made = new Map<string, Client>();
  const sockets: Array<{ close: () => Promise<void> }> = [];
  return {
    get(link: Link, caller: Caller): Client {
      const key = `${link} ${caller}`;
      let client = made.get(key);
      if (client) return client;
      const headers = callers[caller];
      if (link === 'ws') {
        const socket = createWSClient({
          url: url.replace(/^http/, 'ws'),
          // The upgrade request carries the caller's headers, as a browser's carries its cookie.
          WebSocket: class extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, { headers });
            }
          } as unknown as typeof globalThis.WebSocket,
        });
        sockets.push(socket);
        client = createTRPCUntypedClient({
          links: [wsLink({ client: socket, transformer: superjson })],
        });
      } else {
        const options = { url, transformer: superjson, headers };
        client = createTRPCUntypedClient({
          links: [
            link === 'batch'
              ? httpBatchLink({ ...options, maxItems: Number.POSITIVE_INFINITY })
              : httpLink(options),
          ],
        });
      }
      made.set(key, client);
      return client;
    },
    close: () => Promise.all(sockets.map((socket) => socket.close())),
  };
}

/** What tRPC's client makes of an error: its message, shape, data and HTTP status. */
function seenError(error: unknown) {
  if (!(error instanceof TRPCClientError)) return { notTrpc: String(error) };
  const meta = error.meta as { response?: Response } | undefined;
  return {
    message: error.message,
    shape: error.shape as unknown,
    data: error.data as unknown,
    status: meta?.response?.status,
  };
}

async function seen(call: () => Promise<unknown>) {
  try {
    return { data: await call() };
  } catch (error) {
    return { error: seenError(error) };
  }
}

/** A subscription's values, then how it ended: completed, or the error it ended with. */
function subscribed(client: Client, path: string, input: unknown) {
  return new Promise<{ values: unknown[]; completed?: true; error?: unknown }>((resolve) => {
    const values: unknown[] = [];
    const subscription = client.subscription(path, input, {
      onData: (value) => values.push(value),
      onError: (error) => {
        subscription.unsubscribe();
        resolve({ values, error: seenError(error) });
      },
      onComplete: () => resolve({ values, completed: true }),
    });
  });
}

/** A call as a case runs it: through a client of one server, or raw fetch for what a client won't send. */
type Case = (server: {
  client: (link: Link, caller?: Caller) => Client;
  url: string;
}) => Promise<unknown>;

const query =
  (path: string, input?: unknown, caller: Caller = 'signedOut') =>
  (link: Link): Case =>
  ({ client }) =>
    seen(() => client(link, caller).query(path, input));
const mutation =
  (path: string, input?: unknown, caller: Caller = 'signedOut') =>
  (link: Link): Case =>
  ({ client }) =>
    seen(() => client(link, caller).mutation(path, input));
/** Several calls at once, which the batch link sends as one request. */
const together =
  (...calls: Array<(link: Link) => Case>) =>
  (link: Link): Case =>
  (server) =>
    Promise.all(calls.map((call) => call(link)(server)));

const callsOverEveryLink: Array<[string, (link: Link) => Case]> = [
  ['a query without input, its answer with dates and undefined', query('clock')],
  ['a query with a date in its input', query('echo', { text: 'hello', when: new Date(5) })],
  ['a mutation', mutation('store', { n: 4 })],
  ['a mutation that answers nothing', mutation('nothing')],
  ['bad input', query('echo', { text: 'h' })],
  ['input of the wrong type', mutation('store', { n: 'four' })],
  ['no input where some is needed', mutation('store')],
  ['signed out where a user is needed', query('whoAmI')],
  ['signed in', query('whoAmI', undefined, 'signedIn')],
  ['an AppError', mutation('store', { n: -1 })],
  ['an AppError with a reason', mutation('store', { n: -2 })],
  ['a DomainError', mutation('store', { n: 0 })],
  ["a procedure's own TRPCError", mutation('store', { n: 404 })],
  ['an unexpected error', mutation('store', { n: 13 })],
  ['an unexpected error in production', mutation('store', { n: 13 }, 'production')],
  ['an unknown path', query('nowhere')],
  ['an unknown mutation', mutation('nowhere.at.all', { n: 1 })],
  ['a query called as a mutation', mutation('clock')],
  ['a mutation called as a query', query('store', { n: 1 })],
  [
    'several at once',
    together(
      query('clock'),
      query('echo', { text: 'h' }),
      query('nowhere'),
      query('whoAmI'),
      query('echo', { text: 'yes', when: new Date(3) }),
    ),
  ],
  [
    'several mutations at once',
    together(mutation('store', { n: 2 }), mutation('store', { n: 13 }), mutation('nothing')),
  ],
];

const callsOverHttp: Array<[string, (link: Link) => Case]> = [
  ['a context that cannot be made', query('clock', undefined, 'brokenContext')],
  [
    'a batch over the limit',
    together(...Array.from({ length: transportLimits.callsPerBatch + 1 }, () => query('clock'))),
  ],
  [
    'a full batch',
    together(...Array.from({ length: transportLimits.callsPerBatch }, () => query('clock'))),
  ],
];

/** What a client of any kind is answered over HTTP, status and body, for requests tRPC's client never sends. */
const raw =
  (path: string, init?: RequestInit): Case =>
  async ({ url }) => {
    const response = await fetch(`${url}/${path}`, init);
    // The media type: ours names JSON's charset (utf-8, as JSON always is), the plugin does not.
    const type = response.headers.get('content-type')?.split(';')[0];
    const text = await response.text();
    return {
      status: response.status,
      type,
      body: type?.startsWith('application/json') ? (JSON.parse(text) as unknown) : text,
    };
  };
const post = (body: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});
const rawRequests: Array<[string, Case]> = [
  ['a mutation asked for with GET', raw('store')],
  ['a mutation asked for with GET, as a batch of one', raw('store?batch=1&input={}')],
  ['a query asked for with POST', raw('clock', post('{}'))],
  [
    'a subscription asked for over HTTP',
    raw(`ticks?input=${encodeURIComponent('{"json":{"count":1}}')}`),
  ],
  ['malformed JSON', raw('store', post('{"json":'))],
  ['a query input that is not JSON', raw('clock?input=nope')],
];

const subscriptions: Array<[string, Case]> = [
  [
    'a subscription that completes',
    ({ client }) => subscribed(client('ws'), 'ticks', { count: 3 }),
  ],
  [
    'a subscription that fails after a value',
    ({ client }) => subscribed(client('ws'), 'ticks', { count: 3, failAt: 1 }),
  ],
  [
    'a subscription with bad input',
    ({ client }) => subscribed(client('ws'), 'ticks', { count: 9 }),
  ],
  ['an unknown subscription', ({ client }) => subscribed(client('ws'), 'nowhere', undefined)],
  ['a query subscribed to', ({ client }) => subscribed(client('ws'), 'clock', undefined)],
];

describe('our tRPC adapter against the stock Fastify plugin, as tRPC’s client sees them', () => {
  const servers = {} as Record<
    'ours' | 'reference',
    { app: FastifyInstance; url: string; reports: Reports; clients: ReturnType<typeof clientsOf> }
  >;

  beforeAll(async () => {
    for (const [name, start] of [
      ['ours', startOurs],
      ['reference', startReference],
    ] as const) {
      const reports: Reports = [];
      const { app, url } = await start(reports);
      servers[name] = { app, url, reports, clients: clientsOf(url) };
    }
    // Every query and mutation answered once, so that ours answers the calls below on its
    // direct path (server/trpc/single-call.ts) wherever it would take it.
    const warm = servers.ours.clients.get('plain', 'signedIn');
    await warm.query('clock');
    await warm.query('echo', { text: 'hello' });
    await warm.query('whoAmI');
    await warm.mutation('store', { n: 1 });
    await warm.mutation('nothing');
  });

  afterAll(async () => {
    for (const { app, clients } of Object.values(servers)) {
      await clients.close();
      await app.close();
    }
  });

  /** The case's outcome and `onError` reports on one server. */
  async function outcomeOn(name: 'ours' | 'reference', run: Case) {
    const server = servers[name];
    server.reports.length = 0;
    const outcome = await run({
      url: server.url,
      client: (link, caller = 'signedOut') => server.clients.get(link, caller),
    });
    return { outcome, reports: [...server.reports] };
  }

  async function expectSameAnswers(run: Case) {
    const reference = await outcomeOn('reference', run);
    expect(await outcomeOn('ours', run)).toEqual(reference);
    return reference;
  }

  for (const link of ['batch', 'plain', 'ws'] as const) {
    describe(`through the ${link === 'ws' ? 'WebSocket' : link === 'batch' ? 'batch' : 'plain HTTP'} link`, () => {
      it.each(callsOverEveryLink)('%s', async (_name, call) => {
        await expectSameAnswers(call(link));
      });
    });
  }

  for (const link of ['batch', 'plain'] as const) {
    describe(`through the ${link} link only`, () => {
      it.each(callsOverHttp)('%s', async (_name, call) => {
        await expectSameAnswers(call(link));
      });
    });
  }

  it.each(rawRequests)('over HTTP without a client: %s', async (_name, request) => {
    await expectSameAnswers(request);
  });

  it.each(subscriptions)('over the WebSocket: %s', async (_name, subscription) => {
    await expectSameAnswers(subscription);
  });

  it('gives the client dates as dates and keeps undefined, as superjson does', async () => {
    const { outcome } = await expectSameAnswers(query('clock')('plain'));
    expect(outcome).toEqual({
      data: {
        at: new Date(0),
        gone: undefined,
        list: [1, 'a', null, new Date(1), undefined],
        nested: { 'dotted.key': { when: new Date(2), nothing: undefined } },
      },
    });
  });
});
