import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Sql } from 'postgres';
import type { ReplicaRouting } from '../db/replica-reads.ts';
import type { Env } from '../env.ts';
import type { WorkerHandle } from '../jobs/worker.ts';
import type { LiveBus } from '../live/live-bus.ts';

/**
 * The instance's Prometheus metrics (docs/operations.md#metrics), one registry per app (tests run
 * several apps in one process): procedure latency by procedure, type and outcome (commands are the
 * mutations), live subscriptions, the job queue, and whether the database, bus and worker are up;
 * plus Node's own (memory, event loop lag, GC).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly procedures = new Histogram({
    name: 'unblock_procedure_duration_seconds',
    help: 'Time to answer a tRPC query or mutation, by procedure, type and outcome',
    labelNames: ['procedure', 'type', 'outcome'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  });
  private readonly unavailable = new Counter({
    name: 'unblock_database_unavailable_total',
    help: 'Requests answered "try again" because the database was unreachable or too slow',
    registers: [this.registry],
  });

  constructor(deps: { sql: Sql; bus: LiveBus; worker?: WorkerHandle; reads?: ReplicaRouting }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'unblock_' });
    const routed = deps.reads?.counts;
    if (routed) {
      new Gauge({
        name: 'unblock_routed_reads',
        help: 'Reads that may go to a replica, since the start, by the server that answered',
        labelNames: ['server'] as const,
        registers: [this.registry],
        collect() {
          this.set({ server: 'replica' }, routed.replica);
          this.set({ server: 'primary' }, routed.primary);
        },
      });
    }
    new Gauge({
      name: 'unblock_live_subscriptions',
      help: 'Live subscriptions to bus topics open on this instance',
      registers: [this.registry],
      collect() {
        this.set(deps.bus.subscriptionCount());
      },
    });
    new Gauge({
      name: 'unblock_live_bus_up',
      help: '1 while the live bus hears the database, 0 while it is deaf',
      registers: [this.registry],
      collect() {
        this.set(deps.bus.health().status === 'ok' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'unblock_worker_up',
      help: '1 while the job worker runs and beats, 0 otherwise',
      registers: [this.registry],
      collect() {
        this.set(deps.worker?.health().status === 'down' ? 0 : 1);
      },
    });
    // Rows counted in the database at each scrape; -1 when it cannot be asked.
    const countOf = (name: string, help: string, count: () => Promise<Array<{ n: number }>>) =>
      new Gauge({
        name,
        help: `${help} (-1 when the database cannot be asked)`,
        registers: [this.registry],
        async collect() {
          const rows = await count().catch(() => [{ n: -1 }]);
          this.set(rows[0]?.n ?? -1);
        },
      });
    countOf(
      'unblock_job_queue_depth',
      'Jobs due and not yet taken',
      () => deps.sql`select count(*)::int as n from graphile_worker.jobs
        where locked_at is null and run_at <= now() and attempts < max_attempts`,
    );
    // The relays' own partial index answers it (ADR 0022): it holds only waiting mails.
    countOf(
      'unblock_mail_waiting',
      'Committed mails no relay has handed to a delivery job yet',
      () => deps.sql`select count(*)::int as n from outbox_emails where queued_at is null`,
    );
  }

  /** Records one answered procedure. */
  observe(procedure: string, type: string, outcome: string, seconds: number): void {
    this.procedures.observe({ procedure, type, outcome }, seconds);
    if (outcome === 'SERVICE_UNAVAILABLE') this.unavailable.inc();
  }

  /** Records a plain route's "try again" answer (procedures are counted by `observe`). */
  databaseUnavailable(): void {
    this.unavailable.inc();
  }
}

/**
 * GET /metrics for Prometheus. With METRICS_TOKEN it wants `Authorization: Bearer <token>`;
 * production without a token does not serve them at all (404), so they are never public there.
 */
export function registerMetrics(app: FastifyInstance, env: Env, metrics: Metrics): void {
  const token = env.metricsToken;
  app.get('/metrics', async (request, reply) => {
    // Answered here, not by the web app's page fallback: a scraper learns it is off.
    if (env.isProduction && !token) return reply.code(404).send({ error: 'not found' });
    if (token && !bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
