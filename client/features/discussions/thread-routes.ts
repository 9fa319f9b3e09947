import { z } from 'zod';
import type { Role } from '#shared/schemas/auth.ts';
import type { ThreadCard } from '#shared/domain/discussions/messages.ts';

export const DISCUSSIONS_PATH = '/discussions';

/** The conversation the route names: a request, and for a customer's question thread its developer. */
export interface ThreadRef {
  ticketId: string;
  developerId?: string;
}

const uuid = z.uuid();
const isUuid = (value: string) => uuid.safeParse(value).success;

/**
 * Reads `/discussions/:ticketId?with=<developerId>`. Null when the ids are not ids at all: such a
 * route names no conversation, and the page goes back to the list without asking the server.
 */
export function threadRefOf(ticketId: string, search: string): ThreadRef | null {
  if (!isUuid(ticketId)) return null;
  const developerId = new URLSearchParams(search).get('with');
  if (developerId === null || developerId === '') return { ticketId };
  return isUuid(developerId) ? { ticketId, developerId } : null;
}

/** One key per conversation (a request and its developer). */
export const cardKey = (card: Pick<ThreadCard, 'ticketId' | 'developerId'>) =>
  `${card.ticketId}:${card.developerId}`;

/**
 * Whether a card's address names its developer. A developer has one conversation per request. A
 * customer's request discussion is the request's own address (the one the mails link to); a
 * question a developer asked before taking the request, of which there may be several, names its
 * developer. Moderators read any of them, so theirs always name it.
 */
function namesDeveloper(card: Pick<ThreadCard, 'status'>, role: Role): boolean {
  if (role === 'developer') return false;
  if (role === 'customer') return card.status === 'AWAITING_ASSIGNMENT';
  return true;
}

/** A card's address. */
export function threadHref(
  card: Pick<ThreadCard, 'ticketId' | 'developerId' | 'status'>,
  role: Role,
): string {
  const path = `${DISCUSSIONS_PATH}/${card.ticketId}`;
  return namesDeveloper(card, role) ? `${path}?with=${card.developerId}` : path;
}

/**
 * The card of the conversation the route names: by its developer when the route names one, else
 * the request's card whose address does not (what the server opens for such a route).
 */
export function selectedCard(
  cards: readonly ThreadCard[],
  ref: ThreadRef | null,
  role: Role,
): ThreadCard | undefined {
  if (!ref) return undefined;
  return cards.find(
    (card) =>
      card.ticketId === ref.ticketId &&
      (ref.developerId === undefined
        ? !namesDeveloper(card, role)
        : card.developerId === ref.developerId),
  );
}

/**
 * Where to go when the route's conversation is not the viewer's: another conversation of the
 * same request they do have (a customer following a mail to a question thread), else the list.
 */
export function fallbackHref(
  cards: readonly ThreadCard[],
  ref: ThreadRef,
  role: Role,
  currentHref: string,
): string {
  const other = cards.find((card) => card.ticketId === ref.ticketId);
  const href = other ? threadHref(other, role) : DISCUSSIONS_PATH;
  return href === currentHref ? DISCUSSIONS_PATH : href;
}
