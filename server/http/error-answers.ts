import type { FastifyError, FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../db/errors.ts';
import { FILE_STORE_UNAVAILABLE, FileStoreUnavailableError } from '../files/store-faults.ts';
import { internalErrorMessage } from '../trpc/init.ts';

/** Seconds a client is asked to wait before sending a request the database could not serve. */
const RETRY_AFTER_SECONDS = 5;

/**
 * How a plain route (uploads, downloads, avatars, the payment webhook) answers a failure; tRPC
 * procedures do the same in their middleware and error formatter.
 * - The database or the file store unreachable or late: 503 with its "try again" sentence, in
 *   every environment (docs/operations.md#faults). The payment provider delivers a webhook again on any error answer.
 * - Anything else unexpected, in production: a generic sentence and the request's id, never its
 *   message, which may name SQL and its parameters; the details go to the log under that id.
 * Everything else, and every error outside production, keeps Fastify's answer.
 */
export function registerErrorAnswers(
  app: FastifyInstance,
  options: { isProduction: boolean; onDatabaseUnavailable: () => void },
) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const unavailable = isDatabaseUnavailable(error)
      ? DATABASE_UNAVAILABLE
      : error instanceof FileStoreUnavailableError
        ? FILE_STORE_UNAVAILABLE
        : null;
    if (unavailable) {
      if (unavailable === DATABASE_UNAVAILABLE) {
        request.log.warn({ err: error }, 'database unavailable');
        options.onDatabaseUnavailable();
      } else request.log.warn({ err: error }, 'file store unavailable');
      return (
        reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          // The body may be unread (an upload refused before it is read): closing spares reading it.
          .header('connection', 'close')
          .send({ error: unavailable })
      );
    }
    const status = error.statusCode ?? 500;
    // Thrown on, Fastify's default handler answers (and logs) as it always does.
    if (!options.isProduction || status < 500) throw error;
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({
      statusCode: status,
      error: 'Internal Server Error',
      message: internalErrorMessage(request.id),
      requestId: request.id,
    });
  });
}
