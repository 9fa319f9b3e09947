import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/** Polls until `check` holds, for at most `ms` (well under the cache's 5 s time to live). */
async function within<T>(ms: number, read: () => Promise<T>, check: (value: T) => boolean) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/**
 * Each instance caches validated sessions for a few seconds (ADR 0006); revocations and user
 * changes must still reach every instance at once, whoever made them.
 */
describe('cached sessions on two instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  let admin: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url }),
      startTestServer({ databaseUrl: database.url }),
    ]);
    admin = postgres(database.url, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await admin?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  async function signedInOnBoth() {
    const user = await insertUser(a.db, 'customer');
    const { token } = await createSession(a.db, user.id);
    return {
      user,
      onA: createBrowserClient(a.address, { sessionToken: token }).client,
      onB: createBrowserClient(b.address, { sessionToken: token }).client,
    };
  }

  it('refuses a signed-out session at once where it was revoked, and soon everywhere', async () => {
    const { user, onA, onB } = await signedInOnBoth();
    expect((await onB.auth.me.query())?.id).toBe(user.id); // now cached on B
    expect((await onA.auth.me.query())?.id).toBe(user.id); // and on A

    await onA.auth.signOut.mutate();
    expect(await onA.auth.me.query()).toBeNull();
    expect(
      await within(
        2_000,
        () => onB.auth.me.query(),
        (me) => me === null,
      ),
    ).toBeNull();
  });

  it('sees a profile changed by hand in the database on every instance', async () => {
    const { user, onB } = await signedInOnBoth();
    expect((await onB.auth.me.query())?.firstName).toBeNull();
    await admin`update profiles set first_name = 'Renamed' where id = ${user.id}`;
    const me = await within(
      2_000,
      () => onB.auth.me.query(),
      (value) => value?.firstName === 'Renamed',
    );
    expect(me?.firstName).toBe('Renamed');
  });

  it('answers with the new name right after the profile is edited', async () => {
    const { onA } = await signedInOnBoth();
    await onA.auth.me.query();
    await onA.profile.update.mutate({ firstName: 'Grace', lastName: 'Hopper' });
    expect((await onA.auth.me.query())?.firstName).toBe('Grace');
  });

  it('lists by a developer’s new categories right after they are saved, and soon on every instance', async () => {
    const customer = await insertUser(a.db, 'customer');
    const ticketId = crypto.randomUUID();
    await executeTicketCommand(a.db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ categories: ['mobile'] }) },
      actor: customer,
    });
    const developer = await insertUser(a.db, 'developer', ['web']);
    const { token } = await createSession(a.db, developer.id);
    const onA = createBrowserClient(a.address, { sessionToken: token }).client;
    const onB = createBrowserClient(b.address, { sessionToken: token }).client;
    const listed = async (client: typeof onA) =>
      (await client.tickets.available.query({})).items.map((item) => item.id);
    // Both instances now hold the session, with its categories, in their caches.
    expect(await listed(onA)).toEqual([]);
    expect(await listed(onB)).toEqual([]);

    await onA.profile.updateCategories.mutate({ categories: ['web', 'mobile'] });
    expect(await listed(onA)).toEqual([ticketId]);
    expect(
      await within(
        2_000,
        () => listed(onB),
        (ids) => ids.length === 1,
      ),
    ).toEqual([ticketId]);
  });

  it('refuses a session deleted by hand (e.g. an operator revoking it) on every instance', async () => {
    const { user, onA, onB } = await signedInOnBoth();
    await Promise.all([onA.auth.me.query(), onB.auth.me.query()]);
    await admin`delete from sessions where user_id = ${user.id}`;
    for (const client of [onA, onB]) {
      expect(
        await within(
          2_000,
          () => client.auth.me.query(),
          (me) => me === null,
        ),
      ).toBeNull();
    }
  });
});
