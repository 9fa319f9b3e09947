import { createClient } from '@redis/client';
import type { Logger } from 'pino';
import { CONNECT_TIMEOUT_SECONDS, reconnectDelaySeconds } from '../db/client.ts';
import { LIVE_CHANNEL } from './announce.ts';

/** The broker's heartbeat channel (see LiveBus's): proof that a publish now still comes back. */
const BEAT_CHANNEL = 'unblock_live_beat';
/** How long stopping waits for the last publishes to be answered. */
const CLOSE_WAIT_MS = 1000;

/** What the bus hears from its broker. */
export interface BrokerListener {
  /** A message published on the live channel by any instance. */
  message(payload: string): void;
  /** A heartbeat came back: the path through the broker works. */
  heard(): void;
  /** Subscribed, the first time and again after each reconnection. */
  listening(): void;
}

/**
 * The live bus's messages through Redis pub/sub instead of PostgreSQL's NOTIFY
 * (docs/decisions/0036-live-bus-on-a-broker.md): one connection publishes, one subscribes (a
 * subscribed Redis connection can do nothing else). Redis keeps no message for a subscriber that
 * is away: after a reconnection the bus tells its feeds to catch up, as after a LISTEN gap.
 */
export class RedisBroker {
  private readonly publisher;
  private readonly subscriber;
  private subscribed = false;

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    this.publisher = createClient({
      url,
      // A publish while the publishing connection reconnects waits for it, up to a bound: the
      // subscribing one may be back first, and its feeds would never learn of a message lost
      // then. Past the bound (a long outage, when every subscriber is away too and catches up
      // from the database on its return) a publish fails and is logged.
      commandsQueueMaxLength: 10_000,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_SECONDS * 1000,
        reconnectStrategy: (retries) => Math.round(reconnectDelaySeconds(retries) * 1000),
      },
    });
    this.subscriber = this.publisher.duplicate();
    // Without a listener, a client's 'error' would end the process; the bus's silence reports it.
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error: unknown) => {
        this.logger.debug({ err: error }, 'live bus: Redis connection error');
      });
    }
  }

  async start(listener: BrokerListener): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe([LIVE_CHANNEL, BEAT_CHANNEL], (payload, channel) => {
      listener.heard();
      if (channel === LIVE_CHANNEL) listener.message(payload);
    });
    this.subscribed = true;
    // node-redis subscribes again by itself when it reconnects, before it says it is ready.
    this.subscriber.on('ready', () => {
      if (this.subscribed) listener.listening();
    });
    listener.listening();
  }

  /** Sends each payload as one message, in order (node-redis pipelines what is sent at once). */
  publish(payloads: string[]): void {
    for (const payload of payloads) {
      this.publisher.publish(LIVE_CHANNEL, payload).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'live bus: a message could not be published to Redis');
      });
    }
  }

  beat(): void {
    this.publisher.publish(BEAT_CHANNEL, '').catch(() => {});
  }

  /**
   * Lets what was published go out, for a moment at most: node-redis's `close()` waits for every
   * queued command's reply, which never comes while Redis is away, so the rest are dropped then.
   */
  async stop(): Promise<void> {
    this.subscribed = false;
    await Promise.all(
      [this.subscriber, this.publisher].map(async (client) => {
        if (!client.isOpen) return;
        let timer: NodeJS.Timeout | undefined;
        const closed = await Promise.race([
          client.close().then(() => true),
          new Promise<false>(
            (resolve) => (timer = setTimeout(() => resolve(false), CLOSE_WAIT_MS)),
          ),
        ]);
        clearTimeout(timer);
        if (!closed) client.destroy();
      }),
    );
  }
}
