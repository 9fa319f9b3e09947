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
 * A kind's `query` and `mutation` makers: `kind.query(schema, (ctx, input) => …)` is
 * `kind.procedure.input(schema).query(({ ctx, input }) => …)`, runnable directly too.
 */
export function directProcedures<Added extends object>(kind: ProcedureKind<Added>) {
  const direct =
    <S extends z.ZodType, R>(
      schema: S,
      run: (ctx: KindContext<Added>, input: z.output<S>) => R | Promise<R>,
    ): DirectProcedure['run'] =>
    async (ctx, rawInput) => {
      const added = await kind.admit(ctx);
      let input: z.output<S>;
      try {
        // As tRPC's input middleware parses a zod schema (getParseFn: parseAsync).
        input = await schema.parseAsync(rawInput);
      } catch (cause) {
        throw new TRPCError({ code: 'BAD_REQUEST', cause });
      }
      return run((added ? { ...ctx, ...added } : ctx) as unknown as KindContext<Added>, input);
    };

  return {
    /** A query that takes no input: tRPC reads none (no parser), and neither does this. */
    queryWithoutInput<R>(run: (ctx: KindContext<Added>) => R | Promise<R>) {
      const procedure = kind.procedure.query(({ ctx }) =>
        run(ctx as unknown as KindContext<Added>),
      );
      directOf.set(procedure, {
        type: 'query',
        run: async (ctx) => {
          const added = await kind.admit(ctx);
          return run((added ? { ...ctx, ...added } : ctx) as unknown as KindContext<Added>);
        },
      });
      return procedure;
    },
    query<S extends z.ZodType, R>(
      schema: S,
      run: (ctx: KindContext<Added>, input: z.output<S>) => R | Promise<R>,
    ) {
      const procedure = kind.procedure
        .input(schema)
        .query(({ ctx, input }) => run(ctx as unknown as KindContext<Added>, input as z.output<S>));
      directOf.set(procedure, { type: 'query', run: direct(schema, run) });
      return procedure;
    },
    mutation<S extends z.ZodType, R>(
      schema: S,
      run: (ctx: KindContext<Added>, input: z.output<S>) => R | Promise<R>,
    ) {
      const procedure = kind.procedure
        .input(schema)
        .mutation(({ ctx, input }) =>
          run(ctx as unknown as KindContext<Added>, input as z.output<S>),
        );
      directOf.set(procedure, { type: 'mutation', run: direct(schema, run) });
      return procedure;
    },
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
