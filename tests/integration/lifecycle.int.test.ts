import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import postgres from 'postgres';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { startServer } from '#server/server.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { UNBUILT_CLIENT_DIR } from '../setup/unbuilt-client.ts';
import { createTestDatabase } from '../setup/test-database.ts';

describe('server lifecycle', () => {
  it('keeps the embedded database across a restart', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-restart-'));
    // As root, PostgreSQL runs as the postgres user, which must enter this directory.
    await fs.chmod(dataDir, 0o755);
    const start = () =>
      startServer({
        env: parseEnv({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          // Port 0: the OS picks at listen time. A port found free beforehand could be handed to
          // the embedded PostgreSQL, which looks for its own free port during start-up.
          PORT: '0',
          LOG_LEVEL: 'silent',
          CLIENT_DIR: UNBUILT_CLIENT_DIR,
        }),
        logger: pino({ level: 'silent' }),
      });
    try {
      const first = await start();
      // A newcomer gets one reusable customer invite code, the same on every start.
      expect(first.starterInviteCode).toMatch(/^WELCOME-[A-Z2-9]{6}$/);
      const join = await fetch(`${first.address}/api/trpc/waitlist.joinCustomers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: { name: 'Ada', email: 'ada@example.com' } }),
      });
      expect(join.status).toBe(200);
      await first.stop();

      const second = await start();
      try {
        expect(second.starterInviteCode).toBe(first.starterInviteCode);
        const sql = postgres(second.databaseUrl, { max: 1 });
        const rows = await sql<
          { name: string }[]
        >`select name from waitlist_signups where email = 'ada@example.com'`;
        await sql.end();
        expect(rows.map((row) => row.name)).toEqual(['Ada']);
      } finally {
        await second.stop();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('shuts down with open WebSockets, telling clients it is going away and leaving no connection behind', async () => {
    const database = await createTestDatabase();
    const server = await startTestServer({ databaseUrl: database.url });
    const socket = new WebSocket(`${server.address.replace('http', 'ws')}/api/trpc`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));

    await server.stop();

    expect(await closed).toBe(1001);
    const refused = await fetch(`${server.address}/healthz`).catch(() => 'refused');
    expect(refused).toBe('refused');
    const admin = postgres(database.url, { max: 1 });
    const leftover = await admin`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    await admin.end();
    expect(leftover[0]?.n).toBe(0);
    await database.drop();
  });
});
