import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/auth/tokens.ts';
import { pruneExpiredSessions } from '#server/auth/sessions.ts';
import type { RunningServer } from '#server/server.ts';
import { ACCOUNT_SUSPENDED } from '#shared/auth-messages.ts';
import { ACCOUNT_SUSPENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * A suspension tells the page that is still open why its session ended (ADR 0004): the person's
 * WebSockets are closed with the suspension's own code on every instance, a call from a page
 * without a socket is refused as suspended, and the moderator's reason is given to the ended
 * session's own cookie, and to nobody else. Two instances share one database, as in production.
 */
describe('telling a suspended person at once', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: RunningServer;
  let b: RunningServer;
  let moderator: Person;

  beforeAll(async () => {
    database = await createTestDatabase();
    [a, b] = await Promise.all([
      startTestServer({ databaseUrl: database.url }),
      startTestServer({ databaseUrl: database.url }),
    ]);
    moderator = await signedInPerson(a, 'moderator');
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  /** A live subscription through `server` with `token`, once started, and the codes it closed with. */
  async function liveSubscription(server: RunningServer, token: string) {
    const closes: number[] = [];
    const live = liveClient(server.address, token, {
      onClose: (cause) => {
        if (cause?.code !== undefined) closes.push(cause.code);
      },
    });
    await new Promise<void>((resolve) => {
      live.client.tickets.onListsChanged.subscribe(undefined, { onStarted: () => resolve() });
    });
    return { closes, close: live.close };
  }

  /** A browser holding `token` as its cookie. */
  const browserWith = (server: RunningServer, token: string) =>
    createBrowserClient(server.address, { sessionToken: token }).client;

  const openRequests = (api: Person['api']) =>
    failureOf(api.tickets.mine.query({ which: 'open' }).then((page) => page.items));

  it('closes the sockets with the suspension code on every instance, refuses calls as suspended, and gives the reason to that browser only', async () => {
    const person = await signedInPerson(a, 'customer');
    const bystander = await signedInPerson(a, 'customer');
    const onB = await liveSubscription(b, person.token);
    const socketOnA = await createBrowserClient(a.address, {
      sessionToken: person.token,
    }).openSocket();
    const closedOnA = new Promise<number>((resolve) => socketOnA.once('close', resolve));
    const bystanderLive = await liveSubscription(b, bystander.token);
    // Before: nothing to tell anyone.
    expect(await person.api.auth.suspension.query()).toBeNull();

    const reason = 'Insults in the chat after two warnings.';
    await moderator.api.moderation.users.suspend.mutate({ userId: person.id, reason });

    expect(await closedOnA).toBe(ACCOUNT_SUSPENDED_CLOSE_CODE);
    await expect
      .poll(() => onB.closes, { timeout: 10_000 })
      .toContain(ACCOUNT_SUSPENDED_CLOSE_CODE);
    expect(onB.closes).not.toContain(SESSION_ENDED_CLOSE_CODE);
    await onB.close();

    // The page of the suspended person, on either instance: told why, and how to appeal.
    for (const server of [a, b]) {
      const page = browserWith(server, person.token);
      expect(await page.auth.suspension.query()).toEqual({ reason });
      expect(await openRequests(page)).toEqual({
        code: 'UNAUTHORIZED',
        reason: 'ACCOUNT_SUSPENDED',
        message: ACCOUNT_SUSPENDED,
      });
      expect(await page.auth.me.query()).toBeNull();
    }

    // Nobody else: a visitor, another signed-in person (whose socket stays open), the moderator,
    // a made-up token, and one who knows the stored id (the token's hash) but not the token.
    const others = [
      createBrowserClient(a.address).client,
      bystander.api,
      moderator.api,
      browserWith(a, 'a'.repeat(32)),
      browserWith(b, hashToken(person.token)),
    ];
    for (const other of others) expect(await other.auth.suspension.query()).toBeNull();
    expect(bystanderLive.closes).toEqual([]);
    await bystanderLive.close();
    expect(await openRequests(browserWith(a, 'a'.repeat(32)))).toEqual({
      code: 'UNAUTHORIZED',
      reason: undefined,
      message: 'Please sign in to continue.',
    });

    // The record goes with the session's expiry (pruned like sessions) or with the lift.
    await pruneExpiredSessions(a.db);
    expect(await browserWith(a, person.token).auth.suspension.query()).toEqual({ reason });
    await moderator.api.moderation.users.lift.mutate({ userId: person.id });
    expect(await browserWith(b, person.token).auth.suspension.query()).toBeNull();
    expect((await openRequests(browserWith(b, person.token))).reason).toBeUndefined();
  });

  it('says nothing once the ended session would have expired, and prunes what it kept then', async () => {
    const person = await signedInPerson(a, 'customer');
    await moderator.api.moderation.users.suspend.mutate({ userId: person.id, reason: 'Fraud.' });
    const page = browserWith(a, person.token);
    expect(await page.auth.suspension.query()).toEqual({ reason: 'Fraud.' });
    const kept = () =>
      a.db.execute<{ n: number }>(
        sql`select count(*)::int as n from suspended_sessions where user_id = ${person.id}`,
      );
    await a.db.execute(
      sql`update suspended_sessions set expires_at = now() - interval '1 second'
        where user_id = ${person.id}`,
    );
    expect(await page.auth.suspension.query()).toBeNull();
    expect((await kept())[0]?.n).toBe(1);
    await pruneExpiredSessions(a.db);
    expect((await kept())[0]?.n).toBe(0);
  });

  it('keeps the plain session-ended code and says nothing of a suspension for other ends', async () => {
    const person = await signedInPerson(a, 'developer');
    const live = await liveSubscription(b, person.token);
    await person.api.auth.signOut.mutate();
    await expect.poll(() => live.closes, { timeout: 10_000 }).toContain(SESSION_ENDED_CLOSE_CODE);
    expect(live.closes).not.toContain(ACCOUNT_SUSPENDED_CLOSE_CODE);
    await live.close();
    const page = browserWith(a, person.token);
    expect(await page.auth.suspension.query()).toBeNull();
    expect((await openRequests(page)).reason).toBeUndefined();

    // A session that had already ended before a suspension is not one the suspension ended.
    await moderator.api.moderation.users.suspend.mutate({ userId: person.id, reason: 'Spam.' });
    expect(await page.auth.suspension.query()).toBeNull();
  });
});
