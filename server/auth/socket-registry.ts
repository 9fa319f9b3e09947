import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { SESSIONS_TOPIC } from './session-cache.ts';

export { SESSION_ENDED_CLOSE_CODE };

/**
 * The WebSockets in this instance that authenticated with each session. When any instance
 * revokes a session (sign-out, password reset) the bus tells every instance, and each closes
 * that session's sockets, so a revoked session stops receiving live data everywhere.
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly abort = new AbortController();

  constructor(
    private readonly bus: LiveBus,
    private readonly logger: Logger,
  ) {}

  start(): void {
    void (async () => {
      for await (const message of this.bus.subscribe(SESSIONS_TOPIC, this.abort.signal)) {
        const sessionId = message.ids.session;
        if (sessionId) this.closeSession(sessionId);
      }
    })().catch((error: unknown) => {
      this.logger.error({ err: error }, 'session revocation listener stopped');
    });
  }

  stop(): void {
    this.abort.abort();
  }

  register(sessionId: string, socket: WebSocket): void {
    let sockets = this.bySession.get(sessionId);
    if (!sockets) {
      sockets = new Set();
      this.bySession.set(sessionId, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) this.bySession.delete(sessionId);
    });
  }

  /** How many open sockets a session has here (for tests and health). */
  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  private closeSession(sessionId: string): void {
    for (const socket of this.bySession.get(sessionId) ?? []) {
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }
}
