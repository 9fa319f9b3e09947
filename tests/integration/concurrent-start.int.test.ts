import { describe, expect, it } from 'vitest';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

describe('instances starting together on a new database', () => {
  it('migrate one after the other, and both serve', async () => {
    const database = await createTestDatabase({ empty: true });
    const servers = await Promise.allSettled([
      startTestServer({ databaseUrl: database.url }),
      startTestServer({ databaseUrl: database.url }),
      startTestServer({ databaseUrl: database.url }),
    ]);
    try {
      expect(servers.map((server) => server.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
      for (const server of servers) {
        if (server.status !== 'fulfilled') continue;
        expect((await fetch(`${server.value.address}/readyz`)).status).toBe(200);
      }
    } finally {
      await Promise.all(
        servers.map((server) =>
          server.status === 'fulfilled' ? server.value.stop() : Promise.resolve(),
        ),
      );
      await database.drop();
    }
  }, 60_000);
});
