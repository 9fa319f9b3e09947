import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';

type Viewer = Pick<Actor, 'id' | 'role'>;
type Parties = Pick<TicketState, 'customerId' | 'developerId'>;

/**
 * What a viewer may see of a request's party (docs/security.md "Tickets and access"), the one
 * rule every answer and feed that carries a person follows: a developer sees the request's
 * customer by name and picture only, and their email address once that developer is assigned to
 * the request. Browsing the pool, asking before a grab ("Message Customer"), or keeping a question
 * read-only after someone else took the request shows no address. The customer themself, the
 * assigned developer and moderators see it; a developer's own address is shown to whoever may see
 * them at all (the customer they talk with, moderators).
 */
export function mayKnowEmailOf(viewer: Viewer, ticket: Parties, personId: string): boolean {
  if (personId !== ticket.customerId) return true;
  return viewer.role === 'moderator' || viewer.id === personId || viewer.id === ticket.developerId;
}

/** A party of `ticket` as `viewer` may see them: without the address where the rule says so. */
export function partyAsSeenBy<Party extends { id: string; email: string | null }>(
  viewer: Viewer,
  ticket: Parties,
  party: Party,
): Party {
  return mayKnowEmailOf(viewer, ticket, party.id) ? party : { ...party, email: null };
}
