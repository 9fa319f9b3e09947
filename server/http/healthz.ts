import type { FastifyInstance } from 'fastify';
import type { Sql } from 'postgres';

/** Liveness and readiness in one: 200 when the database answers, 503 when it does not. */
export function registerHealthz(app: FastifyInstance, sql: Sql): void {
  app.get('/healthz', async (_request, reply) => {
    const started = performance.now();
    try {
      await Promise.race([
        sql`select 1`,
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      return reply.send({ status: 'ok', database: { status: 'ok', latencyMs } });
    } catch {
      return reply.code(503).send({ status: 'error', database: { status: 'unreachable' } });
    }
  });
}
