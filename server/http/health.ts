import type { FastifyInstance } from 'fastify';
import type { Sql } from 'postgres';
import type { FileStore } from '../files/file-store.ts';
import type { WorkerHandle } from '../jobs/worker.ts';
import type { LiveBus } from '../live/live-bus.ts';

/** How long /readyz waits for the database, or the file store, before calling it unreachable. */
const CHECK_MS = 2000;

/**
 * `/healthz`: the process is alive and answering (a supervisor restarts it when this fails; it
 * never touches the database, so an outage of PostgreSQL does not restart every instance).
 * `/readyz`: this instance can serve: the database answers, the live bus hears it, the worker
 * runs, the file store answers. 503 with the part that is not, for a load balancer to route
 * around it meanwhile and for monitoring to say which.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { sql: Sql; bus: LiveBus; worker?: WorkerHandle; store: FileStore },
): void {
  app.get('/healthz', () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const [database, files] = await Promise.all([
      checkDatabase(deps.sql),
      checkFileStore(deps.store),
    ]);
    const live = deps.bus.health();
    const worker = deps.worker?.health() ?? { status: 'ok' };
    const ready = [database, live, worker, files].every((part) => part.status === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', database, live, worker, files });
  });
}

async function checkDatabase(sql: Sql) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_MS);
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

async function checkFileStore(store: FileStore) {
  try {
    await store.check(CHECK_MS);
    return { status: 'ok' as const };
  } catch {
    return { status: 'unreachable' as const };
  }
}
