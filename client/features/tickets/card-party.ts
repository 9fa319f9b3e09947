import type { ActorRole } from '#shared/domain/ticket/ticket-state.ts';

export interface Party {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface PartyLine {
  /** Who the other party is to the viewer: their Unblocker, or the request's customer. */
  label: string;
  /** Their name, or their email without one; null when there is no one yet. */
  name: string | null;
}

/**
 * The other party of a card (docs/screens.md#request-card): a customer sees their Unblocker (none
 * yet while the request waits for one), a developer sees the customer.
 */
export function partyLine(party: Party | null, viewerRole: ActorRole): PartyLine {
  const label = viewerRole === 'developer' ? 'Customer' : 'Unblocker';
  const full = [party?.firstName, party?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const name = full || party?.email?.trim() || null;
  if (name) return { label, name };
  return viewerRole === 'developer'
    ? { label, name: null }
    : { label: 'Awaiting an Unblocker', name: null };
}
