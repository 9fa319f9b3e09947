import websocket from '@fastify/websocket';
import { TRPCError } from '@trpc/server';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import superjson, { type SuperJSONResult } from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import type { Context } from './context.ts';
import { registerTrpc } from './fastify-adapter.ts';
import { DomainError } from '#shared/domain/errors.ts';
import { authedProcedure, publicProcedure, router } from './init.ts';

/**
 * One query or mutation, alone or as a batch of one, of a procedure tRPC has answered before, is
 * answered through tRPC's server-side caller (./single-call.ts, ADR 0020): the same requests, sent to
 * that path and to `resolveResponse` (the adapter's switch for this test), get the same status,
 * headers and body, and the same `onError` reports. The contract suite (tests/contract) holds the
 * adapter to tRPC's own Fastify plugin as tRPC's client sees it.
 */
let chainRuns = 0;
/** Authed procedures, with a middleware that counts the calls tRPC's chain runs. */
const counted = authedProcedure.use(({ next }) => {
  chainRuns++;
  return next();
});
const directRecord = {
  greet: counted
    .input(z.object({ name: z.string().min(2, 'Say more.'), at: z.date() }))
    .query(({ ctx, input }) => ({
      hello: input.name,
      by: ctx.me.id,
      at: input.at,
    })),
  whoIs: counted.query(({ ctx }) => ({ id: ctx.me.id, at: new Date(1) })),
  store: counted.input(z.object({ n: z.number().int() })).mutation(({ input }) => {
    if (input.n < 0) throw new AppError('CONFLICT', 'That number was taken.');
    if (input.n === 0) throw new DomainError('not-allowed', 'Zero is not allowed now.');
    if (input.n === 13) throw new Error('unlucky');
    return input.n * 2;
  }),
};
const testRouter = router({
  direct: directRecord,
  clock: publicProcedure.query(() => ({ at: new Date(0), gone: undefined, list: [1, 'a', null] })),
  nothing: publicProcedure.mutation(() => undefined),
  echo: publicProcedure
    .input(z.object({ text: z.string().min(2, 'Say more.'), when: z.date().optional() }))
    .mutation(({ input }) => input),
  whoAmI: authedProcedure.query(({ ctx }) => ctx.me),
  missing: publicProcedure.input(z.object({ found: z.boolean().optional() })).query(({ input }) => {
    if (!input.found) throw new AppError('NOT_FOUND', 'Request not found');
    return 'here';
  }),
  crash: publicProcedure.input(z.object({ fine: z.boolean() }).optional()).query(({ input }) => {
    if (!input?.fine) throw new Error('boom');
    return 'fine';
  }),
  /** A NOT_FOUND of the procedure's own, worded as tRPC words a path without a procedure. */
  gone: publicProcedure.input(z.object({ gone: z.boolean() })).query(({ input }) => {
    if (input.gone) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'No "query"-procedure on path "gone"' });
    }
    return 'here';
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
        limits: { callsPerBatch: 5, callsInFlightPerConnection: 5, messageBytes: 1024 * 1024 },
        onError: ({ error, path }: { error: TRPCError; path: string | undefined }) =>
          reported.push({ prefix, code: error.code, path }),
        keepAlive: { pingMs: 30_000, pongWaitMs: 5_000 },
        singleCallsThroughResolveResponse: prefix === '/reference',
      });
    }
    // Each procedure answered once with success, so that its later calls take the direct path.
    for (const request of warmUp) {
      const response = await app.inject({ ...request, url: `/direct${request.url}` });
      expect(response.statusCode, request.url).toBe(200);
    }
  });
  afterAll(() => app.close());

  const input = (value: unknown) => encodeURIComponent(JSON.stringify(superjson.serialize(value)));
  const json = { 'content-type': 'application/json' };
  const signedIn = { 'x-signed-in': 'yes' };
  /** A batch of one's input, as the browser's batch link writes it. */
  const batchBody = (value?: unknown) =>
    JSON.stringify(value === undefined ? {} : { 0: superjson.serialize(value) });
  const batchOf = (value?: unknown) => encodeURIComponent(batchBody(value));
  /** `direct.store` of `n`, signed in, alone or as a batch of one. */
  const store = (n: number, batch: boolean) => ({
    method: 'POST' as const,
    url: batch ? '/direct.store?batch=1' : '/direct.store',
    headers: { ...json, ...signedIn },
    body: batch ? batchBody({ n }) : JSON.stringify(superjson.serialize({ n })),
  });
  type Request = Omit<InjectOptions, 'url'> & { url: string };
  const greetInput = input({ name: 'Ada', at: new Date(9) });
  const warmUp: Request[] = [
    { method: 'GET', url: '/clock' },
    { method: 'POST', url: '/nothing', headers: json, body: '{}' },
    { method: 'POST', url: '/echo', headers: json, body: JSON.stringify({ json: { text: 'hi' } }) },
    { method: 'GET', url: '/whoAmI', headers: signedIn },
    { method: 'GET', url: `/missing?input=${input({ found: true })}` },
    { method: 'GET', url: `/crash?input=${input({ fine: true })}` },
    { method: 'GET', url: `/gone?input=${input({ gone: false })}` },
    { method: 'GET', url: `/direct.greet?input=${greetInput}`, headers: signedIn },
    { method: 'GET', url: '/direct.whoIs', headers: signedIn },
    store(1, false),
  ];
  const requests: Array<[string, Request]> = [
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
      "a procedure's own NOT_FOUND worded as tRPC's",
      { method: 'GET', url: `/gone?input=${input({ gone: true })}` },
    ],
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
    ['a batch of one without input', { method: 'GET', url: '/clock?batch=1' }],
    [
      'a batch of one with an empty input',
      { method: 'GET', url: `/clock?batch=1&input=${batchOf()}` },
    ],
    [
      'a batch of one mutation',
      {
        method: 'POST',
        url: '/echo?batch=1',
        headers: json,
        body: batchBody({ text: 'hi', when: new Date(7) }),
      },
    ],
    [
      'a batch of one that fails validation',
      { method: 'POST', url: '/echo?batch=1', headers: json, body: batchBody({ text: 'h' }) },
    ],
    ['a batch of one signed out', { method: 'GET', url: '/whoAmI?batch=1' }],
    [
      'a batch of one with an AppError',
      { method: 'GET', url: `/missing?batch=1&input=${batchOf({})}` },
    ],
    ['a batch of one with an unexpected error', { method: 'GET', url: '/crash?batch=1' }],
    ['a batch of one mutation asked for with GET', { method: 'GET', url: '/echo?batch=1' }],
    [
      'a batch whose input is a list',
      { method: 'GET', url: `/clock?batch=1&input=${encodeURIComponent('[1]')}` },
    ],
    ['a batch whose input is null', { method: 'GET', url: `/clock?batch=1&input=null` }],
    ['a batch flag that is not 1', { method: 'GET', url: '/clock?batch=yes' }],
    ['a repeated batch flag', { method: 'GET', url: '/clock?batch=1&batch=1' }],
    [
      'a direct query',
      {
        method: 'GET',
        url: `/direct.greet?input=${input({ name: 'Ada', at: new Date(9) })}`,
        headers: signedIn,
      },
    ],
    [
      'a direct query as a batch of one',
      {
        method: 'GET',
        url: `/direct.greet?batch=1&input=${batchOf({ name: 'Ada', at: new Date(9) })}`,
        headers: signedIn,
      },
    ],
    [
      'a direct query signed out',
      { method: 'GET', url: `/direct.greet?input=${input({ name: 'Ada', at: new Date(9) })}` },
    ],
    [
      'a direct query signed out with bad input',
      { method: 'GET', url: `/direct.greet?batch=1&input=${batchOf({ name: 'A' })}` },
    ],
    [
      'a direct query with bad input',
      { method: 'GET', url: `/direct.greet?input=${input({ name: 'A' })}`, headers: signedIn },
    ],
    ['a direct query without input', { method: 'GET', url: '/direct.greet', headers: signedIn }],
    [
      'a direct query asked for with POST',
      { method: 'POST', url: '/direct.greet', headers: { ...json, ...signedIn }, body: '{}' },
    ],
    ['a direct mutation', store(4, true)],
    ['a direct mutation with an AppError', store(-1, false)],
    ['a direct mutation with a DomainError', store(0, true)],
    ['a direct mutation with an unexpected error', store(13, false)],
    [
      'a direct query without an input parser',
      { method: 'GET', url: '/direct.whoIs', headers: signedIn },
    ],
    [
      'a direct query without an input parser, given one, as a batch of one',
      {
        method: 'GET',
        url: `/direct.whoIs?batch=1&input=${batchOf({ any: 1 })}`,
        headers: signedIn,
      },
    ],
    [
      'a direct query without an input parser, signed out',
      { method: 'GET', url: '/direct.whoIs?batch=1' },
    ],
    [
      'a direct mutation asked for with GET',
      { method: 'GET', url: '/direct.store', headers: signedIn },
    ],
    [
      'a batch of a direct call and another',
      {
        method: 'GET',
        url: `/direct.greet,clock?batch=1&input=${batchOf({ name: 'Ada', at: new Date(9) })}`,
        headers: signedIn,
      },
    ],
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

  it('takes the direct path for a single call of a procedure answered before, and only there', async () => {
    const signalled = async (prefix: string) =>
      superjson.deserialize(
        (await app.inject({ method: 'GET', url: `${prefix}/signalled` })).json<{
          result: { data: SuperJSONResult };
        }>().result.data,
      );
    // Its first call goes through resolveResponse, which answers it: later ones are direct.
    expect(await signalled('/direct')).toBe(true);
    expect(await signalled('/direct')).toBe(false);
    expect(await signalled('/reference')).toBe(true);
  });

  it("runs every call through the procedure's middleware chain, once", async () => {
    const greet = (prefix: string, query: string) =>
      app.inject({ method: 'GET', url: `${prefix}/direct.greet?${query}`, headers: signedIn });
    const one = input({ name: 'Ada', at: new Date(9) });
    chainRuns = 0;
    expect((await greet('/direct', `input=${one}`)).statusCode).toBe(200);
    expect(
      (await greet('/direct', `batch=1&input=${batchOf({ name: 'Ada', at: new Date(9) })}`))
        .statusCode,
    ).toBe(200);
    expect(chainRuns).toBe(2);
    expect((await greet('/reference', `input=${one}`)).statusCode).toBe(200);
    expect(chainRuns).toBe(3);
    // A batch of two goes through resolveResponse, and through the chain once per call.
    const two = encodeURIComponent(
      JSON.stringify({
        0: superjson.serialize({ name: 'Ada', at: new Date(9) }),
        1: superjson.serialize({ name: 'Bo', at: new Date(9) }),
      }),
    );
    const batch = await app.inject({
      method: 'GET',
      url: `/direct/direct.greet,direct.greet?batch=1&input=${two}`,
      headers: signedIn,
    });
    expect(batch.statusCode).toBe(200);
    expect(chainRuns).toBe(5);
  });
});
