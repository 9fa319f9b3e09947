import type { Actor, TicketState } from './ticket-state.ts';

// Who may hire whom again (docs/lifecycle.md#hire-again), apart from how long an offer runs
// (./offer.ts), which request cards need on every list's first load.

/** Why a customer may not offer a request to a developer (the server checks; the form says it). */
export const HIRE_AGAIN_REFUSED =
  'You can offer a request only to an Unblocker who completed one of your requests.';

/** Whether `viewer` is the customer of a completed request, who may hire its developer again. */
export const mayHireAgainFrom = (
  ticket: Pick<TicketState, 'customerId' | 'developerId' | 'status'>,
  viewer: Pick<Actor, 'id'>,
) =>
  ticket.status === 'CUSTOMER_APPROVED' &&
  ticket.developerId !== null &&
  ticket.customerId === viewer.id;

/** Where "Hire again" leads: the customer's dashboard, with the New Request form offered. */
export const hireAgainPath = (developerId: string) =>
  `/dashboard/customer?hireAgain=${encodeURIComponent(developerId)}`;
