import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import { ACCOUNT_SUSPENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';
import { LIVE_RESUMED, type LiveBus } from '../live/live-bus.ts';
import { SESSION_SUSPENDED, SESSIONS_TOPIC } from './session-cache.ts';

export { SESSION_ENDED_CLOSE_CODE };

/**
 * The WebSockets in this instance that authenticated with each session. When any instance
 * revokes a session (sign-out, password reset) the bus tells every instance, and each closes
 * that session's sockets, so a revoked session stops receiving live data everywhere; a session a
 * suspension ended is closed with a code of its own, so the page can tell the person. When the bus
 * was deaf for a while, the sessions of the open sockets are read again (`standing`), since a
 * revocation may have gone unheard.
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly abort = new AbortController();

  constructor(
    private readonly bus: LiveBus,
    private readonly logger: Logger,
    private readonly standing: (sessionIds: string[]) => Promise<Set<string>>,
  ) {}

  start(): void {
    void (async () => {
      for await (const message of this.bus.stream([SESSIONS_TOPIC], this.abort.signal)) {
        if (message.type === LIVE_RESUMED) await this.closeFallen();
        const sessionId = message.ids.session;
        if (sessionId) {
          const suspended = message.type === SESSION_SUSPENDED;
          this.closeSession(sessionId, suspended ? ACCOUNT_SUSPENDED_CLOSE_CODE : undefined);
        }
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

  private async closeFallen(): Promise<void> {
    const open = [...this.bySession.keys()];
    const standing = await this.standing(open).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not check the open sockets’ sessions');
      return new Set(open);
    });
    for (const sessionId of open) if (!standing.has(sessionId)) this.closeSession(sessionId);
  }

  /**
   * A session found fallen after the bus was deaf gets the plain code: its page still learns of a
   * suspension, from the refusal of its next call (ADR 0004).
   */
  private closeSession(sessionId: string, code = SESSION_ENDED_CLOSE_CODE): void {
    const reason = code === ACCOUNT_SUSPENDED_CLOSE_CODE ? 'Account suspended' : 'Session ended';
    for (const socket of this.bySession.get(sessionId) ?? []) socket.close(code, reason);
  }
}
