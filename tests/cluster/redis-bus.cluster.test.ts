import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadEvent } from '#shared/domain/discussions/messages.ts';
import { LIVE_CHANNEL } from '#server/live/announce.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { startRedisServer } from '../fixtures/redis-server.ts';
import { startCluster, type Cluster } from '../chaos/cluster.ts';
import { clusterPeople, listsHeardOn } from './cluster-people.ts';

/**
 * Two server processes whose live bus runs on Redis pub/sub (docs/decisions/0036-live-bus-on-a-broker.md):
 * what one instance writes is heard on the other through Redis, not PostgreSQL's NOTIFY, and a
 * Redis restart costs nothing but a catch-up from the database.
 */
describe('two instances with their live bus on Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let cluster: Cluster;

  beforeAll(async () => {
    redis = await startRedisServer();
    cluster = await startCluster({
      instances: 2,
      env: { LIVE_BUS: 'redis', REDIS_URL: redis.url },
    });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
  });

  const { person, apiOn } = clusterPeople(() => cluster);
  const a = () => cluster.instances[0]!;
  const b = () => cluster.instances[1]!;
  const details = (description: string) => ({
    description,
    categories: ['web' as const],
    budget: '$20',
  });
  /** A developer's dashboard feed on B (cluster-people.ts). */
  const listsOnB = (token: string) => listsHeardOn(b().address, token);

  /** The live part of B's /readyz (server/http/health.ts). */
  const liveHealthOfB = async () => {
    const response = await fetch(`${b().address}/readyz`);
    return ((await response.json()) as { live: { status: string } }).live.status;
  };

  it('shows a request made through A live on a developer’s lists on B', async () => {
    const customer = await person('customer');
    const developer = await person('developer', ['web']);
    const lists = await listsOnB(developer.token);
    const { id } = await apiOn(a().address, customer.token).tickets.createTicket.mutate({
      details: details('Made on A'),
      requestKey: randomUUID(),
    });
    await expect.poll(() => lists.heard, { timeout: 10_000 }).toContain(id);
    await lists.close();
  });

  it('brings a message sent through A to the other party’s conversation on B', async () => {
    const customer = await person('customer');
    const developer = await person('developer', ['web']);
    const { id: ticketId } = await apiOn(a().address, customer.token).tickets.createTicket.mutate({
      details: details('Let us talk'),
      requestKey: randomUUID(),
    });
    const developerOnA = apiOn(a().address, developer.token);
    await developerOnA.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });

    const say = (text: string) =>
      developerOnA.discussions.send.mutate({ ticketId, text, files: {}, messageKey: randomUUID() });
    const messageIds = (events: ThreadEvent[]) =>
      events.flatMap((event) => (event.kind === 'message' ? [event.message.id] : []));

    // A feed listens only once its generator runs, after tRPC says it started: the first message
    // comes from the table (lastEventId 0), which the feed reads after it listens. Heard, the
    // feed is live for certain.
    const first = await say('Before the feed');
    const heard: ThreadEvent[] = [];
    const live = liveClient(b().address, customer.token);
    live.client.discussions.onThread.subscribe(
      { ticketId, lastEventId: '0' },
      { onData: (event) => heard.push(event.data) },
    );
    await expect.poll(() => messageIds(heard), { timeout: 10_000 }).toContain(first.id);

    const sent = await say('Hello from A');
    await expect.poll(() => messageIds(heard), { timeout: 10_000 }).toContain(sent.id);
    expect(messageIds(heard).filter((id) => id === sent.id)).toHaveLength(1);
    await live.close();
  });

  it('sends no NOTIFY on the live channel for a ticket command, though its message reaches B', async () => {
    const customer = await person('customer');
    const developer = await person('developer', ['web']);
    const lists = await listsOnB(developer.token);
    // A listener of its own on the channel the database bus would use.
    const listener = postgres(cluster.databaseUrl, { max: 1, onnotice: () => {} });
    const notified: string[] = [];
    try {
      await listener.listen(LIVE_CHANNEL, (payload) => notified.push(payload));
      // It does hear a NOTIFY on that channel: its silence below means something.
      await listener`select pg_notify(${LIVE_CHANNEL}, 'probe')`;
      await expect.poll(() => notified, { timeout: 10_000 }).toEqual(['probe']);
      notified.length = 0;

      const { id } = await apiOn(a().address, customer.token).tickets.createTicket.mutate({
        details: details('Heard through Redis only'),
        requestKey: randomUUID(),
      });
      await expect.poll(() => lists.heard, { timeout: 10_000 }).toContain(id);
      // PostgreSQL delivers notifications in commit order: once this one, sent after the
      // command committed, is heard, any NOTIFY of the command would have been heard first.
      await listener`select pg_notify(${LIVE_CHANNEL}, 'after')`;
      await expect.poll(() => notified.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(notified).toEqual(['after']);
    } finally {
      await lists.close();
      await listener.end({ timeout: 5 });
    }
  });

  // Last: it stops Redis, which every other test needs.
  it('catches a ticket feed on B up by position after Redis restarts, and says so in health', async () => {
    const customer = await person('customer');
    const customerOnA = apiOn(a().address, customer.token);
    const { id: ticketId } = await customerOnA.tickets.createTicket.mutate({
      details: details('Watched'),
      requestKey: randomUUID(),
    });

    const changes: Array<{ position: number; version: number }> = [];
    const live = liveClient(b().address, customer.token);
    // From position 0: the creation comes from the event log, read once the feed listens.
    live.client.tickets.onChanged.subscribe(
      { ticketId, lastEventId: '0' },
      {
        onData: (event) =>
          void changes.push({ position: Number(event.id), version: event.data.version }),
      },
    );
    await expect.poll(() => changes.at(-1)?.version, { timeout: 10_000 }).toBe(1);
    // One change heard live first, so the feed knows a position to resume from.
    await customerOnA.tickets.editTicket.mutate({
      ticketId,
      expectedVersion: 1,
      details: details('Watched, edited live'),
    });
    await expect.poll(() => changes.at(-1)?.version, { timeout: 10_000 }).toBe(2);
    const heardLive = changes.length;

    await redis.kill();
    const killedAt = performance.now();
    await expect.poll(liveHealthOfB, { timeout: 20_000, interval: 250 }).toBe('down');
    const downAfterMs = performance.now() - killedAt;
    // Made while no instance can publish: the message is lost, the change is in the database.
    await customerOnA.tickets.editTicket.mutate({
      ticketId,
      expectedVersion: 2,
      details: details('Watched, edited while Redis was away'),
    });
    expect(changes.length).toBe(heardLive);

    await redis.start();
    const startedAt = performance.now();
    // No new change: the feed reads what it missed from the event log once the bus resumes.
    await expect.poll(() => changes.at(-1)?.version, { timeout: 20_000 }).toBe(3);
    const caughtUpAfterMs = performance.now() - startedAt;
    await expect.poll(liveHealthOfB, { timeout: 20_000, interval: 250 }).toBe('ok');
    const okAfterMs = performance.now() - startedAt;
    // Each version once, in order of position.
    expect(changes.map((change) => change.version)).toEqual([1, 2, 3]);
    const positions = changes.map((change) => change.position);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    console.info(
      `Redis away: B down after ${Math.round(downAfterMs)} ms; back: feed caught up after ` +
        `${Math.round(caughtUpAfterMs)} ms, health ok after ${Math.round(okAfterMs)} ms`,
    );
    await live.close();
  }, 90_000);
});
