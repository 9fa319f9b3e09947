import { allowedCommands } from '#shared/domain/ticket/allowed-commands.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { cardTicketState, type CardTicket } from './card-ticket.ts';

/** The card's main button (docs/screens.md#request-card). */
export type CardAction = 'edit' | 'review-plan' | 'create-plan' | 'view-details' | 'view-plan';

export interface CardActions {
  main: CardAction;
  /** The viewer has a step to take on the plan now: the main button is the primary one. */
  emphasised: boolean;
  /**
   * The customer may delete the request (only while it is pending,
   * docs/lifecycle.md#who-may-do-what).
   */
  canDelete: boolean;
}

/**
 * What a request card offers its viewer, read from the shared ticket rules (the machine the
 * server enforces) so the card never offers what the server would refuse.
 */
export function cardActions(ticket: CardTicket, viewer: Actor): CardActions {
  const state = cardTicketState(ticket);
  const allowed = allowedCommands(state, viewer).ticket;
  const canDelete = allowed.includes('DeleteTicket');

  if (viewer.role === 'developer') {
    if (allowed.includes('AddMilestone')) {
      return { main: 'create-plan', emphasised: true, canDelete };
    }
    return {
      main: inPool(ticket, viewer) ? 'view-details' : 'view-plan',
      emphasised: false,
      canDelete,
    };
  }
  if (allowed.includes('EditTicket')) return { main: 'edit', emphasised: false, canDelete };
  return { main: 'review-plan', emphasised: allowed.includes('ApprovePlan'), canDelete };
}

/**
 * "Pending" from a developer's side: the request is open for a developer to take. Asked as
 * "could a developer of its own categories grab it?", so the answer does not depend on this
 * developer's current category choice (that only decides whether they may take it now).
 */
function inPool(ticket: CardTicket, viewer: Actor): boolean {
  const anyMatchingDeveloper: Actor = { ...viewer, categories: ticket.categories };
  return allowedCommands(cardTicketState(ticket), anyMatchingDeveloper).ticket.includes(
    'GrabTicket',
  );
}

/** Whether this developer may take the request now (their supported categories included). */
export function canGrab(ticket: CardTicket, developer: Actor): boolean {
  return allowedCommands(cardTicketState(ticket), developer).ticket.includes('GrabTicket');
}

/** The plan screen of a request, on the viewer's side of the app. */
export function planPath(role: Actor['role'], ticketId: string): string {
  const side = role === 'developer' ? 'developer' : 'customer';
  return `/dashboard/${side}/plan/${ticketId}`;
}
