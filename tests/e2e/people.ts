import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createTRPCClient, httpLink, type TRPCClient } from '@trpc/client';
import superjson from 'superjson';
import { hashPassword } from '#server/auth/passwords.ts';
import { createSession } from '#server/auth/sessions.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import { runningEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { profiles, users, waitlistSignups } from '#server/db/schema/index.ts';
import type { AppRouter } from '#server/trpc/router.ts';
import { eq } from 'drizzle-orm';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { insertUser } from '../fixtures/users.ts';
import { BASE_URL, E2E_DATA_DIR } from './e2e-server.ts';

// Specs that are not about signing up start from people made straight in the e2e server's
// database, with a session whose cookie the browser gets: seconds faster each than the mailbox
// path (which the sign-up specs keep), and each person comes with a typed API client.

export type Api = TRPCClient<AppRouter>;

export interface NewPerson {
  role: 'customer' | 'developer' | 'moderator';
  firstName?: string;
  lastName?: string;
  /** A developer's supported categories. */
  categories?: string[];
}

export interface Person {
  id: string;
  email: string;
  /** The API as this person, from their own client address (per-address limits stay apart). */
  api: Api;
}

let database: Promise<Database> | undefined;
/** This worker's e2e server's database, to make what a test starts from directly. */
export function e2eDatabase(): Promise<Database> {
  database ??= runningEmbeddedPostgres(path.join(E2E_DATA_DIR, 'postgres')).then((running) => {
    if (!running) throw new Error(`no e2e server's database in ${E2E_DATA_DIR}`);
    return createDatabase(running.urlFor('unblock'), { max: 2 }).db;
  });
  return database;
}

const apis = new WeakMap<Page, Api>();
/** How long a test's own API call may wait for its answer before it fails, naming the call. */
const API_CALL_MS = 30_000;

/** A new person signed in in this page's browser context. */
export async function signInAsPerson(page: Page, person: NewPerson): Promise<Person> {
  const db = await e2eDatabase();
  const user = await insertUser(db, person.role, person.categories ?? []);
  await db
    .update(profiles)
    .set({ firstName: person.firstName ?? null, lastName: person.lastName ?? null })
    .where(eq(profiles.id, user.id));
  const { token } = await createSession(db, user.id);
  await page.context().addCookies([{ name: 'unblock_session', value: token, url: BASE_URL }]);
  const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const api = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${BASE_URL}/api/trpc`,
        transformer: superjson,
        // Node's fetch waits 300 s for an answer's headers: longer than any test may run.
        fetch: (url, init) =>
          fetch(url, {
            ...init,
            signal: AbortSignal.any([
              AbortSignal.timeout(API_CALL_MS),
              ...(init?.signal ? [init.signal] : []),
            ]),
          }),
        headers: () => ({
          origin: BASE_URL,
          cookie: `unblock_session=${token}`,
          'x-forwarded-for': ip,
        }),
      }),
    ],
  });
  apis.set(page, api);
  return { id: user.id, email: user.email, api };
}

/** The API as the person signed in on this page by `signInAsPerson`. */
export function apiOf(page: Page): Api {
  const api = apis.get(page);
  if (!api) throw new Error('no person was signed in on this page with signInAsPerson');
  return api;
}

/**
 * Gives a person made by `signInAsPerson` a password, for a test that signs in through the
 * dialog (they are made with none that works).
 */
export async function setPassword(person: Pick<Person, 'id'>, password: string): Promise<void> {
  const db = await e2eDatabase();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, person.id));
}

/**
 * Requests of a customer written straight through the ticket store (as the API would, live
 * signals included), one per description, oldest first: more than the API's hourly limit lets a
 * test post.
 */
export async function insertRequests(
  customer: Pick<Person, 'id'>,
  descriptions: string[],
  categories = ['web'],
): Promise<string[]> {
  const db = await e2eDatabase();
  const ids: string[] = [];
  for (const description of descriptions) {
    const ticketId = crypto.randomUUID();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'CreateTicket', details: ticketDetails({ description, categories }) },
      actor: { id: customer.id, role: 'customer' },
    });
    ids.push(ticketId);
  }
  return ids;
}

/**
 * Confirmed developer applications waiting for a decision, straight in the database (the form's rate limit
 * allows a few an hour per client), one a millisecond apart in the order given.
 */
export async function insertApplications(names: string[]): Promise<void> {
  const db = await e2eDatabase();
  const start = Date.now();
  await db.insert(waitlistSignups).values(
    names.map((name, index) => ({
      kind: 'developer' as const,
      name,
      email: `${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '.')}.${start}@example.com`,
      specialty: 'javascript' as const,
      createdAt: new Date(start + index),
      updatedAt: new Date(start + index),
      // Moderators see only applications their address's owner confirmed.
      confirmedAt: new Date(start + index),
    })),
  );
}
