import { createSession } from '#server/auth/sessions.ts';
import type { Database } from '#server/db/client.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { insertUser } from '../../tests/fixtures/users.ts';
import { ticketDetails } from '../../tests/fixtures/tickets.ts';
import { LIVE_SHARE, SEED_REQUESTS, type LoadConfig } from './load-config.ts';
import { between, categories, requestDetails } from './request-content.ts';
import type { SimulatedPerson } from './users-protocol.ts';

/**
 * The run's people, made as the benches make them: straight in the database with a session
 * each (signing in is argon2 and a rate limit per address, not what this run measures). Each
 * customer starts with some open requests, a few with more than a page of them, so the
 * developers' Available list and some customers' own lists page from the first minute.
 */
export async function seedPeople(db: Database, config: LoadConfig): Promise<SimulatedPerson[]> {
  const customers = await Promise.all(
    Array.from({ length: config.customers }, async (_, index) => {
      const user = await insertUser(db, 'customer');
      await seedRequests(db, user, seededCount());
      return person(db, user, index);
    }),
  );
  const developers = await Promise.all(
    Array.from({ length: config.developers }, async (_, index) => {
      // One to three supported categories: a developer sees only requests in theirs.
      const user = await insertUser(db, 'developer', categories(between(1, 3)));
      return person(db, user, index);
    }),
  );
  return [...customers, ...developers];
}

const seededCount = () =>
  Math.random() < SEED_REQUESTS.manyShare
    ? between(...SEED_REQUESTS.many)
    : between(...SEED_REQUESTS.usual);

async function seedRequests(db: Database, customer: { id: string }, count: number) {
  for (let request = 0; request < count; request++) {
    const { description, categories: chosen, stack, budget } = requestDetails();
    await executeTicketCommand(db, {
      ticketId: crypto.randomUUID(),
      command: {
        type: 'CreateTicket',
        details: ticketDetails({ description, categories: chosen, stack, budget }),
      },
      actor: { id: customer.id, role: 'customer' },
    });
  }
}

async function person(
  db: Database,
  user: { id: string; role: 'customer' | 'developer' | 'moderator' },
  index: number,
): Promise<SimulatedPerson> {
  if (user.role === 'moderator') throw new Error('the load has no moderators');
  const { token } = await createSession(db, user.id);
  // By index rather than by chance, so that the share holds in small runs too.
  const live = index % Math.round(1 / LIVE_SHARE) === 0;
  return { role: user.role, token, live };
}
