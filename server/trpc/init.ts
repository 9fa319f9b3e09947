import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { DomainError } from '#shared/domain/errors.ts';
import { AppError } from '#shared/errors.ts';
import { transformer } from './answer-transformer.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Context } from './context.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { databaseUnavailable, withinTrpcDeadline } from './database-deadline.ts';
import { domainTrpcCode, toTrpcCode } from './errors.ts';

/** What an unexpected failure says in production; its details are in the log under the id. */
export const internalErrorMessage = (requestId: string) =>
  `Something went wrong on our side. Please try again. (Reference: ${requestId})`;

const t = initTRPC.context<Context>().create({
  transformer,
  // Subscriptions run over the WebSocket only (DESIGN §5): it is closed when its session is
  // revoked, on every instance; a server-sent events stream would outlive sign-out.
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
 * What every query, mutation and subscription goes through, as one middleware: tRPC copies a
 * call's options at each middleware with a slow object-spread helper (a profile put it at ~13 % of
 * a list read's CPU with the four this replaces; ADR 0020). In order:
 * - subscriptions are served over the WebSocket only: closed when its session is revoked, on
 *   every instance, where a server-sent events stream would outlive sign-out;
 * - a query or mutation answers within the deadline, and a database that cannot be reached is
 *   reported as such (SERVICE_UNAVAILABLE, "try again"), never as an internal error;
 * - AppError and DomainError become the matching tRPC error, once, for every procedure;
 * - each query and mutation is timed for /metrics, by procedure and outcome (its error code).
 */
const everyCall = t.middleware(async ({ ctx, path, type, next }) => {
  if (type === 'subscription') {
    if (ctx.transport !== 'websocket') {
      throw new TRPCError({
        code: 'METHOD_NOT_SUPPORTED',
        message: 'Live updates are served over the WebSocket only.',
      });
    }
    return okOrThrow(await next());
  }
  const started = performance.now();
  let outcome = 'ok';
  try {
    return okOrThrow(await withinTrpcDeadline(next()));
  } catch (error) {
    outcome = error instanceof TRPCError ? error.code : 'INTERNAL_SERVER_ERROR';
    throw error;
  } finally {
    ctx.metrics?.observe(path, type, outcome, (performance.now() - started) / 1000);
  }
});

/**
 * A call's result, or its error thrown as the client gets it (tRPC turns a middleware's throw
 * back into the failed result): AppError, DomainError and an unreachable database mapped.
 */
function okOrThrow<R extends { ok: true } | { ok: false; error: TRPCError }>(result: R) {
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: toTrpcCode(cause.code), message: cause.message, cause });
  }
  if (cause instanceof DomainError) {
    throw new TRPCError({ code: domainTrpcCode(cause.kind), message: cause.message, cause });
  }
  if (isDatabaseUnavailable(cause)) throw databaseUnavailable(cause);
  throw result.error;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(everyCall);

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

/**
 * Signed-in users only; the procedure sees `ctx.me` as non-null. Each procedure kind checks in one
 * middleware of its own, built on `publicProcedure`, rather than one on top of another: tRPC
 * copies the call's options and context at every level, and only what changes is passed on.
 */
export const authedProcedure = publicProcedure.use(({ ctx, next }) =>
  next({ ctx: { me: signedInUser(ctx) } }),
);

export const MODERATORS_ONLY = 'Only moderators can do this.';
export const OPERATORS_ONLY = 'Only an operator’s script can do this.';

/**
 * What only operators do, from a script on the server's machine (DESIGN §4: scripts call the
 * router through `createCaller`): create moderators and invite codes. No HTTP request reaches it.
 */
export const operatorProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.operator) throw new TRPCError({ code: 'FORBIDDEN', message: OPERATORS_ONLY });
  return next();
});

/** Moderators only (DESIGN §5): anyone else signed in is refused before the procedure runs. */
export const moderatorProcedure = publicProcedure.use(({ ctx, next }) => {
  const me = signedInUser(ctx);
  if (me.role !== 'moderator') throw new TRPCError({ code: 'FORBIDDEN', message: MODERATORS_ONLY });
  return next({ ctx: { me } });
});
