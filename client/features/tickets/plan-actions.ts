import type { AllowedCommands } from '#shared/domain/ticket/allowed-commands.ts';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';

// The plan screen's buttons, derived only from `allowedCommands` (the rules the server
// enforces): the screen decides how they look, never whether the status permits them.

/** What a milestone row can offer. */
export type MilestoneAction =
  'start' | 'submit' | 'approve' | 'send-back' | 'edit' | 'remove' | 'pay';

// The command each row action stands for, in the order the buttons appear.
const milestoneCommands = [
  ['StartMilestone', 'start'],
  ['SubmitMilestone', 'submit'],
  ['ApproveMilestone', 'approve'],
  ['RejectMilestone', 'send-back'],
  ['EditMilestone', 'edit'],
  ['RemoveMilestone', 'remove'],
] as const;

/**
 * The row's actions, plus "Pay" for the milestone the shared checkout rules let the customer
 * fund now (`payableMilestone`).
 */
export function milestoneActions(
  milestone: MilestoneState,
  allowed: AllowedCommands,
  payableId: string | undefined,
): MilestoneAction[] {
  const commands = allowed.milestones[milestone.id] ?? [];
  const actions: MilestoneAction[] = milestoneCommands
    .filter(([command]) => commands.includes(command))
    .map(([, action]) => action);
  if (payableId === milestone.id) actions.push('pay');
  return actions;
}

/** What the viewer can do to the request itself (besides reviewing the plan). */
export type TicketAction = 'grab' | 'abandon' | 'no-solution' | 'request-refund';

const ticketCommands = [
  ['GrabTicket', 'grab'],
  ['AbandonTicket', 'abandon'],
  ['DeclareNoSolution', 'no-solution'],
  ['OpenDispute', 'request-refund'],
] as const;

export function ticketActions(allowed: AllowedCommands): TicketAction[] {
  return ticketCommands
    .filter(([command]) => allowed.ticket.includes(command))
    .map(([, action]) => action);
}

/** The developer's planning tools: whether to offer each, and what "Submit Plan" does. */
export function planningTools(ticket: TicketState, allowed: AllowedCommands) {
  const add = allowed.ticket.includes('AddMilestone');
  const submit = allowed.ticket.includes('SubmitPlan');
  // The rules refuse SubmitPlan on an empty plan, but the developer planning it still gets the
  // button, so the product's message can say what is missing instead of the button vanishing.
  const emptyPlan = add && ticket.milestones.length === 0;
  return { add, submit: submit || emptyPlan, emptyPlan: emptyPlan && !submit };
}
