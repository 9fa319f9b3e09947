import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionDeviceOf } from '#server/account/sessions/device.ts';
import { createSession } from '#server/auth/sessions.ts';
import type { RunningServer } from '#server/server.ts';
import { SESSION_NOT_FOUND } from '#shared/account-messages.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('where you are signed in (docs/accounts.md#where-you-are-signed-in)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;
  let admin: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url });
    admin = postgres(database.url, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await admin?.end();
    await server?.stop();
    await database?.drop();
  });

  async function signedIn(userId: string, userAgent: string | null, ipAddress: string | null) {
    const { token } = await createSession(server.db, userId, { userAgent, ipAddress });
    return createBrowserClient(server.address, { sessionToken: token });
  }

  it('lists the account’s sessions newest first, browser and system read from the user agent', async () => {
    const user = await insertUser(server.db, 'developer');
    const stranger = await insertUser(server.db, 'customer');
    await signedIn(stranger.id, CHROME_ON_LINUX, '192.0.2.9');
    await signedIn(user.id, FIREFOX_ON_WINDOWS, '198.51.100.7');
    await admin`update sessions set created_at = now() - interval '1 day'
      where user_id = ${user.id}`;
    const here = await signedIn(user.id, CHROME_ON_LINUX, '203.0.113.5');
    await signedIn(user.id, 'x'.repeat(2000), null);
    await admin`update sessions set created_at = now() - interval '2 days'
      where user_id = ${user.id} and ip_address is null`;

    const list = await here.client.account.sessions.list.query();
    expect(list).toEqual([
      expect.objectContaining({
        browser: 'Chrome',
        system: 'Linux',
        ipAddress: '203.0.113.5',
        current: true,
      }),
      expect.objectContaining({
        browser: 'Firefox',
        system: 'Windows',
        ipAddress: '198.51.100.7',
        current: false,
      }),
      expect.objectContaining({ browser: null, system: null, ipAddress: null, current: false }),
    ]);
    // Named by public ids, never by the token's hash.
    const hashes = await admin<
      { id: string }[]
    >`select id from sessions where user_id = ${user.id}`;
    for (const row of list) {
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(hashes.map((hash) => hash.id)).not.toContain(row.id);
    }
    const [longest] = await admin<{ n: number }[]>`
      select max(length(user_agent))::int as n from sessions where user_id = ${user.id}`;
    expect(longest?.n).toBe(512);
  });

  it('ends another of the account’s sessions and closes its WebSocket', async () => {
    const user = await insertUser(server.db, 'customer');
    const here = await signedIn(user.id, CHROME_ON_LINUX, '203.0.113.5');
    const there = await signedIn(user.id, FIREFOX_ON_WINDOWS, '198.51.100.7');
    const socket = await there.openSocket();
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    const [other] = (await here.client.account.sessions.list.query()).filter((row) => !row.current);

    await expect(here.client.account.sessions.end.mutate({ id: other!.id })).resolves.toEqual({
      current: false,
    });
    expect(await closed).toBe(4401);
    expect(await there.client.auth.me.query()).toBeNull();
    expect(await here.client.auth.me.query()).toMatchObject({ id: user.id });
    expect(await here.client.account.sessions.list.query()).toHaveLength(1);
  });

  it('answers NOT_FOUND for someone else’s session or none, and ends nothing', async () => {
    const user = await insertUser(server.db, 'customer');
    const stranger = await insertUser(server.db, 'customer');
    const here = await signedIn(user.id, CHROME_ON_LINUX, null);
    const theirs = await signedIn(stranger.id, CHROME_ON_LINUX, null);
    const [theirSession] = await theirs.client.account.sessions.list.query();

    for (const id of [theirSession!.id, crypto.randomUUID()]) {
      expect(await failureOf(here.client.account.sessions.end.mutate({ id }))).toMatchObject({
        code: 'NOT_FOUND',
        message: SESSION_NOT_FOUND,
      });
    }
    expect(await theirs.client.auth.me.query()).toMatchObject({ id: stranger.id });
    expect(
      await failureOf(createBrowserClient(server.address).client.account.sessions.list.query()),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('signs out when the current one is ended, and ends every other one on request', async () => {
    const user = await insertUser(server.db, 'customer');
    const here = await signedIn(user.id, CHROME_ON_LINUX, null);
    const others = [
      await signedIn(user.id, FIREFOX_ON_WINDOWS, null),
      await signedIn(user.id, FIREFOX_ON_WINDOWS, null),
    ];
    await expect(here.client.account.sessions.endOthers.mutate()).resolves.toEqual({ ended: 2 });
    for (const other of others) expect(await other.client.auth.me.query()).toBeNull();
    const [current] = await here.client.account.sessions.list.query();
    expect(current).toMatchObject({ current: true });

    await expect(here.client.account.sessions.end.mutate({ id: current!.id })).resolves.toEqual({
      current: true,
    });
    expect(here.cookies().has('unblock_session')).toBe(false);
    const [{ n } = { n: -1 }] = await admin<{ n: number }[]>`
      select count(*)::int as n from sessions where user_id = ${user.id}`;
    expect(n).toBe(0);
  });

  it('records when a session was last used, at most every few minutes', async () => {
    const user = await insertUser(server.db, 'customer');
    const stale = await signedIn(user.id, CHROME_ON_LINUX, null);
    const recent = await signedIn(user.id, FIREFOX_ON_WINDOWS, null);
    await admin`update sessions set last_seen_at = now() - interval '10 minutes'
      where user_id = ${user.id} and user_agent = ${CHROME_ON_LINUX}`;
    await admin`update sessions set last_seen_at = now() - interval '2 minutes'
      where user_id = ${user.id} and user_agent = ${FIREFOX_ON_WINDOWS}`;

    await stale.client.auth.me.query();
    await recent.client.auth.me.query();
    const rows = await admin<{ user_agent: string; minutes: number }[]>`
      select user_agent, extract(epoch from now() - last_seen_at)::int / 60 as minutes
      from sessions where user_id = ${user.id}`;
    const minutesOf = (agent: string) => rows.find((row) => row.user_agent === agent)?.minutes;
    expect(minutesOf(CHROME_ON_LINUX)).toBe(0);
    expect(minutesOf(FIREFOX_ON_WINDOWS)).toBe(2);
  });

  it('records the browser a request signs in from (the tRPC context’s User-Agent and address)', () => {
    expect(sessionDeviceOf({ ip: '203.0.113.5', userAgent: CHROME_ON_LINUX })).toEqual({
      userAgent: CHROME_ON_LINUX,
      ipAddress: '203.0.113.5',
    });
    expect(sessionDeviceOf({ ip: '203.0.113.5' })).toEqual({
      userAgent: null,
      ipAddress: '203.0.113.5',
    });
  });
});
