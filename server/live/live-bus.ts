import { EventEmitter } from 'node:events';
import { sql as statement } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';
import { announceThroughBroker, announcedLater, LIVE_CHANNEL } from './announce.ts';
import { LiveQueue } from './live-queue.ts';
import type { RedisBroker } from './redis-broker.ts';

/** Each instance's heartbeat: proof that a NOTIFY committed now still reaches this instance. */
const BEAT_CHANNEL = 'unblock_live_beat';
// Not a topic anyone can publish on: topics are strings, this is a symbol.
const LISTENING = Symbol('listening');
/**
 * Topics are emitted under a prefix: EventEmitter gives some names a meaning of their own
 * ('error' throws in every `on()` iterator, 'newListener'), and no topic may reach them.
 */
const TOPIC_EVENT = 'topic:';
const eventOf = (topic: string) => TOPIC_EVENT + topic;

/**
 * The message every subscriber of an instance gets when its bus was deaf for a while (PostgreSQL
 * restarted, the connection dropped) and listens again: what was published meanwhile is lost, so
 * each feed catches up from the database (ticket feeds by position, lists by refetching).
 */
export const LIVE_RESUMED = 'live.resumed';

export interface LiveBusTiming {
  /** How often the instance sends its heartbeat. */
  beatMs: number;
  /** Silence after which the bus counts as down (health, log) until it hears again. */
  silenceMs: number;
}
const defaultTiming: LiveBusTiming = { beatMs: 1000, silenceMs: 3500 };

/**
 * How long the bus waits for the signs of one recovery to settle before its subscribers catch up.
 * After an outage postgres.js completes one queued LISTEN per failed reconnect, all within tens
 * of milliseconds (24 after a 20 s outage): caught up after each, every feed read 24 times at the
 * moment the database returned (docs/operations.md#faults). One catch-up per recovery.
 */
const RESUME_SETTLE_MS = 100;

export interface LiveBusHealth {
  status: 'ok' | 'down';
  /** Milliseconds since the bus last heard anything (a heartbeat or a message). */
  silentForMs: number;
}

/**
 * What travels on the bus: a topic (who should hear it, e.g. `ticket:<id>` or `user:<id>`), a
 * type, and ids. Never data: subscribers re-read what they may see, so nothing leaks through the
 * bus and a NOTIFY stays far below PostgreSQL's 8000-byte limit.
 */
const liveMessageSchema = z.object({
  topic: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  ids: z.record(z.string(), z.string().max(100)).default({}),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/**
 * A NOTIFY's payload: one message for several topics, so a change that concerns a ticket, its
 * customer and the pool of available tickets costs one notification, not three.
 */
const wireMessageSchema = liveMessageSchema.omit({ topic: true }).extend({
  topics: z.array(liveMessageSchema.shape.topic).min(1).max(20),
});

/**
 * Messages, each validated, as one JSON array of NOTIFY payloads (the parameter of a pg_notify
 * statement): messages that differ only in topic share one payload.
 */
export function encodeLiveMessages(messages: LiveMessage[]): string {
  const payloads = new Map<string, z.infer<typeof wireMessageSchema>>();
  for (const message of messages) {
    const { topic, ...rest } = liveMessageSchema.parse(message);
    const key = JSON.stringify(rest);
    const payload = payloads.get(key);
    if (payload) payload.topics.push(topic);
    else payloads.set(key, { ...rest, topics: [topic] });
  }
  return JSON.stringify([...payloads.values()].map((payload) => JSON.stringify(payload)));
}

/** Where the bus hears from: PostgreSQL always (its triggers announce too), a broker when set. */
type Source = 'database' | 'broker';
const SOURCE_NAMES: Record<Source, string> = { database: 'the database', broker: 'the broker' };

export interface LiveBusOptions {
  timing?: LiveBusTiming;
  /**
   * Where the application's messages travel instead of PostgreSQL's NOTIFY
   * (docs/decisions/0036-live-bus-on-a-broker.md). The database's triggers (sessions revoked,
   * users changed) still announce through NOTIFY: rare writes, heard on both kinds of bus.
   */
  broker?: RedisBroker;
  /**
   * The client whose dedicated connection LISTENs: one that keeps its session (a direct one, or a
   * pooler's session mode: docs/operations.md#behind-a-pooler). By default the pool's client.
   */
  listenOn?: Sql;
}

/**
 * Publishes through the caller's transaction with pg_notify: PostgreSQL delivers a NOTIFY only
 * when its transaction commits, so subscribers never hear of a change that rolled back. Every
 * server instance LISTENs on one channel and fans messages out to its local subscribers. On a
 * broker, write statements return their messages and the server publishes them once committed
 * (./announce.ts).
 */
export class LiveBus {
  private readonly emitter = new EventEmitter();
  private readonly unlistens: Array<() => Promise<void>> = [];
  private beats: NodeJS.Timeout | undefined;
  private resuming: NodeJS.Timeout | undefined;
  private readonly listenedBefore = new Set<Source>();
  private readonly lastHeard = new Map<Source, number>();
  private down = false;
  private readonly timing: LiveBusTiming;
  private readonly broker: RedisBroker | undefined;
  private readonly listenOn: Sql;
  private stopAnnouncing: (() => void) | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly logger: Logger,
    options: LiveBusOptions = {},
  ) {
    this.emitter.setMaxListeners(0);
    this.timing = options.timing ?? defaultTiming;
    this.broker = options.broker;
    this.listenOn = options.listenOn ?? sql;
    this.lastHeard.set('database', performance.now());
    if (this.broker) this.lastHeard.set('broker', performance.now());
  }

  /**
   * Listens, and keeps checking that it still hears: postgres.js keeps a dedicated LISTEN
   * connection and re-listens after reconnecting, but says nothing of the gap, and a connection
   * that silently died says nothing at all. A heartbeat through each source tells both.
   */
  async start(): Promise<void> {
    const live = await this.listenOn.listen(
      LIVE_CHANNEL,
      (payload) => {
        this.heard('database');
        this.deliver(payload);
      },
      () => this.listening('database'),
    );
    this.unlistens.push(() => live.unlisten());
    const beat = await this.listenOn.listen(BEAT_CHANNEL, () => this.heard('database'));
    this.unlistens.push(() => beat.unlisten());
    if (this.broker) {
      const broker = this.broker;
      await broker.start({
        message: (payload) => this.deliver(payload),
        heard: () => this.heard('broker'),
        listening: () => this.listening('broker'),
      });
      this.unlistens.push(() => broker.stop());
      this.stopAnnouncing = announceThroughBroker((payloads) => broker.publish(payloads));
    }
    this.beats = setInterval(() => this.beat(), this.timing.beatMs);
    this.beats.unref();
  }

  health(): LiveBusHealth {
    const silentForMs = Math.round(performance.now() - Math.min(...this.lastHeard.values()));
    return { status: this.down ? 'down' : 'ok', silentForMs };
  }

  /**
   * Calls `handler` each time the bus (re)starts listening. Messages sent while the connection
   * was down are lost, so whoever keeps state in step with the bus starts afresh.
   */
  onListening(handler: () => void): () => void {
    this.emitter.on(LISTENING, handler);
    return () => {
      this.emitter.off(LISTENING, handler);
    };
  }

  async stop(): Promise<void> {
    this.stopAnnouncing?.();
    clearInterval(this.beats);
    clearTimeout(this.resuming);
    await Promise.all(this.unlistens.splice(0).map((unlisten) => unlisten()));
    this.emitter.removeAllListeners();
  }

  /**
   * Publishes one message or several when what `executor` wrote commits: in one statement of its
   * own on PostgreSQL's bus, after the commit on a broker's.
   */
  async publish(executor: Executor, messages: LiveMessage | LiveMessage[]): Promise<void> {
    const list = Array.isArray(messages) ? messages : [messages];
    if (list.length === 0) return;
    const encoded = encodeLiveMessages(list);
    if (announcedLater(executor, encoded)) return;
    await executor.execute(
      statement`select pg_notify(${LIVE_CHANNEL}, payload)
                from json_array_elements_text(${encoded}::json) as payload`,
    );
  }

  /** Calls `handler` for each message on `topic` until the returned function is called. */
  listen(topic: string, handler: (message: LiveMessage) => void): () => void {
    this.emitter.on(eventOf(topic), handler);
    return () => {
      this.emitter.off(eventOf(topic), handler);
    };
  }

  /**
   * Messages on any of `topics` as an async iterator, listening from this call on (not from the
   * first `next()`), so a caller can read a backlog first without missing what arrives meanwhile.
   * Messages are buffered until consumed; everything is released when `signal` aborts.
   */
  stream(topics: string[], signal: AbortSignal): LiveQueue<LiveMessage> {
    const queue = new LiveQueue<LiveMessage>(signal);
    for (const topic of topics) {
      queue.releaseWith(this.listen(topic, (message) => queue.push(message)));
    }
    return queue;
  }

  /** How many subscriptions to topics this instance holds, over all topics (metrics). */
  subscriptionCount(): number {
    let total = 0;
    for (const event of this.emitter.eventNames()) {
      if (typeof event === 'string' && event.startsWith(TOPIC_EVENT)) {
        total += this.emitter.listenerCount(event);
      }
    }
    return total;
  }

  /** How many subscribers listen on `topic` in this instance (health and leak checks). */
  listenerCount(topic: string): number {
    return this.emitter.listenerCount(eventOf(topic));
  }

  private beat(): void {
    const silent = [...this.lastHeard].find(
      ([, heard]) => performance.now() - heard > this.timing.silenceMs,
    );
    if (!this.down && silent) {
      this.down = true;
      this.logger.warn(
        { silentForMs: this.health().silentForMs },
        `live bus: nothing heard from ${SOURCE_NAMES[silent[0]]}; live updates are paused until it answers`,
      );
    }
    // Through the pool, as every publish goes: fails fast while the database is unreachable.
    this.sql`select pg_notify(${BEAT_CHANNEL}, '')`.catch(() => {});
    this.broker?.beat();
  }

  private heard(source: Source): void {
    this.lastHeard.set(source, performance.now());
    if (!this.down || this.health().silentForMs > this.timing.silenceMs) return;
    this.down = false;
    if (!this.resuming) this.logger.info('live bus: hearing again; feeds catch up');
    this.resumeOnce();
  }

  /** A source (re)subscribed: after its first time, whatever was sent in the gap is lost. */
  private listening(source: Source): void {
    this.lastHeard.set(source, performance.now());
    if (!this.listenedBefore.has(source)) {
      this.listenedBefore.add(source);
      if (this.listenedBefore.size === 1) this.emitter.emit(LISTENING);
      return;
    }
    if (!this.resuming) this.logger.info(`live bus: listening again (${source}); feeds catch up`);
    this.down = this.health().silentForMs > this.timing.silenceMs;
    this.resumeOnce();
  }

  /** A resume once the signs of this recovery have settled (RESUME_SETTLE_MS), however many. */
  private resumeOnce(): void {
    clearTimeout(this.resuming);
    this.resuming = setTimeout(() => {
      this.resuming = undefined;
      this.resume();
    }, RESUME_SETTLE_MS);
  }

  /** Every subscriber of this instance hears that it may have missed messages. */
  private resume(): void {
    this.emitter.emit(LISTENING);
    for (const event of this.emitter.eventNames()) {
      if (typeof event !== 'string' || !event.startsWith(TOPIC_EVENT)) continue;
      const topic = event.slice(TOPIC_EVENT.length);
      this.emitter.emit(event, { topic, type: LIVE_RESUMED, ids: {} } satisfies LiveMessage);
    }
  }

  private deliver(payload: string): void {
    let parsed: z.infer<typeof wireMessageSchema>;
    try {
      parsed = wireMessageSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.logger.warn({ err: error }, 'ignored a malformed live message');
      return;
    }
    const { topics, ...rest } = parsed;
    for (const topic of topics) this.emitter.emit(eventOf(topic), { ...rest, topic });
  }
}
