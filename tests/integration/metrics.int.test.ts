import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '#server/server.ts';
import { createSession } from '#server/auth/sessions.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { productionEnv, startTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('Prometheus metrics', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      databaseUrl: database.url,
      env: { METRICS_TOKEN: TOKEN },
      // The mails the test leaves waiting must still wait when it scrapes. The relay's own wake
      // on listening runs at once, long before they are written (after a 200 ms gather it once
      // fell after them), and no sweep comes within the test.
      mailRelay: { gatherMs: 0, sweepMs: 3_600_000 },
    });
  });

  afterAll(async () => {
    await server.stop();
    await database.drop();
  });

  const scrape = (authorization?: string) =>
    fetch(`${server.address}/metrics`, {
      headers: authorization ? { authorization } : {},
    });

  it('wants the token, and then tells latency per procedure, subscriptions, the queue and what is up', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all-0123456789ab')).status).toBe(401);

    const customer = await insertUser(server.db, 'customer');
    const { token } = await createSession(server.db, customer.id);
    const api = createBrowserClient(server.address, { sessionToken: token }).client;
    await api.tickets.mine.query({ which: 'open' });
    await expect(api.tickets.get.query({ ticketId: crypto.randomUUID() })).rejects.toThrow();
    // Two mails written behind the application's back, so that no relay is woken (`mailQueued`
    // is what wakes them): they wait for a sweep.
    await server.db.execute(sql`insert into outbox_emails ("to", subject, text, html)
      values ('one@example.com', 'One', 'One', 'One'), ('two@example.com', 'Two', 'Two', 'Two')`);
    const live = liveClient(server.address, token);
    await new Promise<void>((resolve) => {
      live.client.tickets.onListsChanged.subscribe(undefined, { onStarted: () => resolve() });
    });

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /unblock_procedure_duration_seconds_count\{procedure="tickets.mine",type="query",outcome="ok"\} 1/,
    );
    expect(text).toMatch(
      /unblock_procedure_duration_seconds_count\{procedure="tickets.get",type="query",outcome="NOT_FOUND"\} 1/,
    );
    expect(text).toMatch(/^unblock_live_subscriptions [1-9]/m);
    expect(text).toMatch(/^unblock_job_queue_depth \d+/m);
    expect(text).toMatch(/^unblock_mail_waiting 2$/m);
    expect(text).toMatch(/^unblock_live_bus_up 1/m);
    expect(text).toMatch(/^unblock_worker_up 1/m);
    expect(text).toContain('unblock_process_resident_memory_bytes');
    await live.close();
  });

  it('is not served at all in production without a token', async () => {
    const productionDatabase = await createTestDatabase();
    const production = await startTestServer({
      databaseUrl: productionDatabase.url,
      env: productionEnv,
    });
    try {
      const response = await fetch(`${production.address}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('unblock_');
    } finally {
      await production.stop();
      await productionDatabase.drop();
    }
  });
});
