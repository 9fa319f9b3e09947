import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z, ZodError } from 'zod';
import { AppError } from '#shared/errors.ts';
import type { Context } from './context.ts';
import { toTrpcCode } from './errors.ts';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const { stack, ...data } = shape.data;
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    return {
      ...shape,
      // A readable sentence instead of the serialised issue list zod would give.
      message: zodError ? zodError.issues.map((issue) => issue.message).join('. ') : shape.message,
      data: {
        ...data,
        // Stack traces only ever leave the server in development.
        ...(ctx?.env.nodeEnv === 'development' ? { stack } : {}),
        fieldErrors: zodError ? z.flattenError(zodError).fieldErrors : undefined,
        reason: error.cause instanceof AppError ? error.cause.reason : undefined,
      },
    };
  },
});

/** Turns the application's AppError into the matching tRPC error, once, for every procedure. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: toTrpcCode(cause.code), message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

/** Signed-in users only; the procedure sees `ctx.me` as non-null. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.me || !ctx.sessionId) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  }
  return next({ ctx: { ...ctx, me: ctx.me, sessionId: ctx.sessionId } });
});
