import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { profiles, tickets, users } from '../db/schema/index.ts';
import { cardColumns, personColumns, type CardPerson } from './card-columns.ts';
import { mayKnowEmailOf } from './party-view.ts';
import { canSee } from './viewer.ts';

const customerUser = alias(users, 'customer_user');
const customerProfile = alias(profiles, 'customer_profile');
const developerUser = alias(users, 'developer_user');
const developerProfile = alias(profiles, 'developer_profile');

/**
 * One request with what any viewer's card of it shows, both parties in full, and what decides who
 * may see it: one statement, prepared once per database. `cardFor` then makes each viewer's card
 * in memory, so a live change is read once however many viewers' cards it updates.
 */
const cardSourceQuery = preparedPer((db: Executor) =>
  db
    .select({
      ...cardColumns,
      deleted: tickets.deleted,
      customer: personColumns(customerUser, customerProfile),
      developer: personColumns(developerUser, developerProfile),
    })
    .from(tickets)
    .leftJoin(customerUser, eq(customerUser.id, tickets.customerId))
    .leftJoin(customerProfile, eq(customerProfile.id, tickets.customerId))
    .leftJoin(developerUser, eq(developerUser.id, tickets.developerId))
    .leftJoin(developerProfile, eq(developerProfile.id, tickets.developerId))
    .where(eq(tickets.id, sql.placeholder('ticketId')))
    .prepare('ticket_card_source'),
);

type CardSourceRow = Awaited<ReturnType<ReturnType<typeof cardSourceQuery>['execute']>>[number];

/** A request as every card of it is made from; never sent as it is (it holds both addresses). */
export type CardSource = Omit<CardSourceRow, 'status'> & { status: TicketStatus };

/** A request's card source, or null when there is no such request. */
export async function readCardSource(db: Executor, ticketId: string): Promise<CardSource | null> {
  const [row] = await cardSourceQuery(db).execute({ ticketId });
  // Only the domain writes statuses (as read-projection.ts reads them).
  return row ? { ...row, status: row.status as TicketStatus } : null;
}

/** A request as a viewer's list cards show it (the lists' rows have this shape too). */
export type TicketCard = Omit<CardSourceRow, 'deleted' | 'customer' | 'developer'> & {
  otherParty: CardPerson;
};

/**
 * The card of a request for one viewer, or null when they may not see it (canSee): the other
 * party is the developer for the request's customer (all null while none is assigned) and the
 * customer for anyone else, without their address unless mayKnowEmailOf allows it. A source has
 * at most these three cards, each made once: every developer of the pool who is not a party gets
 * the same object (list-feed.ts sends it to each of them as it is).
 */
export function cardFor(viewer: Actor, source: CardSource | null): TicketCard | null {
  if (!source || !canSee(viewer, source)) return null;
  const variant: CardVariant =
    viewer.id === source.customerId
      ? 'customer'
      : mayKnowEmailOf(viewer, source, source.customerId)
        ? 'addressed'
        : 'unaddressed';
  let cards = cardsOf.get(source);
  if (!cards) {
    cards = {};
    cardsOf.set(source, cards);
  }
  return (cards[variant] ??= cardOf(source, variant));
}

/** Whose card: the request's customer's, or another viewer's with or without the customer's address. */
type CardVariant = 'customer' | 'addressed' | 'unaddressed';

const cardsOf = new WeakMap<CardSource, Partial<Record<CardVariant, TicketCard>>>();

function cardOf(source: CardSource, variant: CardVariant): TicketCard {
  const { deleted: _deleted, customer, developer, ...card } = source;
  if (variant === 'customer') return { ...card, otherParty: developer };
  return { ...card, otherParty: variant === 'addressed' ? customer : { ...customer, email: null } };
}
