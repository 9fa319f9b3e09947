import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { builtClientDir } from './paths.ts';
import { fastifyCookie } from '@fastify/cookie';
import websocket from '@fastify/websocket';
import type { AnyRouter } from '@trpc/server';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Sql } from 'postgres';
import type { Database } from './db/client.ts';
import type { ReplicaRouting } from './db/replica-reads.ts';
import type { Env } from './env.ts';
import { TicketSnapshotCache } from './ticket-commands/snapshot-cache.ts';
import { SessionCache } from './auth/session-cache.ts';
import { SocketRegistry } from './auth/socket-registry.ts';
import { standingSessions } from './auth/sessions.ts';
import { registerHealth } from './http/health.ts';
import { Metrics, registerMetrics } from './http/metrics.ts';
import { originGuard } from './http/origin-guard.ts';
import { registerErrorAnswers } from './http/error-answers.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerPublicPages } from './http/public-pages.ts';
import { registerSpa } from './http/spa.ts';
import { registerDevMailbox } from './mail/dev-mailbox.ts';
import { registerOneClickUnsubscribe } from './mail/one-click-route.ts';
import type { LiveBus } from './live/live-bus.ts';
import type { WorkerHandle } from './jobs/worker.ts';
import { createContextFactory } from './trpc/context.ts';
import { appRouter } from './trpc/router.ts';
import { registerTrpc } from './trpc/fastify-adapter.ts';
import { transportLimits } from './trpc/transport-limits.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { registerPaymentWebhook } from './payments/webhook-route.ts';
import { registerFileRoutes } from './files/file-routes.ts';
import { registerExportRoute } from './account/your-data/export-route.ts';
import { fileStoreFor } from './files/file-store.ts';

export interface AppDeps {
  env: Env;
  db: Database;
  sql: Sql;
  bus: LiveBus;
  /** The instance's job worker, for readiness (absent in tests that build the app alone). */
  worker?: WorkerHandle;
  logger: Logger;
  payments: PaymentProvider;
  /** The tRPC router to serve; tests may mount one that extends the app's. */
  router?: AnyRouter;
  /** Where the built SPA lives. */
  clientDir?: string;
  /** Reads spread over replicas, when there are replicas (docs/scaling.md#read-replicas). */
  reads?: ReplicaRouting;
}

const TRPC_PREFIX = '/api/trpc';

/**
 * Shutdown tells every browser the server is going away (1001, so the client reconnects to another
 * instance) and cuts off, after a moment, any peer that does not answer, instead of ws's 30 s wait.
 */
function closeSocketsPromptly(this: FastifyInstance, done: () => void) {
  const server = this.websocketServer;
  for (const client of server.clients) client.close(1001, 'Server shutting down');
  const cutOff = setTimeout(() => {
    for (const client of server.clients) client.terminate();
  }, 1000);
  server.close(() => {
    clearTimeout(cutOff);
    done();
  });
}

/** Builds the whole HTTP and WebSocket surface without listening, so tests can start it at will. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  // Widened to Fastify's logger type so the instance type stays the one plugins expect.
  const loggerInstance: FastifyBaseLogger = deps.logger;
  const app = Fastify({
    loggerInstance,
    // Any other route's body is held to the API's limit too, unless it sets its own.
    bodyLimit: transportLimits.messageBytes,
    // Batched GET URLs carry every input in the path: the default 100 gives 414s.
    routerOptions: { maxParamLength: 5000 },
    trustProxy: env.trustProxy,
    // Unique across instances, so the reference a user quotes finds one request in the logs.
    genReqId: () => randomUUID(),
  });
  const metrics = new Metrics({
    sql: deps.sql,
    bus: deps.bus,
    worker: deps.worker,
    reads: deps.reads,
  });
  registerErrorAnswers(app, {
    isProduction: env.isProduction,
    onDatabaseUnavailable: () => metrics.databaseUnavailable(),
  });

  registerSecurityHeaders(app, env);
  // API answers and anything else sent whole, when the client accepts it; the web app's files
  // are compressed at build time instead (spa.ts, public-pages.ts). ADR 0024: brotli's quality 1
  // (the plugin's 4 cost a list read ~0.1 ms more for ~10 % fewer bytes), and in one call up to
  // 64 KB (the plugin's default for 2 cores is 8 KB, above which a zlib stream per answer
  // doubled a read's CPU).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    syncThreshold: 64 * 1024,
  });

  // Registered before the origin guard: its own onRequest hook marks upgrade requests so that a
  // refused upgrade's socket is destroyed after the 403 instead of keeping shutdown waiting.
  await app.register(websocket, {
    // The WebSocket carries only tRPC: a message may be as large as an API request's body.
    options: { maxPayload: transportLimits.messageBytes },
    preClose: closeSocketsPromptly,
  });
  app.addHook('onRequest', originGuard(env));
  await app.register(fastifyCookie);
  const sockets = new SocketRegistry(deps.bus, deps.logger, (ids) =>
    standingSessions(deps.db, ids),
  );
  sockets.start();
  const sessionCache = new SessionCache();
  sessionCache.listenTo(deps.bus);
  const ticketSnapshots = new TicketSnapshotCache();
  const stopSnapshots = ticketSnapshots.listenTo(deps.bus);
  app.addHook('onClose', (_instance, done) => {
    sockets.stop();
    sessionCache.stop();
    stopSnapshots();
    done();
  });
  registerMetrics(app, env, metrics);
  const createContext = createContextFactory({
    metrics,
    env,
    db: deps.db,
    bus: deps.bus,
    logger: deps.logger,
    sockets,
    sessionCache,
    ticketSnapshots,
    payments: deps.payments,
    reads: deps.reads,
  });
  await registerTrpc(app, {
    prefix: TRPC_PREFIX,
    router: deps.router ?? appRouter,
    createContext,
    limits: transportLimits,
    keepAlive: { pingMs: 30_000, pongWaitMs: 5_000 },
    onError({ error, path: procedure, ctx }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        deps.logger.error(
          { err: error, procedure, requestId: ctx?.requestId },
          'tRPC procedure failed',
        );
      }
    },
  });

  await registerPaymentWebhook(app, {
    db: deps.db,
    env,
    logger: deps.logger,
    provider: deps.payments,
  });
  const store = fileStoreFor(env);
  await registerFileRoutes(app, { env, db: deps.db, sessionCache, store });
  await registerOneClickUnsubscribe(app, { db: deps.db });
  registerExportRoute(app, { env, db: deps.db, sessionCache, store });
  registerHealth(app, { ...deps, store });
  if (!env.isProduction && !env.smtpUrl) registerDevMailbox(app, deps.db);
  const clientDir = deps.clientDir ?? builtClientDir;
  await registerPublicPages(app, clientDir, env.publicUrl);
  await registerSpa(app, clientDir);
  return app;
}
