import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each live graphile-worker pool and worker (the ids jobs are locked under), with when its
 * instance last said it is alive (docs/operations.md#faults). A job locked by one that stopped
 * saying so belongs to a process that died without releasing it (`kill -9`, a lost machine);
 * server/jobs/dead-workers.ts frees such jobs within a minute instead of the four hours
 * graphile-worker waits on its own.
 */
export const workerHeartbeats = pgTable(
  'worker_heartbeats',
  {
    workerId: text('worker_id').primaryKey(),
    /** The host and port of the instance: a restarted instance recognises its dead predecessor. */
    instance: text('instance').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('worker_heartbeats_instance_idx').on(table.instance)],
);
