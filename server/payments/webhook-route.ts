import type { FastifyInstance } from 'fastify';
import { withinDeadline } from '../db/deadline.ts';
import { processProviderEvent, type ProcessDeps } from './process-event.ts';
import { InvalidProviderEvent, type PaymentProvider, type ProviderEvent } from './provider.ts';

export const WEBHOOK_PATH = '/api/payments/webhook';

/**
 * The provider's webhook. The body is kept as the exact bytes received: signatures cover them,
 * so it is never parsed before it is verified. Anything unverifiable is refused with no effect;
 * a failure while applying a verified event answers 500 (503 when the database is unreachable or
 * late), so the provider delivers it again; applying an event twice has no second effect.
 */
export async function registerPaymentWebhook(
  app: FastifyInstance,
  deps: ProcessDeps & { provider: PaymentProvider },
) {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) =>
      parsed(null, body),
    );
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      let event: ProviderEvent;
      try {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        event = deps.provider.parseEvent(body, request.headers);
      } catch (error) {
        if (!(error instanceof InvalidProviderEvent)) throw error;
        request.log.warn({ reason: error.message }, 'refused a payment webhook delivery');
        return reply.code(400).send({ error: 'Invalid payment event' });
      }
      const outcome = await withinDeadline(deps.db, (db) =>
        processProviderEvent({ ...deps, db }, event),
      );
      return { received: true, outcome };
    });
    done();
  });
}
