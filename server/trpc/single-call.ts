import { getTRPCErrorFromUnknown, type AnyRouter, type TRPCError } from '@trpc/server';
import type { ResponseMetaFn } from '@trpc/server/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SuperJSONResult } from 'superjson';
import { transformer } from './answer-transformer.ts';
import type { Context } from './context.ts';
import { createCallerFactory } from './init.ts';

/**
 * One query or mutation over HTTP, the call every screen and command makes, answered without
 * tRPC's Fetch round trip (ADR 0020). `resolveResponse` serves every kind of call (batches, JSON
 * lines, server-sent events, form data) from a Fetch `Request` and answers with a Fetch
 * `Response`: per call it builds a URL, a `Headers`, a `Request`, an AbortController, a memoised
 * input reader, then a `Response` whose body is read back as a web stream. Measured in-process
 * that was ~40 % of the CPU of a request that reads a cached session and answers. For one
 * call this runs the procedure through tRPC's documented server-side caller (`createCaller`, with
 * its middleware and input parser, as `resolveResponse` runs it) and writes tRPC's wire format
 * (`{ result: { data } }`, the router's transformer) itself. Failures still go through
 * `resolveResponse`, given the error: tRPC shapes the error, picks the status and calls `onError`,
 * so error answers stay tRPC's own. Only a procedure `resolveResponse` has answered before takes
 * this path (`AnsweredProcedures`): anything else, an unknown path or the wrong method among
 * them, is tRPC's to resolve and refuse.
 */
export interface SingleCall {
  /** The procedure's path, decoded as tRPC decodes it. */
  path: string;
  /** GET calls queries, POST mutations: as tRPC maps methods (no method override). */
  type: 'query' | 'mutation';
  input: unknown;
  /**
   * Asked for as a batch of one (`?batch=1`), as the browser's batch link asks for every call,
   * and answered as a batch: an array of one result.
   */
  batch: boolean;
}

/**
 * The call a request makes when it is one query or mutation with JSON input that tRPC would
 * answer as one JSON document, alone or as a batch of one; null for everything else (a batch of
 * several, a stream, HEAD, input tRPC itself must refuse), which `resolveResponse` serves as
 * before. Reads nothing tRPC would not.
 */
export function singleCallOf(
  request: FastifyRequest<{ Params: { path: string } }>,
): SingleCall | null {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'POST') return null;
  // A stream is asked for with `trpc-accept` or `accept: application/jsonl` (batches only).
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) {
    return null;
  }
  const query = request.query as Record<string, unknown>;
  const batch = query.batch === '1';
  // Any other `batch` is tRPC's to read (not a batch), or to refuse (repeated).
  if (query.batch !== undefined && !batch) return null;
  const text = method === 'GET' ? (query.input ?? '') : request.body;
  // A POST without a body, or a repeated `input`, is tRPC's to refuse.
  if (typeof text !== 'string') return null;
  // tRPC reads a missing or empty GET input as no input; an empty POST body fails to parse.
  const json = method === 'GET' && text === '' ? undefined : text;
  try {
    const path = decodeURIComponent(request.params.path);
    // A batch names its calls' paths separated by commas.
    if (batch && path.includes(',')) return null;
    const parsed: unknown = json === undefined ? undefined : JSON.parse(json);
    let serialized = parsed;
    if (batch && parsed !== undefined) {
      // A batch's input is an object keyed by the call's index; tRPC refuses anything else.
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      serialized = (parsed as Record<string, unknown>)['0'];
    }
    return {
      path,
      type: method === 'GET' ? 'query' : 'mutation',
      input:
        serialized === undefined
          ? undefined
          : transformer.input.deserialize(serialized as SuperJSONResult),
      batch,
    };
  } catch {
    // Malformed JSON or path: tRPC's own answer names the problem.
    return null;
  }
}

/**
 * The procedures, by type and path, that `resolveResponse` has answered with success: a procedure
 * of that type is at that path, so a call of it may take the direct path. Learnt from tRPC's
 * public `responseMeta` hook rather than read from the router's definition (which tRPC keeps to
 * itself), so nothing here knows how tRPC finds a procedure or words its refusal: a procedure's
 * first call on an instance goes through `resolveResponse`, and a call tRPC would refuse (no such
 * path, a mutation asked for with GET, a subscription over HTTP) never comes here at all.
 */
export class AnsweredProcedures {
  private readonly known = new Set<string>();

  has(call: Pick<SingleCall, 'type' | 'path'>): boolean {
    return this.known.has(`${call.type} ${call.path}`);
  }

  /** For `resolveResponse`'s `responseMeta` option: adds nothing to the answer. */
  readonly learn: ResponseMetaFn<AnyRouter> = ({ info, type, errors, eagerGeneration }) => {
    // A streamed answer's meta comes before its results; an error may mean nothing ran.
    if (eagerGeneration || errors.length > 0 || !info) return {};
    if (type !== 'query' && type !== 'mutation') return {};
    for (const { path } of info.calls) this.known.add(`${type} ${path}`);
    return {};
  };
}

/**
 * Runs the procedure at a path with a context, through tRPC's documented server-side caller:
 * `createCaller(ctx)` is a proxy on which `caller.tickets.get(input)` runs `tickets.get`, its
 * middleware and input parser included. It runs a procedure of whatever type is at the path, so
 * it is only given calls `AnsweredProcedures` has seen tRPC answer with that type.
 */
export type ProcedureCaller = (ctx: Context, path: string, input: unknown) => Promise<unknown>;

export function procedureCaller(router: AnyRouter): ProcedureCaller {
  const createCaller = createCallerFactory(router);
  return (ctx, path, input) => {
    let procedure: unknown = createCaller(ctx);
    for (const segment of path.split('.')) {
      procedure = (procedure as Record<string, unknown>)[segment];
    }
    return (procedure as (input: unknown) => Promise<unknown>)(input);
  };
}

export interface SingleCallOptions {
  callProcedure: ProcedureCaller;
  createContext: () => Promise<Context>;
  /**
   * Answers the request through `resolveResponse` with the context given; with `error`, reporting
   * that error for the call instead of running it.
   */
  answerThroughTrpc: (error: TRPCError | null, context: () => Promise<Context>) => Promise<unknown>;
}

/**
 * Runs the call and sends its result, as `resolveResponse` would for one call. Only for a call of
 * a procedure `AnsweredProcedures` knows: any failure here is the procedure's (or its context's).
 */
export async function answerSingleCall(
  call: SingleCall,
  reply: FastifyReply,
  { callProcedure, createContext, answerThroughTrpc }: SingleCallOptions,
): Promise<unknown> {
  let ctx: Context;
  try {
    ctx = await createContext();
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    return answerThroughTrpc(error, () => Promise.reject(error));
  }
  let data: unknown;
  try {
    data = await callProcedure(ctx, call.path, call.input);
  } catch (cause) {
    return answerThroughTrpc(getTRPCErrorFromUnknown(cause), () => Promise.resolve(ctx));
  }
  const answer = { result: { data: transformer.output.serialize(data) } };
  return reply
    .code(200)
    .header('content-type', 'application/json')
    .header('vary', 'trpc-accept, accept')
    .send(JSON.stringify(call.batch ? [answer] : answer));
}
