import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '#shared/schemas/history.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

const details = (budget: string) => ({
  description: 'Login broken',
  categories: ['web' as const],
  budget,
});

// A request's history is read a page at a time, and a timeline that holds it asks only for what
// follows; each answer's events are checked against the chain before them.
describe('a long request history (tickets.history)', () => {
  const { server, admin } = useTestServer();
  let owner: Person;
  let ticketId: string;
  /** Edits after the request was made: one page and a half of events in all. */
  const edits = HISTORY_PAGE_SIZE + HISTORY_PAGE_SIZE / 2;

  beforeAll(async () => {
    owner = await signedInPerson(server, 'customer');
    ({ id: ticketId } = await owner.api.tickets.createTicket.mutate({
      details: details('$100'),
      requestKey: randomUUID(),
    }));
    for (let version = 1; version <= edits; version++) {
      await owner.api.tickets.editTicket.mutate({
        ticketId,
        expectedVersion: version,
        details: details(`$${100 + version}`),
      });
    }
  }, 120_000);

  const history = (cursor?: number) => owner.api.tickets.history.query({ ticketId, cursor });

  it('comes a page at a time, each verified, until the ticket’s version', async () => {
    const first = await history();
    expect(first.events.map((event) => event.version)).toEqual(
      Array.from({ length: HISTORY_PAGE_SIZE }, (_, index) => index + 1),
    );
    expect(first).toMatchObject({ more: true, verified: true });
    const rest = await history(HISTORY_PAGE_SIZE);
    expect(rest.events.map((event) => event.version)).toEqual(
      Array.from(
        { length: edits + 1 - HISTORY_PAGE_SIZE },
        (_, index) => HISTORY_PAGE_SIZE + index + 1,
      ),
    );
    expect(rest).toMatchObject({ more: false, verified: true });
    // Nothing new yet: nothing to read, and still whole.
    expect(await history(edits + 1)).toEqual({ events: [], more: false, verified: true });
  });

  it('says the history read from the start is not verified once an event in it was changed', async () => {
    const bypassingTheTrigger = (change: (tx: postgres.TransactionSql) => Promise<unknown>) =>
      admin.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await change(tx);
      });
    // The last event of the first page, which the second links to.
    await bypassingTheTrigger(
      (tx) => tx`update ticket_events set data = jsonb_set(data, '{details,budget}', '"$5"')
        where ticket_id = ${ticketId} and version = ${HISTORY_PAGE_SIZE}`,
    );
    expect((await history()).verified).toBe(false);
  });
});
