import { hostname } from 'node:os';
import path from 'node:path';
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { TaskList } from 'graphile-worker';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { createDatabase, REQUEST_STATEMENT_TIMEOUT_MS, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './db/embedded-postgres.ts';
import { ensureDatabase } from './db/ensure-database.ts';
import { createReplicaReads, type ReplicaReads } from './db/replica-reads.ts';
import { migrateDatabase } from './db/migrate.ts';
import { startNotifyingAfterCommit } from './db/notify-after-commit.ts';
import type { Env } from './env.ts';
import { ensureStarterInviteCode } from './auth/invite-codes.ts';
import { createTasks, crontab } from './jobs/tasks/index.ts';
import { createMailTransport } from './mail/transport.ts';
import { startWorker } from './jobs/worker.ts';
import { LiveBus } from './live/live-bus.ts';
import { RedisBroker } from './live/redis-broker.ts';
import { MailRelay, type MailRelayTiming } from './mail/outbox-relay.ts';
import { createPaymentProvider } from './payments/provider-from-env.ts';
import { withSandboxSecret } from './payments/sandbox-secret.ts';
import type { PaymentProvider } from './payments/provider.ts';

export interface RunningServer {
  app: FastifyInstance;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  address: string;
  databaseUrl: string;
  db: Database;
  /** Development with the embedded database: the reusable invite code for the banner. */
  starterInviteCode: string | undefined;
  bus: LiveBus;
  /** The configuration it runs with, with what start-up resolved (the sandbox's secret). */
  env: Env;
  /** Stops everything this server started, in dependency order. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartOptions {
  env: Env;
  logger: Logger;
  router?: AnyRouter;
  tasks?: TaskList;
  /** The payment provider; by default the one the environment configures. */
  payments?: PaymentProvider;
  /** When the mail relay looks for waiting mail (by default, the relay's own timing). */
  mailRelay?: MailRelayTiming;
}

/**
 * Starts one server instance: database (embedded unless DATABASE_URL), migrations, live bus,
 * worker, HTTP. Any number of instances may share one database.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { logger, router, tasks } = options;
  const env = await withSandboxSecret(options.env);
  const payments = options.payments ?? createPaymentProvider(env);
  const stack: Array<{ name: string; stop: () => Promise<void> }> = [];
  const stop = async () => {
    // Reverse start order: stop accepting and close sockets, stop the worker, close the pool,
    // then stop the embedded PostgreSQL.
    while (stack.length > 0) {
      const step = stack.pop()!;
      logger.debug(`shutdown: ${step.name}`);
      try {
        await step.stop();
      } catch (error) {
        logger.error({ err: error }, `shutdown: ${step.name} failed`);
      }
    }
  };

  try {
    let databaseUrl = env.databaseUrl;
    if (!databaseUrl) {
      const embedded: EmbeddedPostgresHandle = await startEmbeddedPostgres({
        dataDir: path.join(env.dataDir, 'postgres'),
        onLog: (line) => logger.debug({ module: 'postgres' }, line),
      });
      stack.push({ name: 'embedded PostgreSQL', stop: embedded.stop });
      await ensureDatabase(embedded.adminUrl, 'unblock');
      databaseUrl = embedded.urlFor('unblock');
    }
    // What needs its session kept (LISTEN, the job worker, the migrations' advisory lock) goes
    // here: a pooler's session mode or PostgreSQL itself (docs/operations.md#behind-a-pooler).
    const sessionUrl = env.databaseSessionUrl ?? databaseUrl;

    await migrateOnce(sessionUrl, logger);
    const { sql, db } = createDatabase(databaseUrl, {
      max: env.databasePoolSize,
      statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS,
      prepare: env.preparedStatements,
    });
    stack.push({ name: 'database pool', stop: () => sql.end({ timeout: 5 }) });
    // This server's writes notify once committed, never inside their transactions (ADR 0041).
    const stopNotifying = startNotifyingAfterCommit(sql, logger);
    stack.push({ name: 'notifications after commit', stop: stopNotifying });

    // A newcomer on the embedded defaults can sign up at once (never in production).
    const starterInviteCode =
      !env.databaseUrl && !env.isProduction ? await ensureStarterInviteCode(db) : undefined;

    // LISTEN needs a connection that keeps its session: behind a pooler in transaction mode, the
    // session URL's (docs/operations.md#behind-a-pooler).
    const listenOn = sessionUrl === databaseUrl ? sql : createDatabase(sessionUrl, { max: 1 }).sql;
    if (listenOn !== sql)
      stack.push({ name: 'LISTEN client', stop: () => listenOn.end({ timeout: 5 }) });
    const broker =
      env.liveBus.kind === 'redis' ? new RedisBroker(env.liveBus.url, logger) : undefined;
    const bus = new LiveBus(sql, logger, { broker, listenOn });
    await bus.start();
    stack.push({ name: 'live bus', stop: () => bus.stop() });

    const mail = createMailTransport(env);
    stack.push({ name: 'mail transport', stop: () => Promise.resolve(mail.close()) });
    const worker = await startWorker({
      connectionString: sessionUrl,
      db,
      instance: `${hostname()}:${env.port}`,
      tasks: { ...createTasks({ db, mail, env, payments }), ...tasks },
      crontab,
      logger,
    });
    stack.push({ name: 'worker', stop: () => worker.stop() });
    const relay = new MailRelay(db, listenOn, logger, options.mailRelay);
    await relay.start();
    stack.push({ name: 'mail relay', stop: () => relay.stop() });

    const reads = startReplicaReads(env, { sql, db }, logger, stack);

    const app = await buildApp({
      env,
      db,
      sql,
      bus,
      worker,
      logger,
      router,
      payments,
      clientDir: env.clientDir,
      reads,
    });
    stack.push({ name: 'http', stop: () => app.close() });
    const address = await app.listen({ port: env.port, host: env.host });

    return { app, address, databaseUrl, db, bus, env, starterInviteCode, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The replicas' pools (DATABASE_REPLICA_URLS) and the reads that may go to them
 * (docs/scaling.md#read-replicas); none without replicas. A replica counts only while it is at
 * most DATABASE_REPLICA_MAX_LAG_MS behind; each is checked up to four times a second.
 */
function startReplicaReads(
  env: Env,
  primary: ReturnType<typeof createDatabase>,
  logger: Logger,
  stack: Array<{ name: string; stop: () => Promise<void> }>,
): ReplicaReads | undefined {
  const { urls, maxLagMs } = env.databaseReplicas;
  if (urls.length === 0) return undefined;
  const replicas = urls.map((url) =>
    createDatabase(url, {
      max: env.databasePoolSize,
      statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS,
      prepare: env.preparedStatements,
    }),
  );
  // With a timeout: postgres.js's end() waits for a replica that is away (replica-reads.ts).
  stack.push({
    name: 'replica pools',
    stop: async () => {
      await Promise.all(replicas.map((replica) => replica.sql.end({ timeout: 1 })));
    },
  });
  const reads = createReplicaReads(primary, replicas, {
    maxLagMs,
    checkEveryMs: Math.min(250, Math.floor(maxLagMs / 3)),
    logger,
  });
  stack.push({ name: 'replica checks', stop: () => Promise.resolve(reads.stop()) });
  return reads;
}

/**
 * Migrations on a connection of their own, without the statement bound requests have: creating an
 * index on a large table may rightly take longer. `sessionUrl`: their advisory lock is a session's.
 */
async function migrateOnce(sessionUrl: string, logger: Logger): Promise<void> {
  const { sql, db } = createDatabase(sessionUrl, { max: 1 });
  try {
    await migrateDatabase(db, sessionUrl, logger);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
