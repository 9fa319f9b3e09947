import { checkoutRefusal, nextPayableMilestone } from '#shared/domain/payments/checkout-rules.ts';
import { awaitingRework, milestoneUnderWay } from '#shared/domain/ticket/ticket-rules.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';

/**
 * The milestone the customer is asked to pay now, if any: the next one, once the work has
 * reached it (nothing else in progress or in review), when the shared checkout rules (the
 * server's own) allow its checkout. Covers a customer who closed the payment tab without
 * paying: the plan keeps offering the payment until it is made.
 */
export function payableMilestone(ticket: TicketState, viewer: Actor) {
  if (viewer.role !== 'customer' || ticket.customerId !== viewer.id) return undefined;
  // Paying ahead is allowed by the server, but not asked for: the product asks after each approval
  // (docs/lifecycle.md#who-may-do-what), and a milestone sent back is not approved yet.
  if (milestoneUnderWay(ticket) || awaitingRework(ticket)) return undefined;
  const next = nextPayableMilestone(ticket);
  if (!next || checkoutRefusal(ticket, next.id, { approvingPlan: false }) !== null) {
    return undefined;
  }
  return next;
}
