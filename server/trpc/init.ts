import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { DomainError } from '#shared/domain/errors.ts';
import { AppError } from '#shared/errors.ts';
import { transformer } from './answer-transformer.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Context } from './context.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { FileStoreUnavailableError } from '../files/store-faults.ts';
import { databaseUnavailable, withinTrpcDeadline } from './database-deadline.ts';
import { domainTrpcCode, toTrpcCode } from './errors.ts';
import { explainingSuspension } from './suspended-refusal.ts';
import { TWO_STEP_REQUIRED_FOR_CONSOLE } from '#shared/two-step.ts';
import { hasTotp } from '../two-step/totp.ts';

/** What an unexpected failure says in production; its details are in the log under the id. */
export const internalErrorMessage = (requestId: string) =>
  `Something went wrong on our side. Please try again. (Reference: ${requestId})`;

const t = initTRPC.context<Context>().create({
  transformer,
  // Subscriptions run over the WebSocket only (docs/accounts.md#sessions): it is closed when its
  // session is revoked, on every instance; a server-sent events stream would outlive sign-out.
  sse: { enabled: false },
  errorFormatter({ shape, error, ctx }) {
    const { stack, ...data } = shape.data;
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    // An unexpected error's message may name SQL and its parameters: production keeps it in the log.
    const hidden = error.code === 'INTERNAL_SERVER_ERROR' && ctx?.env.isProduction;
    return {
      ...shape,
      // A readable sentence instead of the serialised issue list zod would give.
      message: hidden
        ? internalErrorMessage(ctx.requestId)
        : zodError
          ? zodError.issues.map((issue) => issue.message).join('. ')
          : shape.message,
      data: {
        ...data,
        requestId: ctx?.requestId,
        // Stack traces only ever leave the server in development.
        ...(ctx?.env.nodeEnv === 'development' ? { stack } : {}),
        fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : undefined,
        reason: error.cause instanceof AppError ? error.cause.reason : undefined,
      },
    };
  },
});

/**
 * A kind of procedure: what every query, mutation and subscription goes through, with the kind's
 * own admission check (signed in, a moderator…), as one middleware. Each middleware level costs
 * every call (a profile put tRPC's work per level at ~13 % of a list read's CPU with the four
 * middlewares the first of these replaced; ADR 0020), so each kind is one level, and a
 * subscription whose kind adds nothing to the context calls `next()` without a context. In order:
 * - the call waits its turn at its connection's gate (HTTP or WebSocket, ADR 0027), before any
 *   work, so the deadline counts from its turn;
 * - subscriptions are served over the WebSocket only: closed when its session is revoked, on
 *   every instance, where a server-sent events stream would outlive sign-out;
 * - `admit` checks the caller and says what it adds to the context (`undefined`: nothing); a
 *   caller refused as signed out whose cookie names a session a suspension ended is told so;
 * - a query or mutation answers within the deadline, the admission's reads included, and a
 *   database that cannot be reached is reported as such (SERVICE_UNAVAILABLE, "try again"), never
 *   as an internal error; its `ctx.db` is the database as its request sees it, whose transactions
 *   do not commit once the client was told "try again" (server/db/request-deadline.ts);
 * - AppError and DomainError become the matching tRPC error, once, for every procedure;
 * - each query and mutation is timed for /metrics, by procedure and outcome (its error code).
 */
export function procedureKind<Added extends object>(check: Admit<Added>) {
  const admit = explainingSuspension(check);
  const procedure = t.procedure.use(async ({ ctx, path, type, next }) => {
    const call = () => {
      if (type !== 'subscription') {
        // The procedure runs on the database as its request sees it (server/db/request-deadline.ts).
        return observedCall(ctx, path, type, async (db) => {
          const added = await admit(ctx);
          return okOrThrow(await next({ ctx: { ...(added as Added), db } }));
        });
      }
      if (ctx.transport !== 'websocket') {
        throw new TRPCError({
          code: 'METHOD_NOT_SUPPORTED',
          message: 'Live updates are served over the WebSocket only.',
        });
      }
      return subscribed();
    };
    const subscribed = async () => {
      const added = await admit(ctx);
      return okOrThrow(added ? await next({ ctx: added }) : await next());
    };
    return ctx.calls ? ctx.calls.run(call) : call();
  });
  return { procedure, admit };
}

/** Checks a caller and says what it adds to the context (`undefined`: nothing). */
export type Admit<Added extends object> = (
  ctx: Context,
) => Added | undefined | Promise<Added | undefined>;

/**
 * A query or mutation as every procedure kind runs it: within the deadline, where a database that
 * cannot be reached is SERVICE_UNAVAILABLE; timed for /metrics by procedure and outcome (the code
 * of the error the client gets). `work` throws errors as the client gets them.
 */
async function observedCall<T>(
  ctx: Context,
  path: string,
  type: 'query' | 'mutation',
  work: (db: Context['db']) => Promise<T>,
): Promise<T> {
  const started = performance.now();
  let outcome = 'ok';
  try {
    return await withinTrpcDeadline(ctx.db, work);
  } catch (error) {
    outcome = error instanceof TRPCError ? error.code : 'INTERNAL_SERVER_ERROR';
    throw error;
  } finally {
    ctx.metrics?.observe(path, type, outcome, (performance.now() - started) / 1000);
  }
}

/**
 * A call's result, or its error thrown as the client gets it (tRPC turns a middleware's throw
 * back into the failed result).
 */
function okOrThrow<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R) {
  if (result.ok) return result;
  throw clientError(result.error);
}

/**
 * A procedure's failure as the client gets it: AppError, DomainError, an unreachable database
 * and an unreachable file store mapped to their tRPC codes; anything else as tRPC made it.
 */
function clientError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (cause instanceof AppError) {
    return new TRPCError({ code: toTrpcCode(cause.code), message: cause.message, cause });
  }
  if (cause instanceof DomainError) {
    return new TRPCError({ code: domainTrpcCode(cause.kind), message: cause.message, cause });
  }
  if (isDatabaseUnavailable(cause)) return databaseUnavailable(cause);
  if (cause instanceof FileStoreUnavailableError) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: cause.message, cause });
  }
  return error;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** Anyone, signed in or not. */
const publicKind = procedureKind<Record<never, never>>(() => undefined);
export const publicProcedure = publicKind.procedure;

/**
 * The signed-in user making the call, or UNAUTHORIZED. An operator's script acting as a moderator
 * (`npm run admin -- --as EMAIL`) has `me` without a session: it signed in nowhere.
 */
export function signedInUser(ctx: Context): Me {
  if (!ctx.me || (!ctx.sessionId && !ctx.operator)) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  }
  return ctx.me;
}

/** Signed-in users only; the procedure sees `ctx.me` as non-null. */
const authedKind = procedureKind((ctx) => ({ me: signedInUser(ctx) }));
export const authedProcedure = authedKind.procedure;

const MODERATORS_ONLY = 'Only moderators can do this.';
const DEVELOPERS_ONLY = 'Only Unblockers can do this.';
const OPERATORS_ONLY = 'Only an operator’s script can do this.';

/**
 * What only operators do, from a script on the server's machine
 * (docs/operations.md#operators-commands: scripts call the router through `createCaller`): create
 * moderators and invite codes. No HTTP request reaches it.
 */
export const operatorProcedure = procedureKind<Record<never, never>>((ctx) => {
  if (!ctx.operator) throw new TRPCError({ code: 'FORBIDDEN', message: OPERATORS_ONLY });
  return undefined;
}).procedure;

/**
 * Moderators only (docs/lifecycle.md#roles), with two-step sign-in on: anyone else signed in is
 * refused before the procedure runs.
 */
export const moderatorProcedure = procedureKind(async (ctx) => {
  const me = signedInUser(ctx);
  if (me.role !== 'moderator') throw new TRPCError({ code: 'FORBIDDEN', message: MODERATORS_ONLY });
  // The console asks for two-step sign-in (docs/accounts.md#two-step-sign-in). An operator's
  // script signed in nowhere: it runs on the server's machine, with the database at hand anyway.
  if (!ctx.operator && !(await hasTotp(ctx.db, me.id))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_STEP_REQUIRED_FOR_CONSOLE });
  }
  return { me };
}).procedure;

/** Developers only (their payouts, docs/payments.md#payouts): anyone else is refused first. */
export const developerProcedure = procedureKind((ctx) => {
  const me = signedInUser(ctx);
  if (me.role !== 'developer') throw new TRPCError({ code: 'FORBIDDEN', message: DEVELOPERS_ONLY });
  return { me };
}).procedure;
