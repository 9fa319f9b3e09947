import type { FastifyInstance } from 'fastify';
import type { Sql } from 'postgres';
import type { WorkerHandle } from '../jobs/worker.ts';
import type { LiveBus } from '../live/live-bus.ts';

/** How long /readyz waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2000;

/**
 * `/healthz`: the process is alive and answering (a supervisor restarts it when this fails; it
 * never touches the database, so an outage of PostgreSQL does not restart every instance).
 * `/readyz`: this instance can serve: the database answers, the live bus hears it, the worker
 * runs. 503 with the part that is not, for a load balancer to route around it meanwhile.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { sql: Sql; bus: LiveBus; worker?: WorkerHandle },
): void {
  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const database = await checkDatabase(deps.sql);
    const live = deps.bus.health();
    const worker = deps.worker?.health() ?? { status: 'ok' };
    const ready = database.status === 'ok' && live.status === 'ok' && worker.status === 'ok';
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', database, live, worker });
  });
}

async function checkDatabase(sql: Sql) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_MS);
      }),
    ]);
    return {
      status: 'ok' as const,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
    };
  } catch {
    return { status: 'unreachable' as const };
  } finally {
    clearTimeout(timer);
  }
}
