import { EventEmitter, on } from 'node:events';
import { sql as statement } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Executor } from '../db/client.ts';

export const LIVE_CHANNEL = 'unblock_live';
// Not a topic anyone can publish on: topics are strings, this is a symbol.
const LISTENING = Symbol('listening');

/**
 * What travels on the bus: a topic (who should hear it, e.g. `ticket:<id>` or `user:<id>`), a
 * type, and ids. Never data: subscribers re-read what they may see, so nothing leaks through the
 * bus and a NOTIFY stays far below PostgreSQL's 8000-byte limit.
 */
export const liveMessageSchema = z.object({
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

/**
 * Publishes through the caller's transaction with pg_notify: PostgreSQL delivers a NOTIFY only
 * when its transaction commits, so subscribers never hear of a change that rolled back. Every
 * server instance LISTENs on one channel and fans messages out to its local subscribers.
 */
export class LiveBus {
  private readonly emitter = new EventEmitter();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly sql: Sql,
    private readonly logger: Logger,
  ) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    // postgres.js keeps a dedicated LISTEN connection and re-listens after reconnecting.
    const listening = await this.sql.listen(
      LIVE_CHANNEL,
      (payload) => {
        this.deliver(payload);
      },
      () => this.emitter.emit(LISTENING),
    );
    this.unlisten = () => listening.unlisten();
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
    await this.unlisten?.();
    this.unlisten = undefined;
    this.emitter.removeAllListeners();
  }

  /** Publishes one message or several, in one statement. */
  async publish(executor: Executor, messages: LiveMessage | LiveMessage[]): Promise<void> {
    const list = Array.isArray(messages) ? messages : [messages];
    if (list.length === 0) return;
    await executor.execute(
      statement`select pg_notify(${LIVE_CHANNEL}, payload)
                from json_array_elements_text(${encodeLiveMessages(list)}::json) as payload`,
    );
  }

  /** Yields messages on `topic` until `signal` aborts (a tRPC subscription passes its own). */
  async *subscribe(topic: string, signal: AbortSignal): AsyncGenerator<LiveMessage> {
    try {
      for await (const [message] of on(this.emitter, topic, { signal })) {
        yield message as LiveMessage;
      }
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }

  /** Calls `handler` for each message on `topic` until the returned function is called. */
  listen(topic: string, handler: (message: LiveMessage) => void): () => void {
    this.emitter.on(topic, handler);
    return () => {
      this.emitter.off(topic, handler);
    };
  }

  /**
   * Messages on any of `topics` as an async iterator, listening from this call on (not from the
   * first `next()`), so a caller can read a backlog first without missing what arrives meanwhile.
   * Messages are buffered until consumed; everything is released when `signal` aborts.
   */
  stream(topics: string[], signal: AbortSignal): AsyncGenerator<LiveMessage> {
    const pending: LiveMessage[] = [];
    let wake: (() => void) | undefined;
    const stops = topics.map((topic) =>
      this.listen(topic, (message) => {
        pending.push(message);
        wake?.();
      }),
    );
    const release = () => {
      for (const stop of stops) stop();
      wake?.();
    };
    signal.addEventListener('abort', release, { once: true });
    return (async function* () {
      try {
        while (!signal.aborted) {
          const message = pending.shift();
          if (message) {
            yield message;
            continue;
          }
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
      } finally {
        signal.removeEventListener('abort', release);
        release();
      }
    })();
  }

  /** How many subscribers listen on `topic` in this instance (health and leak checks). */
  listenerCount(topic: string): number {
    return this.emitter.listenerCount(topic);
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
    for (const topic of topics) this.emitter.emit(topic, { ...rest, topic });
  }
}
