import type { AnyRouter, TRPCError } from '@trpc/server';
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import { resolveResponse } from '@trpc/server/http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context, ContextOptions, WebSocketContextOptions } from './context.ts';
import {
  AnsweredProcedures,
  answerSingleCall,
  procedureCaller,
  singleCallOf,
} from './single-call.ts';
import { SocketCallGate } from './socket-call-gate.ts';
import { callLimitedJsonEncoder } from './socket-message-limit.ts';
import type { TransportLimits } from './transport-limits.ts';

export interface TrpcAdapterOptions {
  prefix: string;
  router: AnyRouter;
  createContext: (options: ContextOptions) => Promise<Context>;
  /**
   * Calls per batch and in flight per connection, HTTP and WebSocket alike; the HTTP body limit.
   * The WebSocket's message limit is ws's `maxPayload`, set where @fastify/websocket is registered.
   */
  limits: TransportLimits;
  /** Called for every failed procedure, over HTTP and over the WebSocket alike. */
  onError: (failure: {
    error: TRPCError;
    path: string | undefined;
    ctx: Context | undefined;
  }) => void;
  keepAlive: { pingMs: number; pongWaitMs: number };
  /**
   * Sends every call through `resolveResponse`, single calls too. Set only by the test that holds
   * the direct path's answers to `resolveResponse`'s (single-call.test.ts).
   */
  singleCallsThroughResolveResponse?: boolean;
}

/**
 * tRPC on Fastify over HTTP and WebSocket, through tRPC's own `resolveResponse` and WebSocket
 * handler (ADR 0006), one query or mutation through tRPC's server-side caller (./single-call.ts, ADR
 * 0020). It replaces `fastifyTRPCPlugin` for the cost of every request, which on this machine is
 * a large part of a command's CPU:
 * - the official adapter aborts each request's AbortSignal when its response closes, i.e. on every
 *   request (a DOMException and an event dispatch each); here a signal exists only where an answer
 *   can stream (a batch as JSON lines; subscriptions never come over HTTP, see init.ts) and
 *   aborts only if the client leaves before the answer is done;
 * - it answers with the Fetch `Response` itself, which Fastify streams chunked (three socket
 *   writes); here an answer that is one JSON document is sent whole, with a Content-Length.
 * One set of limits holds on both transports (./transport-limits.ts): calls per batch, calls in
 * flight per connection (a gate per HTTP connection as per WebSocket, ./socket-call-gate.ts), and
 * the size of a body or message.
 */
export async function registerTrpc(app: FastifyInstance, options: TrpcAdapterOptions) {
  const { prefix, router, createContext, limits, onError } = options;
  const maxBatchSize = limits.callsPerBatch;
  const answered = new AnsweredProcedures();
  const callProcedure = procedureCaller(router);
  const gates = new WeakMap<Socket, SocketCallGate>();
  /** The gate of an HTTP connection's calls, made with its first request. */
  const gateOf = (socket: Socket) => {
    let gate = gates.get(socket);
    if (!gate) {
      const made = new SocketCallGate(limits.callsInFlightPerConnection, socket);
      socket.once('close', () => made.close());
      gates.set(socket, made);
      gate = made;
    }
    return gate;
  };

  await app.register((scope, _options, done) => {
    // tRPC parses bodies itself (with its transformer): Fastify hands JSON over as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    // Only our own JSON client talks to tRPC: refusing form encodings closes the HTML-form CSRF
    // path that tRPC's multipart support would otherwise open. A hook of this scope runs for its
    // routes however the URL is spelled (`/api/%74rpc/…` reaches the same route, decoded), and
    // before the body is read.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      const type = request.headers['content-type'] ?? '';
      if (!type.startsWith('application/json')) {
        return reply.code(415).send({ error: 'tRPC accepts application/json only' });
      }
    });

    const bodyLimit = limits.messageBytes;
    scope.all<{ Params: { path: string } }>(`${prefix}/:path`, { bodyLimit }, (request, reply) => {
      const httpContext = async () => {
        const ctx = await createContext({ req: request, res: reply });
        ctx.calls = gateOf(request.raw.socket);
        return ctx;
      };
      const throughTrpc = (error: TRPCError | null, context = httpContext) =>
        answerThroughResolveResponse(request, reply, {
          router,
          maxBatchSize,
          onError,
          error,
          createContext: context,
          responseMeta: answered.learn,
        });
      const call = options.singleCallsThroughResolveResponse ? null : singleCallOf(request);
      if (!call || !answered.has(call)) return throughTrpc(null);
      return answerSingleCall(call, reply, {
        callProcedure,
        createContext: httpContext,
        answerThroughTrpc: throughTrpc,
      });
    });

    // A WebSocket message carries no more calls than an HTTP batch, and a connection runs no
    // more at once than an HTTP connection, so one socket cannot starve the others (ADR 0027).
    const onConnection = getWSConnectionHandler({
      wss: scope.websocketServer,
      router,
      async createContext(connection: WebSocketContextOptions) {
        const calls = new SocketCallGate(limits.callsInFlightPerConnection, connection.res);
        connection.res.once('close', () => calls.close());
        const ctx = await createContext(connection);
        ctx.calls = calls;
        return ctx;
      },
      experimental_encoder: callLimitedJsonEncoder(maxBatchSize),
      onError: ({ error, path, ctx }) => onError({ error, path, ctx: ctx as Context | undefined }),
      // Pings each client and closes it when no pong comes back in time.
      keepAlive: { enabled: true, ...options.keepAlive },
    });
    scope.get(prefix, { websocket: true }, (socket, request) => {
      onConnection(socket, request.raw);
    });
    done();
  });
}

/**
 * Any call, through tRPC's `resolveResponse`; with `error`, the answer reports that error for the
 * call (tRPC shapes it and calls `onError`) without running the procedure.
 */
async function answerThroughResolveResponse(
  request: FastifyRequest<{ Params: { path: string } }>,
  reply: FastifyReply,
  options: Pick<TrpcAdapterOptions, 'router' | 'onError'> & {
    maxBatchSize: number;
    error: TRPCError | null;
    createContext: () => Promise<Context>;
    responseMeta: AnsweredProcedures['learn'];
  },
) {
  // A batch streamed as JSON lines says so; nothing else streams over HTTP.
  const jsonLines = request.headers['trpc-accept'] === 'application/jsonl';
  const response = await resolveResponse({
    router: options.router,
    req: toFetchRequest(request, reply, jsonLines),
    path: request.params.path,
    error: options.error,
    maxBatchSize: options.maxBatchSize,
    createContext: options.createContext,
    responseMeta: options.responseMeta,
    onError: ({ error, path, ctx }) =>
      options.onError({ error, path, ctx: ctx as Context | undefined }),
  });
  reply.code(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  const eventStream = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (response.body === null || jsonLines || eventStream) return reply.send(response);
  return reply.send(await response.text());
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, streams: boolean): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.append(name, value);
  }
  let signal: AbortSignal | undefined;
  if (streams) {
    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    signal = controller.signal;
  }
  // Only the path and query matter to tRPC; the host is not trusted for anything.
  return new Request(new URL(request.url, 'http://localhost'), {
    method: request.method,
    headers,
    signal,
    body: typeof request.body === 'string' ? request.body : undefined,
  });
}
