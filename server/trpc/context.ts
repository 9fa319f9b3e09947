import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '#shared/schemas/auth.ts';
import {
  clearSessionCookie,
  deviceCookieName,
  sessionCookieName,
  sessionTokenFromHeader,
  setDeviceCookie,
  setSessionCookie,
} from '../auth/cookie.ts';
import type { IssuedDeviceCookie } from '../auth/device-cookie.ts';
import { cachedSession, validateSessionToken } from '../auth/sessions.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { hashToken } from '../auth/tokens.ts';
import type { TicketSnapshotCache } from '../ticket-commands/snapshot-cache.ts';
import type { SocketRegistry } from '../auth/socket-registry.ts';
import type { Database } from '../db/client.ts';
import { withinTrpcDeadline } from './database-deadline.ts';
import type { SocketCallGate } from './socket-call-gate.ts';
import type { Env } from '../env.ts';
import type { Metrics } from '../http/metrics.ts';
import type { ReplicaRouting } from '../db/replica-reads.ts';
import type { LiveBus } from '../live/live-bus.ts';
import type { PaymentProvider } from '../payments/provider.ts';

export interface ContextDeps {
  env: Env;
  db: Database;
  bus: LiveBus;
  logger: Logger;
  sockets: SocketRegistry;
  /** Sessions validated in the last seconds (none: every request reads its session). */
  sessionCache?: SessionCache;
  payments: PaymentProvider;
  /** Tickets' snapshots kept from this instance's commands (none: every command reads its ticket). */
  ticketSnapshots?: TicketSnapshotCache;
  /** Where procedure timings go (absent for operators' scripts calling in-process). */
  metrics?: Metrics;
  /** Reads spread over replicas, when the instance has them (docs/scaling.md#read-replicas). */
  reads?: ReplicaRouting;
}

/** What every procedure may use. Built once per HTTP request or per WebSocket connection. */
export interface Context extends Omit<ContextDeps, 'sockets'> {
  /** The signed-in user, or null. */
  me: Me | null;
  /**
   * Over HTTP, the signed-in user as the ticket rules see them, read with the session (the
   * session cache forgets it when their profile changes). Absent over the WebSocket, whose
   * context lives as long as the connection: its procedures read the categories as they are.
   */
  sessionActor?: Actor;
  sessionId: string | null;
  /**
   * The id (token hash) of a session cookie that no longer holds, else absent: what a suspended
   * person's browser presents to learn why it was signed out (server/auth/suspended-sessions.ts).
   */
  endedSessionId?: string;
  /** The client's address (from X-Forwarded-For only behind a proxy TRUST_PROXY names). */
  ip: string;
  /** The User-Agent header, for the sessions list (docs/accounts.md#where-you-are-signed-in). */
  userAgent?: string;
  /** Subscriptions are served only over the WebSocket, which is closed when its session ends. */
  transport: 'http' | 'websocket';
  /** Names this request (HTTP) or connection (WebSocket) in the log and in a 500's answer. */
  requestId: string;
  /**
   * The gate the calls of the request's connection take turns at, HTTP or WebSocket (ADR 0027);
   * set by the adapter, absent in-process.
   */
  calls?: SocketCallGate;
  /**
   * True only in an operator's script (`npm run admin`), which calls the router in-process
   * through `createCaller`; never set for HTTP or WebSocket requests, so no client can claim it.
   */
  operator?: boolean;
  /** Session cookie writers; only HTTP requests can set cookies (sign-in runs over HTTP). */
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
  /** The browser's device cookie, as sent over HTTP: it names a browser an account signed in from. */
  deviceCookie?: string;
  /** Sets the device cookie after a sign-in; absent where no browser is (operators' scripts). */
  setDeviceCookie?(cookie: IssuedDeviceCookie): void;
}

/** An HTTP request's context is made from the request and its reply (for cookies). */
export interface HttpContextOptions {
  req: FastifyRequest;
  res: FastifyReply;
}

/** A WebSocket's context is made once, from the upgrade request, for the connection's calls. */
export interface WebSocketContextOptions {
  req: IncomingMessage;
  res: WebSocket;
}

export type ContextOptions = HttpContextOptions | WebSocketContextOptions;

const isHttp = (options: ContextOptions): options is HttpContextOptions => 'raw' in options.req;

export function createContextFactory(deps: ContextDeps) {
  const { env, db, bus, logger, sockets, sessionCache, ticketSnapshots, payments, metrics, reads } =
    deps;
  return async (options: ContextOptions): Promise<Context> => {
    let token: string | undefined;
    let deviceCookie: string | undefined;
    let ip: string;
    let reply: FastifyReply | undefined;
    let requestId: string;
    if (isHttp(options)) {
      const request: FastifyRequest = options.req;
      token = request.cookies[sessionCookieName(env)];
      deviceCookie = request.cookies[deviceCookieName(env)];
      ip = request.ip;
      reply = options.res;
      requestId = request.id;
    } else {
      token = sessionTokenFromHeader(env, options.req.headers.cookie);
      ip = options.req.socket.remoteAddress ?? 'unknown';
      requestId = randomUUID();
    }

    // The first statement of most requests, unless cached: bounded like the procedure after it.
    const auth = token
      ? (cachedSession(token, sessionCache) ??
        (await withinTrpcDeadline(db, (forRequest) =>
          validateSessionToken(forRequest, token, sessionCache),
        )))
      : null;
    if (auth && !isHttp(options)) sockets.register(auth.session.id, options.res);
    if (auth?.renewed && token && reply) {
      // The cookie expires with the session: sent again only when the session was extended.
      setSessionCookie(reply, env, token, auth.session.expiresAt);
    }

    return {
      env,
      db,
      bus,
      logger,
      sessionCache,
      ticketSnapshots,
      payments,
      metrics,
      reads,
      me: auth?.me ?? null,
      sessionActor: auth && isHttp(options) ? auth.actor : undefined,
      sessionId: auth?.session.id ?? null,
      endedSessionId: token && !auth ? hashToken(token) : undefined,
      ip,
      userAgent: options.req.headers['user-agent'],
      transport: isHttp(options) ? 'http' : 'websocket',
      requestId,
      setSession(newToken, expiresAt) {
        if (reply) setSessionCookie(reply, env, newToken, expiresAt);
      },
      clearSession() {
        if (reply) clearSessionCookie(reply, env);
      },
      deviceCookie,
      setDeviceCookie(cookie) {
        if (reply) setDeviceCookie(reply, env, cookie.value, cookie.expiresAt);
      },
    };
  };
}
