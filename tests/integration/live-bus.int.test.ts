import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '#server/live/live-bus.ts';
import type { RunningServer } from '#server/server.ts';
import { probeRouter, type ProbeRouter } from '../fixtures/probe-router.ts';
import { createTestClient, startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

describe('live bus across server instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    const sql = postgres(database.url, { max: 1 });
    await sql`create table probe_notes (id serial primary key, note text not null)`;
    await sql.end();
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url, router: probeRouter }),
      startTestServer({ databaseUrl: database.url, router: probeRouter }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('delivers a change committed through instance A to a subscription on instance B, and never a rolled-back one', async () => {
    expect(a.address).not.toBe(b.address);
    const writer = createTestClient<ProbeRouter>(a.address);
    const listener = createTestClient<ProbeRouter>(b.address);
    const received: LiveMessage[] = [];
    let started!: () => void;
    const subscribed = new Promise<void>((resolve) => (started = resolve));
    const twoArrived = new Promise<void>((resolve) => {
      const subscription = listener.client.probe.onWritten.subscribe(undefined, {
        onStarted: () => started(),
        onData(message) {
          received.push(message);
          if (received.length === 2) {
            subscription.unsubscribe();
            resolve();
          }
        },
      });
    });
    await subscribed;

    await writer.client.probe.write.mutate({ note: 'rolled back', rollback: true });
    await writer.client.probe.write.mutate({ note: 'first' });
    await writer.client.probe.write.mutate({ note: 'second' });
    await twoArrived;

    expect(received.map((m) => m.ids.note)).toEqual(['first', 'second']);
    expect(received[0]).toMatchObject({ topic: 'probe', type: 'probe.written' });
    await writer.close();
    await listener.close();
  });

  it('ends the subscription when the client unsubscribes, leaving no listener behind', async () => {
    const listener = createTestClient<ProbeRouter>(b.address);
    // The previous test's subscription is released asynchronously once its client unsubscribed.
    await expect.poll(() => b.bus.listenerCount('probe')).toBe(0);
    let started!: () => void;
    const subscribed = new Promise<void>((resolve) => (started = resolve));
    const subscription = listener.client.probe.onWritten.subscribe(undefined, {
      onStarted: () => started(),
    });
    await subscribed;
    await expect.poll(() => b.bus.listenerCount('probe')).toBe(1);
    subscription.unsubscribe();
    await expect.poll(() => b.bus.listenerCount('probe')).toBe(0);
    await listener.close();
  });

  it('refuses a subscription over server-sent events: it never listens on the bus', async () => {
    const response = await fetch(`${b.address}/api/trpc/probe.onWritten`, {
      headers: { accept: 'text/event-stream', origin: b.address },
      signal: AbortSignal.timeout(5000),
    });
    // Whatever the stream says, it ends at once: only the WebSocket carries live updates.
    expect(await response.text()).toContain('Live updates are served over the WebSocket only.');
    expect(b.bus.listenerCount('probe')).toBe(0);
  });

  it('delivers any topic, even one EventEmitter gives a meaning of its own ("error")', async () => {
    const abort = new AbortController();
    const heard: string[] = [];
    const streams = ['error', 'newListener', 'probe-other'].map((topic) =>
      (async () => {
        for await (const message of b.bus.stream([topic], abort.signal)) heard.push(message.topic);
      })(),
    );
    await a.bus.publish(a.db, [
      { topic: 'error', type: 'probe', ids: {} },
      { topic: 'newListener', type: 'probe', ids: {} },
      { topic: 'probe-other', type: 'probe', ids: {} },
    ]);
    await expect.poll(() => [...heard].sort()).toEqual(['error', 'newListener', 'probe-other']);
    abort.abort();
    await Promise.all(streams);
  });
});
