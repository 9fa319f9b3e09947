import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { routerProcedures } from '../fixtures/router-procedures.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { mailTo } from '../fixtures/mailbox.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// docs/security.md "Tickets and access": a developer sees a request's customer by name and
// picture, and their email address only once assigned to the request. The walk below calls every
// query of the router and listens to every subscription as developers who are not assigned, and
// looks for the customer's address in the raw JSON of each answer. The procedures are read from
// the router itself, so one added later is walked without anyone remembering to add it here.

/** A request as the form sends it. */
const request = (changes: { budget?: string } = {}) => ({
  description: 'Login broken\nBuilt with an AI tool',
  categories: ['web' as const],
  budget: '$100',
  ...changes,
});

const procedures = routerProcedures;
const queries = procedures.filter(({ type }) => type === 'query').map(({ path }) => path);
const subscriptions = procedures
  .filter(({ type }) => type === 'subscription')
  .map(({ path }) => path);

describe('what a developer sees of a customer', () => {
  const { server } = useTestServer({ env: { MESSAGE_EMAIL_DELAY_SECONDS: '1' } });

  /** Every input a query or subscription about this request could want, in one object. */
  const inputsFor = (ticketId: string, customer: Person, developer: Person) =>
    (['open', 'history'] as const).map((which) => ({
      ticketId,
      developerId: developer.id,
      which,
      userId: customer.id,
      id: ticketId,
      billingRecordId: randomUUID(),
    }));

  /** Every query of the router as `who` over real HTTP: each answer's raw body, by path. */
  async function walkQueries(who: Person, inputs: object[]) {
    const answers: Array<{ path: string; status: number; body: string }> = [];
    for (const input of inputs) {
      for (const path of queries) {
        const encoded = encodeURIComponent(JSON.stringify({ json: input }));
        const response = await fetch(`${server.address}/api/trpc/${path}?input=${encoded}`, {
          headers: { origin: server.address, cookie: `unblock_session=${who.token}` },
        });
        answers.push({ path, status: response.status, body: await response.text() });
      }
    }
    return answers;
  }

  /** Every subscription of the router as `who` on one real WebSocket; all it hears, raw. */
  async function listenToAll(who: Person, input: object) {
    const socket: WebSocket = await createBrowserClient(server.address, {
      sessionToken: who.token,
    }).openSocket();
    const heard: string[] = [];
    const settled = new Set<number>();
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      heard.push(text);
      const { id } = JSON.parse(text) as { id?: number };
      if (typeof id === 'number') settled.add(id);
    });
    subscriptions.forEach((path, index) => {
      socket.send(
        JSON.stringify({
          id: index + 1,
          method: 'subscription',
          params: { path, input: { json: input } },
        }),
      );
    });
    // Each subscription has started (or been refused) before anything is done to be heard.
    await expect.poll(() => settled.size).toBe(subscriptions.length);
    return { heard, close: () => socket.close() };
  }

  const leaks = (email: string, answers: Array<{ path: string; body: string }>) =>
    answers.filter(({ body }) => body.includes(email)).map(({ path }) => path);
  const answered = (answers: Array<{ path: string; status: number }>) =>
    new Set(answers.filter(({ status }) => status === 200).map(({ path }) => path));

  it('shows an unassigned developer the customer’s name and never their address, in any answer, feed or mail', async () => {
    const customer = await signedInPerson(server, 'customer');
    await server.db.execute(
      sql`update profiles set first_name = 'Casey', last_name = 'Lin' where id = ${customer.id}`,
    );
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: request(),
      requestKey: randomUUID(),
    });
    const inputs = inputsFor(ticketId, customer, developer);
    const live = await listenToAll(developer, inputs[0]!);

    // Browsing, before any question.
    const browsing = await walkQueries(developer, inputs);
    expect(leaks(customer.email, browsing)).toEqual([]);
    // The walk reached the request: these answer with it, so the absence above means something.
    expect([...answered(browsing)]).toEqual(
      expect.arrayContaining([
        'tickets.get',
        'tickets.available',
        'tickets.card',
        'discussions.thread',
      ]),
    );
    expect(await developer.api.discussions.thread.query({ ticketId })).toMatchObject({
      customer: { id: customer.id, firstName: 'Casey', lastName: 'Lin', email: null },
    });

    // "Message Customer", and the customer answers, edits the request and is seen typing.
    const question = await developer.api.discussions.send.mutate({
      ticketId,
      text: 'Is the API yours?',
      files: {},
      messageKey: randomUUID(),
    });
    expect(JSON.stringify(question)).not.toContain(customer.email);
    await customer.api.discussions.send.mutate({
      ticketId,
      developerId: developer.id,
      text: 'Yes, it is',
      files: {},
      messageKey: randomUUID(),
    });
    await customer.api.discussions.typing.mutate({ ticketId, developerId: developer.id });
    await customer.api.tickets.editTicket.mutate({
      ticketId,
      expectedVersion: 1,
      details: request({ budget: '$150' }),
    });

    const asked = await walkQueries(developer, inputs);
    expect(leaks(customer.email, asked)).toEqual([]);
    expect(answered(asked)).toContain('discussions.threads');
    const [card] = (await developer.api.discussions.threads.query()).cards;
    expect(card?.other).toMatchObject({ id: customer.id, firstName: 'Casey', email: null });

    // The feeds heard the answer and the edit, and never the address.
    await expect.poll(() => live.heard.join('\n')).toContain('Yes, it is');
    await expect.poll(() => live.heard.some((text) => text.includes('"version":2'))).toBe(true);
    expect(live.heard.join('\n')).not.toContain(customer.email);
    live.close();

    // The mail that tells the developer of the answer does not carry it either.
    await expect
      .poll(async () => (await mailTo(server.address, developer.email)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(JSON.stringify(await mailTo(server.address, developer.email))).not.toContain(
      customer.email,
    );
  });

  it('keeps the address from a developer whose question became read-only, and shows it to the one assigned', async () => {
    const customer = await signedInPerson(server, 'customer');
    const asker = await signedInPerson(server, 'developer', ['web']);
    const grabber = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: request(),
      requestKey: randomUUID(),
    });
    await asker.api.discussions.send.mutate({
      ticketId,
      text: 'Which host?',
      files: {},
      messageKey: randomUUID(),
    });
    await grabber.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });

    const kept = await walkQueries(asker, inputsFor(ticketId, customer, asker));
    expect(leaks(customer.email, kept)).toEqual([]);
    expect(await asker.api.discussions.thread.query({ ticketId })).toMatchObject({
      writable: false,
      customer: { id: customer.id, email: null },
    });

    // Assigned: the other party in full, as the product shows a collaborator.
    expect((await grabber.api.discussions.thread.query({ ticketId })).customer.email).toBe(
      customer.email,
    );
    const [card] = (await grabber.api.discussions.threads.query()).cards;
    expect(card?.other.email).toBe(customer.email);
    const assigned = await grabber.api.tickets.assigned.query({ which: 'open' });
    expect(assigned.items[0]?.otherParty?.email).toBe(customer.email);
    expect((await grabber.api.tickets.card.query({ ticketId }))?.otherParty?.email).toBe(
      customer.email,
    );
    // The customer still sees the developers who write to them in full.
    expect(
      (await customer.api.discussions.thread.query({ ticketId, developerId: grabber.id })).developer
        .email,
    ).toBe(grabber.email);
  });
});
