import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { DomainError } from '#shared/domain/errors.ts';
import { AppError } from '#shared/errors.ts';
import { transformer } from './answer-transformer.ts';
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
 * Turns the application's AppError and the domain's DomainError into the matching tRPC error,
 * once, for every procedure.
 */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof AppError) {
    throw new TRPCError({ code: toTrpcCode(cause.code), message: cause.message, cause });
  }
  if (cause instanceof DomainError) {
    throw new TRPCError({ code: domainTrpcCode(cause.kind), message: cause.message, cause });
  }
  return result;
});

/**
 * A query or mutation answers within the deadline, and a database that cannot be reached is
 * reported as such (SERVICE_UNAVAILABLE, "try again"), not as an internal error. Subscriptions
 * stream for as long as they are open.
 */
const failFastWithoutDatabase = t.middleware(async ({ type, next }) => {
  if (type === 'subscription') return next();
  const result = await withinTrpcDeadline(next());
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw databaseUnavailable(result.error.cause);
  }
  return result;
});

/** Each query and mutation timed for /metrics, by procedure and outcome (its error code). */
const measured = t.middleware(async ({ ctx, path, type, next }) => {
  if (type === 'subscription' || !ctx.metrics) return next();
  const started = performance.now();
  const result = await next();
  const outcome = result.ok ? 'ok' : result.error.code;
  ctx.metrics.observe(path, type, outcome, (performance.now() - started) / 1000);
  return result;
});

/** Refused before the procedure runs: no stream over HTTP, whatever the client asks for. */
const subscriptionsOverWebSocketOnly = t.middleware(({ ctx, type, next }) => {
  if (type === 'subscription' && ctx.transport !== 'websocket') {
    throw new TRPCError({
      code: 'METHOD_NOT_SUPPORTED',
      message: 'Live updates are served over the WebSocket only.',
    });
  }
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure
  .use(subscriptionsOverWebSocketOnly)
  .use(measured)
  .use(failFastWithoutDatabase)
  .use(mapAppErrors);

/**
 * Signed-in users only; the procedure sees `ctx.me` as non-null. An operator's script acting as a
 * moderator (`npm run admin -- --as EMAIL`) has `me` without a session: it signed in nowhere.
 */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.me || (!ctx.sessionId && !ctx.operator)) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  }
  return next({ ctx: { ...ctx, me: ctx.me } });
});

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
export const moderatorProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.me.role !== 'moderator') {
    throw new TRPCError({ code: 'FORBIDDEN', message: MODERATORS_ONLY });
  }
  return next();
});
