import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from './context.ts';
import type { ProcedureKind } from './init.ts';

/**
 * Procedures a single HTTP call runs without tRPC's middleware chain (ADR 0023). A procedure made
 * here is an ordinary tRPC procedure of its kind (the router, the client's types, batches and the
 * WebSocket see nothing else), and it is also kept as what it is made of: its kind's admission,
 * its input schema and its function. For one query or mutation over HTTP, ./single-call.ts runs
 * those itself, in tRPC's order (admit, parse, run), inside the same `observedCall` as the kind's
 * middleware. tRPC's chain copies the call's options twice per level with a slow object-spread
 * helper and awaits each level: measured, ~0.08 ms of CPU per call, a third of what the API adds
 * to a list read over a bare route.
 */
export interface DirectProcedure {
  type: 'query' | 'mutation';
  /** Admits the caller, parses the input and runs; throws as tRPC's middlewares would. */
  run(ctx: Context, rawInput: unknown): Promise<unknown>;
}

const directOf = new WeakMap<object, DirectProcedure>();

/** The context a kind's procedures see: the request's, with what the kind's admission adds. */
type KindContext<Added extends object> = Omit<Context, keyof Added> & Added;

/**
 * A kind's `query`, `mutation` and `queryWithoutInput` makers: `kind.query(schema, (ctx, input) =>
 * …)` is `kind.procedure.input(schema).query(({ ctx, input }) => …)`, runnable directly too.
 */
export function directProcedures<Added extends object>(kind: ProcedureKind<Added>) {
  type Run<S extends z.ZodType, R> = (
    ctx: KindContext<Added>,
    input: z.output<S>,
  ) => R | Promise<R>;
  /** The context with what the kind's admission adds, as tRPC merges it. */
  const admitted = async (ctx: Context) => {
    const added = await kind.admit(ctx);
    return (added ? { ...ctx, ...added } : ctx) as unknown as KindContext<Added>;
  };
  /** tRPC's resolver for `run`. */
  const resolver =
    <S extends z.ZodType, R>(run: Run<S, R>) =>
    ({ ctx, input }: { ctx: unknown; input: unknown }) =>
      run(ctx as KindContext<Added>, input as z.output<S>);
  /** Keeps `procedure` as its parts, for single calls. */
  const kept = <P extends object>(procedure: P, direct: DirectProcedure) => {
    directOf.set(procedure, direct);
    return procedure;
  };
  /** Admits, then parses the input as tRPC's input middleware does a zod schema's (parseAsync). */
  const parsed =
    <S extends z.ZodType, R>(schema: S, run: Run<S, R>): DirectProcedure['run'] =>
    async (ctx, rawInput) => {
      const context = await admitted(ctx);
      let input: z.output<S>;
      try {
        input = await schema.parseAsync(rawInput);
      } catch (cause) {
        throw new TRPCError({ code: 'BAD_REQUEST', cause });
      }
      return run(context, input);
    };

  return {
    query: <S extends z.ZodType, R>(schema: S, run: Run<S, R>) =>
      kept(kind.procedure.input(schema).query(resolver(run)), {
        type: 'query',
        run: parsed(schema, run),
      }),
    mutation: <S extends z.ZodType, R>(schema: S, run: Run<S, R>) =>
      kept(kind.procedure.input(schema).mutation(resolver(run)), {
        type: 'mutation',
        run: parsed(schema, run),
      }),
    /** A query that takes no input: tRPC reads none (no parser), and neither does this. */
    queryWithoutInput: <R>(run: (ctx: KindContext<Added>) => R | Promise<R>) =>
      kept(kind.procedure.query(resolver<z.ZodUndefined, R>(run)), {
        type: 'query',
        run: async (ctx) => run(await admitted(ctx)),
      }),
  };
}

/**
 * The direct procedures of a router's record, by the path tRPC gives them: `records` is what the
 * app router is made of, `{ tickets: ticketProcedures, … }`. Entries not made by
 * `directProcedures` (subscriptions, nested routers) are left to tRPC.
 */
export function directProceduresByPath(
  records: Record<string, Record<string, unknown>>,
): ReadonlyMap<string, DirectProcedure> {
  const byPath = new Map<string, DirectProcedure>();
  for (const [prefix, record] of Object.entries(records)) {
    for (const [name, procedure] of Object.entries(record)) {
      const direct = typeof procedure === 'function' ? directOf.get(procedure) : undefined;
      if (direct) byPath.set(`${prefix}.${name}`, direct);
    }
  }
  return byPath;
}
