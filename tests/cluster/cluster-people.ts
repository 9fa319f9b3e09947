import { count, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { outboxEmails } from '#server/db/schema/index.ts';
import { SEND_EMAIL_TASK } from '#server/mail/outbox-relay.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { insertUser } from '../fixtures/users.ts';
import type { Cluster } from '../chaos/cluster.ts';

/** What the cluster tests do with people: make them, and call an instance as their browser. */
export function clusterPeople(cluster: () => Cluster) {
  return {
    /** A person written to the database with a session, for tests about something else. */
    person: async (role: 'customer' | 'developer', categories: string[] = []) => {
      const user = await insertUser(cluster().db, role, categories);
      return { ...user, token: (await createSession(cluster().db, user.id)).token };
    },
    /** The API as that person's browser on the instance at `address` calls it. */
    apiOn: (address: string, token: string) =>
      createBrowserClient(address, { sessionToken: token }).client,
  };
}

/**
 * A developer's dashboard feed on the instance at `address`: the ids of the requests it hears of,
 * from the moment it started (it listens as the procedure returns: server/tickets/list-feed.ts).
 */
export async function listsHeardOn(
  address: string,
  token: string,
  options?: Parameters<typeof liveClient>[2],
) {
  const heard: string[] = [];
  const live = liveClient(address, token, options);
  await new Promise<void>((resolve) => {
    live.client.tickets.onListsChanged.subscribe(undefined, {
      onStarted: () => resolve(),
      onData: (signal) => void ('ticketId' in signal && heard.push(signal.ticketId)),
    });
  });
  return { heard, close: () => live.close() };
}

/**
 * Every mail queued so far arrives once: as many as the outbox holds, and, once every mail is
 * marked sent and no delivery job is left to send one again, no more and no Message-ID twice
 * (each job runs once whichever instance's worker takes it).
 */
export async function expectEachMailOnce(cluster: Cluster): Promise<void> {
  const [queued] = await cluster.db.select({ n: count() }).from(outboxEmails);
  expect(queued?.n).toBeGreaterThan(0);
  await expect.poll(() => cluster.smtp.received.length, { timeout: 20_000 }).toBe(queued?.n ?? -1);
  await expect
    .poll(
      async () => {
        const [unsent] = await cluster.db
          .select({ n: count() })
          .from(outboxEmails)
          .where(isNull(outboxEmails.sentAt));
        const [jobs] = await cluster.db.execute<{ n: number }>(
          sql`select count(*)::int as n from graphile_worker.jobs
            where task_identifier = ${SEND_EMAIL_TASK}`,
        );
        return { unsent: unsent?.n, deliveryJobs: jobs?.n };
      },
      { timeout: 20_000 },
    )
    .toEqual({ unsent: 0, deliveryJobs: 0 });
  const ids = cluster.smtp.received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]);
  expect(ids.length).toBe(queued?.n);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.filter((id) => id === undefined)).toEqual([]);
}
