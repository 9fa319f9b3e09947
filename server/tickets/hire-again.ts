import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import { HIRE_AGAIN_REFUSED } from '#shared/domain/ticket/hire-again.ts';
import { offerEndsAt } from '#shared/domain/ticket/offer.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import { fullNameOf } from '#shared/format.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { profiles, tickets, users } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/enqueue.ts';
import { notifyNewRequest } from '../notifications/new-request.ts';
import type { SideEffect } from '../ticket-commands/ticket-store.ts';

// Hire again (docs/lifecycle.md#hire-again): a customer offers a new request to a developer who
// completed one of theirs; it is theirs alone until they take it or pass, or the offer runs out.

export const END_OFFER_TASK = 'end-offer';

/**
 * The developer, by name, if the customer may offer them a request: an Unblocker, not suspended,
 * who completed one of this customer's requests. One statement.
 */
const pastDeveloperQuery = preparedPer((executor: Executor) =>
  executor
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        eq(profiles.id, sql.placeholder('developerId')),
        eq(profiles.userType, 'developer'),
        isNull(users.suspendedAt),
        sql`exists (select 1 from ${tickets}
          where ${tickets.customerId} = ${sql.placeholder('customerId')}
            and ${tickets.developerId} = ${profiles.id}
            and ${tickets.status} = 'CUSTOMER_APPROVED' and not ${tickets.deleted})`,
      ),
    )
    .prepare('past_developer'),
);

/** The developer the customer may hire again, with their name; null when they may not. */
export async function pastDeveloper(
  db: Executor,
  customerId: string,
  developerId: string,
): Promise<{ id: string; name: string } | null> {
  const [found] = await pastDeveloperQuery(db).execute({ customerId, developerId });
  return found ? { id: developerId, name: fullNameOf(found) || 'your Unblocker' } : null;
}

/** Refuses an offer to anyone but a developer the customer may hire again. */
export async function checkOffer(db: Executor, customerId: string, developerId: string) {
  if (!(await pastDeveloper(db, customerId, developerId))) {
    throw new AppError('BAD_REQUEST', HIRE_AGAIN_REFUSED);
  }
}

/**
 * What an offer's events call for, in the change's transaction: a request posted with an offer
 * sets the timer that ends it; an ended offer tells every other matching developer of the request
 * (the one it was offered to heard of it when it was posted).
 */
export function offerEffects(events: TicketEvent[], state: TicketState): SideEffect | null {
  const created = events.find((event) => event.type === 'TicketCreated');
  const ended = events.find((event) => event.type === 'OfferEnded');
  if (created?.data.offeredTo) {
    return (tx) =>
      enqueueJob(
        tx,
        END_OFFER_TASK,
        { ticketId: state.id },
        {
          runAt: offerEndsAt(state.createdAt),
          jobKey: `end-offer:${state.id}`,
        },
      );
  }
  if (ended) return (tx) => notifyNewRequest(tx, state, ended.data.developerId);
  return null;
}
