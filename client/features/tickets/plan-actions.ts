import type { PersonCommandType } from '#shared/commands/command-declaration.ts';
import type { AllowedCommands } from '#shared/domain/ticket/allowed-commands.ts';
import { namesMilestone } from '#shared/domain/ticket/commands.ts';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { declaredCommands, hasButton } from './command-view.ts';

// The plan screen's buttons, derived only from `allowedCommands` (the rules the server
// enforces): the screen decides how they look, never whether the status permits them. Each is
// named by its command type (shared/commands/ticket-commands.ts).

/** A command a person gives on one milestone. */
type MilestoneCommandType = Extract<
  AllowedCommands['milestones'][string][number],
  PersonCommandType
>;
/** A command a person gives on the request itself. */
export type TicketCommandType = Extract<AllowedCommands['ticket'][number], PersonCommandType>;

/** What a milestone row can offer: its commands, and paying for it. */
export type MilestoneAction = MilestoneCommandType | 'pay';

/**
 * The row's actions: every allowed milestone command that declares a button, in declaration order,
 * plus "Pay" for the milestone the shared checkout rules let the customer fund now
 * (`payableMilestone`).
 */
export function milestoneActions(
  milestone: MilestoneState,
  allowed: AllowedCommands,
  payableId: string | undefined,
): MilestoneAction[] {
  const commands: readonly string[] = allowed.milestones[milestone.id] ?? [];
  const actions: MilestoneAction[] = declaredCommands.filter(
    // Only milestone commands are listed per milestone.
    (type): type is MilestoneCommandType => commands.includes(type) && hasButton(type),
  );
  if (payableId === milestone.id) actions.push('pay');
  return actions;
}

/**
 * The request's commands with places of their own: the planning toolbar, the plan review and the
 * page's header. Every other one with a button is offered under the request's details.
 */
export const placedElsewhere = [
  'EditTicket',
  'AddMilestone',
  'SubmitPlan',
  'RequestPlanChanges',
  'ApprovePlan',
] as const satisfies readonly TicketCommandType[];

/** What the viewer can do to the request itself, under its details. */
export type TicketAction = Exclude<TicketCommandType, (typeof placedElsewhere)[number]>;

const elsewhere: ReadonlySet<string> = new Set(placedElsewhere);
/** Under the request's details, in declaration order: a new command with a button comes here. */
const ticketRowCommands = declaredCommands.filter(
  (type): type is TicketAction => !elsewhere.has(type) && !namesMilestone(type) && hasButton(type),
);

export function ticketActions(allowed: AllowedCommands): TicketAction[] {
  return ticketRowCommands.filter((command) => allowed.ticket.includes(command));
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
