import websocket from '@fastify/websocket';
import type { TRPCError } from '@trpc/server';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import superjson, { type SuperJSONResult } from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import type { Context } from './context.ts';
import { registerTrpc } from './fastify-adapter.ts';
import { authedProcedure, publicProcedure, router } from './init.ts';

/**
 * One query or mutation is answered through `callTRPCProcedure` (./single-call.ts, ADR 0020): the
 * same requests, sent to that path and to `resolveResponse` (the adapter's switch for this test),
 * get the same status, headers and body, and the same `onError` reports.
 */
const testRouter = router({
  clock: publicProcedure.query(() => ({ at: new Date(0), gone: undefined, list: [1, 'a', null] })),
  nothing: publicProcedure.mutation(() => undefined),
  echo: publicProcedure
    .input(z.object({ text: z.string().min(2, 'Say more.'), when: z.date().optional() }))
    .mutation(({ input }) => input),
  whoAmI: authedProcedure.query(({ ctx }) => ctx.me),
  missing: publicProcedure.query(() => {
    throw new AppError('NOT_FOUND', 'Request not found');
  }),
  crash: publicProcedure.query(() => {
    throw new Error('boom');
  }),
  live: publicProcedure.subscription(async function* () {
    yield await Promise.resolve(1);
  }),
  /** Tells the two paths apart: only `resolveResponse` hands a procedure an AbortSignal. */
  signalled: publicProcedure.query(({ signal }) => signal !== undefined),
});

const me = { id: '00000000-0000-4000-8000-000000000001', role: 'customer' };

/** A context as the app's, made from test headers: who is signed in, or a failure to make one. */
function contextOf(headers: Record<string, string | string[] | undefined>, requestId: string) {
  if (headers['x-fail-context']) throw new Error('the session store is away');
  const signedIn = headers['x-signed-in'] === 'yes';
  return {
    env: { isProduction: false, nodeEnv: 'test' },
    me: signedIn ? me : null,
    sessionId: signedIn ? 'session' : null,
    transport: 'http',
    requestId,
  } as unknown as Context;
}

describe('single calls answered without resolveResponse', () => {
  let app: FastifyInstance;
  const reported: Array<{ prefix: string; code: string; path: string | undefined }> = [];

  beforeAll(async () => {
    // The request id comes from a header, so that both answers name the same one.
    app = Fastify({ requestIdHeader: 'x-test-id' });
    await app.register(websocket);
    for (const prefix of ['/direct', '/reference']) {
      await registerTrpc(app, {
        prefix,
        router: testRouter,
        createContext: (options) =>
          Promise.resolve(
            contextOf(options.req.headers, 'id' in options.req ? options.req.id : ''),
          ),
        maxBatchSize: 5,
        onError: ({ error, path }: { error: TRPCError; path: string | undefined }) =>
          reported.push({ prefix, code: error.code, path }),
        keepAlive: { pingMs: 30_000, pongWaitMs: 5_000 },
        singleCallsThroughResolveResponse: prefix === '/reference',
      });
    }
  });
  afterAll(() => app.close());

  const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));
  const json = { 'content-type': 'application/json' };
  const requests: Array<[string, Omit<InjectOptions, 'url'> & { url: string }]> = [
    ['a query without input', { method: 'GET', url: '/clock' }],
    ['a query with an empty input', { method: 'GET', url: '/clock?input=' }],
    ['a mutation without a result', { method: 'POST', url: '/nothing', headers: json, body: '{}' }],
    [
      'a mutation with a date in its input',
      {
        method: 'POST',
        url: '/echo',
        headers: json,
        body: JSON.stringify(superjson.serialize({ text: 'hello', when: new Date(5) })),
      },
    ],
    [
      'input that fails validation',
      {
        method: 'POST',
        url: '/echo',
        headers: json,
        body: JSON.stringify({ json: { text: 'h' } }),
      },
    ],
    ['malformed JSON', { method: 'POST', url: '/echo', headers: json, body: '{"json":' }],
    ['an empty body', { method: 'POST', url: '/echo', headers: json, body: '' }],
    ['a query input that is not JSON', { method: 'GET', url: '/clock?input=nope' }],
    ['signed out', { method: 'GET', url: '/whoAmI' }],
    ['signed in', { method: 'GET', url: '/whoAmI', headers: { 'x-signed-in': 'yes' } }],
    ['an AppError', { method: 'GET', url: `/missing?input=${input({})}` }],
    ['an unexpected error', { method: 'GET', url: '/crash' }],
    [
      'a context that cannot be made',
      { method: 'GET', url: '/clock', headers: { 'x-fail-context': '1' } },
    ],
    ['a mutation asked for with GET', { method: 'GET', url: '/echo' }],
    ['a query asked for with POST', { method: 'POST', url: '/clock', headers: json, body: '{}' }],
    ['a path with no procedure', { method: 'GET', url: '/nowhere' }],
    ['a subscription over HTTP', { method: 'GET', url: '/live' }],
    ['a batch', { method: 'GET', url: `/clock,whoAmI?batch=1&input=${input({})}` }],
    [
      'a stream asked for',
      { method: 'GET', url: '/clock', headers: { 'trpc-accept': 'application/jsonl' } },
    ],
    ['HEAD', { method: 'HEAD', url: '/clock' }],
  ];

  it.each(requests)('answers %s as resolveResponse does', async (_name, request) => {
    const answer = async (prefix: string) => {
      reported.length = 0;
      const response = await app.inject({
        ...request,
        url: `${prefix}${request.url}`,
        headers: { ...request.headers, 'x-test-id': 'request-1' },
      });
      return {
        status: response.statusCode,
        type: response.headers['content-type'],
        vary: response.headers.vary,
        length: response.headers['content-length'],
        body: response.body.replaceAll(prefix, '/PREFIX'),
        reported: reported.map(({ code, path }) => ({ code, path })),
      };
    };
    expect(await answer('/direct')).toEqual(await answer('/reference'));
  });

  it('takes the direct path for a single call, and only there', async () => {
    const signalled = async (prefix: string) =>
      superjson.deserialize(
        (await app.inject({ method: 'GET', url: `${prefix}/signalled` })).json<{
          result: { data: SuperJSONResult };
        }>().result.data,
      );
    expect(await signalled('/direct')).toBe(false);
    expect(await signalled('/reference')).toBe(true);
  });
});
