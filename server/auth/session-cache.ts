import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { LiveBus } from '../live/live-bus.ts';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
}

export interface ValidSession {
  session: Session;
  me: Me;
  /**
   * The user as the ticket domain sees them (a developer's categories), read with the session:
   * as fresh as it, since a changed profile is forgotten like a changed user.
   */
  actor: Actor;
}

/** Where revocations and user changes are announced (by database triggers, migration 0003). */
export const SESSIONS_TOPIC = 'sessions';
/**
 * The type of a revocation a suspension caused (the trigger of migration 0019 tells it by the
 * session being kept in suspended_sessions); any other revocation is `session.revoked`.
 */
export const SESSION_SUSPENDED = 'session.suspended';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Sessions this instance validated in the last few seconds, so that a signed-in user's requests
 * do not each wait on the database (ADR 0006). What keeps it honest:
 * - database triggers announce every deleted session and every changed user or profile on the
 *   live bus, whoever changed them, and every instance forgets the matching entries;
 * - the request that revokes a session forgets it here at once, before its answer leaves;
 * - when the bus reconnects (announcements may have been missed) everything is forgotten;
 * - nothing is kept longer than a few seconds, nor past the session's own expiry.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: ValidSession; until: number }>();
  private readonly stops: Array<() => void> = [];

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  listenTo(bus: LiveBus): void {
    this.stops.push(
      bus.listen(SESSIONS_TOPIC, (message) => {
        if (message.ids.session) this.forget(message.ids.session);
        if (message.ids.user) this.forgetUser(message.ids.user);
      }),
      bus.onListening(() => this.entries.clear()),
    );
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.entries.clear();
  }

  get(sessionId: string, now = Date.now()): ValidSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now || entry.value.session.expiresAt.getTime() <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  set(value: ValidSession, now = Date.now()): void {
    // Insertion order is age order: the oldest entry makes room.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(value.session.id, { value, until: now + this.ttlMs });
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    for (const [id, entry] of this.entries) {
      if (entry.value.session.userId === userId) this.entries.delete(id);
    }
  }
}
