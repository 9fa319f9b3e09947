import type { FastifyError, FastifyInstance } from 'fastify';
import { internalErrorMessage } from '../trpc/init.ts';

/**
 * In production an unexpected failure of a plain route (uploads, downloads, the payment webhook)
 * answers a generic sentence and the request's id, never its message, which may name SQL and its
 * parameters; the details go to the log under that id. tRPC procedures do the same in their
 * error formatter. Everything else, and every error outside production, keeps Fastify's answer.
 */
export function hideInternalErrorsInProduction(app: FastifyInstance, isProduction: boolean) {
  if (!isProduction) return;
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500;
    // Thrown on, Fastify's default handler answers (and logs) as it always does.
    if (status < 500) throw error;
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      statusCode: status,
      error: 'Internal Server Error',
      message: internalErrorMessage(request.id),
      requestId: request.id,
    });
  });
}
