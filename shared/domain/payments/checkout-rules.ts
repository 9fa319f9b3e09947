import { isAllowed, milestonesPayable } from '../ticket/ticket-transitions.ts';
import type { TicketState } from '../ticket/ticket-state.ts';

export const ALREADY_PAID = 'This milestone is already paid.';
const NOT_PAYABLE_NOW = 'This milestone cannot be paid right now.';

/**
 * Whether the customer may open a checkout for a milestone now (Approve Plan and Approve
 * Milestone, docs/lifecycle.md#who-may-do-what): the first milestone as the plan is being approved,
 * any unpaid one while the work runs. Returns why not, or null. Ownership is checked by the caller
 * (NOT_FOUND).
 */
export function checkoutRefusal(
  ticket: TicketState,
  milestoneId: string,
  options: { approvingPlan: boolean },
): string | null {
  const milestone = ticket.milestones.find((candidate) => candidate.id === milestoneId);
  if (!milestone) return NOT_PAYABLE_NOW;
  if (milestone.paid) return ALREADY_PAID;
  if (milestone.refunded || milestone.status === 'ACCEPTED') return NOT_PAYABLE_NOW;
  const approvingFirst =
    options.approvingPlan &&
    ticket.milestones[0]?.id === milestoneId &&
    isAllowed(ticket, { type: 'ApprovePlan' }, { id: ticket.customerId, role: 'customer' });
  return milestonesPayable(ticket) || approvingFirst ? null : NOT_PAYABLE_NOW;
}

/** The milestone whose payment the customer is asked for next: the first unpaid one to do. */
export function nextPayableMilestone(ticket: TicketState) {
  return ticket.milestones.find(
    (milestone) => !milestone.paid && !milestone.refunded && milestone.status === 'PLANNED',
  );
}
