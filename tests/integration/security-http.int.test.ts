import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql as drizzleSql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { publicProcedure, router } from '#server/trpc/init.ts';
import { appRouter } from '#server/trpc/router.ts';
import { TEXT_NOT_ALLOWED } from '#shared/schemas/text.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import {
  productionEnv,
  startTestServer,
  useTestServer,
  withTestApp,
} from '../fixtures/test-server.ts';
import type { TicketDetailsInput } from '#shared/schemas/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const json = { 'content-type': 'application/json' };
const ticketDetails = (overrides: Partial<TicketDetailsInput> = {}): TicketDetailsInput => ({
  description: 'Login broken\nBuilt with an AI tool',
  categories: ['web'],
  aiTool: 'CURSOR',
  stack: 'React',
  budget: '$100',
  ...overrides,
});

describe('hardening of the HTTP surface', () => {
  const { server } = useTestServer();

  async function signedIn(role: 'customer' | 'developer', categories: string[] = []) {
    const user = await insertUser(server.db, role, categories);
    const { token } = await createSession(server.db, user.id);
    return { ...user, token, api: createBrowserClient(server.address, { sessionToken: token }) };
  }

  it('refuses NUL bytes and lone surrogates in every kind of text field with a 400, saving nothing', async () => {
    const customer = await signedIn('customer');
    for (const bad of ['a\u0000b', 'x\uD800y']) {
      const request = await failureOf(
        customer.api.client.tickets.createTicket.mutate({
          details: ticketDetails({ description: `Broken ${bad}` }),
          requestKey: randomUUID(),
        }),
      );
      expect(request).toMatchObject({ code: 'BAD_REQUEST', message: TEXT_NOT_ALLOWED });
      for (const call of [
        customer.api.client.tickets.createTicket.mutate({
          details: ticketDetails({ budget: bad }),
          requestKey: randomUUID(),
        }),
        customer.api.client.tickets.createTicket.mutate({
          details: ticketDetails({ stack: bad }),
          requestKey: randomUUID(),
        }),
        customer.api.client.profile.update.mutate({ firstName: `Ann${bad}`, lastName: 'Lee' }),
        customer.api.client.waitlist.joinDevelopers.mutate({
          name: 'Dev',
          email: 'dev@example.com',
          specialty: 'python',
          bio: bad,
        }),
        customer.api.client.auth.signUp.mutate({
          email: 'new@example.com',
          password: 'a long pass phrase',
          confirmPassword: 'a long pass phrase',
          firstName: `Jo${bad}`,
          inviteCode: 'ABCDEFG',
        }),
      ]) {
        expect(await failureOf(call)).toMatchObject({ code: 'BAD_REQUEST' });
      }
    }
    const [row] = await server.db.execute<{ n: number }>(
      drizzleSql`select (select count(*) from tickets)::int + (select count(*) from waitlist_signups)::int as n`,
    );
    expect(row?.n).toBe(0);
  });

  it('answers a huge lastEventId with a 400 that names no SQL', async () => {
    const customer = await signedIn('customer');
    const { id: ticketId } = await customer.api.client.tickets.createTicket.mutate({
      details: ticketDetails(),
      requestKey: randomUUID(),
    });
    const socket = await customer.api.openSocket();
    const answers: string[] = [];
    socket.on('message', (data: Buffer) => answers.push(data.toString()));
    for (const [id, lastEventId] of [
      [1, '1e20'],
      [2, '99999999999999999999'],
      [3, '-1'],
    ] as const) {
      socket.send(
        JSON.stringify({
          id,
          method: 'subscription',
          params: { path: 'tickets.onChanged', input: { json: { ticketId, lastEventId } } },
        }),
      );
    }
    await expect.poll(() => answers.length).toBeGreaterThanOrEqual(3);
    socket.close();
    for (const answer of answers) {
      const parsed = JSON.parse(answer) as { error?: { json: { data: { code: string } } } };
      expect(parsed.error?.json.data.code).toBe('BAD_REQUEST');
      expect(answer).not.toMatch(/select|ticket_events|Failed query/i);
    }
  });

  it('serves no subscription over HTTP (server-sent events), with or without a session', async () => {
    const customer = await signedIn('customer');
    const { id: ticketId } = await customer.api.client.tickets.createTicket.mutate({
      details: ticketDetails(),
      requestKey: randomUUID(),
    });
    const input = encodeURIComponent(JSON.stringify({ json: { ticketId } }));
    for (const path of [
      `tickets.onChanged?input=${input}`,
      'tickets.onListsChanged',
      `payments.onBillingRecord?input=${encodeURIComponent(
        JSON.stringify({ json: { billingRecordId: crypto.randomUUID() } }),
      )}`,
    ]) {
      const response = await fetch(`${server.address}/api/trpc/${path}`, {
        headers: {
          accept: 'text/event-stream',
          origin: server.address,
          cookie: `unblock_session=${customer.token}`,
        },
        signal: AbortSignal.timeout(5000),
      });
      // The stream, if any, ends at once with the refusal: it never waits for changes.
      const body = await response.text();
      expect(body).toContain('Live updates are served over the WebSocket only.');
      expect(body).not.toMatch(/"version"/);
    }
    expect(server.bus.listenerCount(`ticket:${ticketId}`)).toBe(0);
  });

  it('applies the JSON-only rule to tRPC however its path is spelled', async () => {
    // What a cross-site form can send: multipart, URL-encoded, or text/plain carrying JSON.
    const bodies = [
      () => {
        const form = new FormData();
        form.set('name', 'Mallory');
        return { body: form, headers: {} };
      },
      () => ({
        body: JSON.stringify({ json: { name: 'Mallory', email: 'm@example.com' } }),
        headers: { 'content-type': 'text/plain' },
      }),
      () => ({
        body: 'name=Mallory&email=m%40example.com',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ];
    for (const spelling of ['/api/trpc', '/api/%74rpc', '/api/tr%70c']) {
      for (const make of bodies) {
        const { body, headers } = make();
        const response = await fetch(`${server.address}${spelling}/waitlist.joinCustomers`, {
          method: 'POST',
          headers: { origin: server.address, ...headers },
          body,
        });
        // Refused by the JSON-only rule itself, before the body is read.
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ error: 'tRPC accepts application/json only' });
      }
    }
    const [row] = await server.db.execute<{ n: number }>(
      drizzleSql`select count(*)::int as n from waitlist_signups`,
    );
    expect(row?.n).toBe(0);
  });

  it('shows a developer browsing requests the customer name but never their email address', async () => {
    const customer = await signedIn('customer');
    await server.db.execute(
      drizzleSql`update profiles set first_name = 'Casey', last_name = 'Lin' where id = ${customer.id}`,
    );
    await customer.api.client.tickets.createTicket.mutate({
      details: ticketDetails(),
      requestKey: randomUUID(),
    });
    const developer = await signedIn('developer', ['web']);
    const available = await developer.api.client.tickets.available
      .query({})
      .then((page) => page.items);
    expect(available.length).toBeGreaterThan(0);
    expect(JSON.stringify(available)).not.toContain('@example.com');
    expect(available.find((t) => t.customerId === customer.id)?.otherParty).toEqual({
      firstName: 'Casey',
      lastName: 'Lin',
      email: null,
      profileImageUrl: null,
      // The ratings customers received, as any developer may see them (docs/profiles.md).
      record: { average: null, completed: 0, count: 0 },
    });
  });
});

describe('proxies', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Asks for a reset claiming to come from `claimed`; returns the addresses the limits counted. */
  async function countedAddresses(env: Record<string, string>, claimed: string) {
    const server = await startTestServer({ databaseUrl: database.url, env });
    try {
      // No Origin header: a script, which the origin guard lets through in any mode.
      await fetch(`${server.address}/api/trpc/auth.requestPasswordReset`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': claimed },
        body: JSON.stringify({ json: { email: 'someone@example.com' } }),
      });
      const rows = await server.db.execute<{ key: string }>(
        drizzleSql`select key from rate_limits where key like 'reset:ip:%'`,
      );
      await server.db.execute(drizzleSql`delete from rate_limits`);
      return rows.map((row) => row.key.replace('reset:ip:', ''));
    } finally {
      await server.stop();
    }
  }

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, in production too', async () => {
    const production = productionEnv;
    expect(await countedAddresses(production, '203.0.113.7')).toEqual(['127.0.0.1']);
    expect(await countedAddresses({}, '203.0.113.7')).toEqual(['127.0.0.1']);
    expect(
      await countedAddresses({ ...production, TRUST_PROXY: '127.0.0.1' }, '203.0.113.7'),
    ).toEqual(['203.0.113.7']);
    // A proxy other than the one the request came through is not believed.
    expect(await countedAddresses({ TRUST_PROXY: '10.1.2.3' }, '203.0.113.7')).toEqual([
      '127.0.0.1',
    ]);
  });
});

describe('unexpected errors in production', () => {
  it('answer a generic message with a reference; the details go to the log under it', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    // A procedure failing as a real query fails: Drizzle's message names the SQL and its parameters.
    const failing = router({
      app: appRouter,
      probe: router({
        fail: publicProcedure.mutation(async ({ ctx }) => {
          await ctx.db.execute(drizzleSql`select 1 / ${0} as secret_param_${drizzleSql.raw('x')}`);
        }),
      }),
    });
    await withTestApp({ env: productionEnv, logger, router: failing }, async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/trpc/probe.fail',
        headers: { ...json, origin: 'https://unblock.example' },
        payload: JSON.stringify({ json: null }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/select|Failed query|params|division/i);
      const reference = /Reference: ([0-9a-f-]{36})/.exec(response.body)?.[1];
      expect(reference).toBeDefined();
      const logged = lines.find((line) => line.includes(reference!) && /division/.test(line));
      expect(logged).toContain('select 1 /');
    });
  });
});
