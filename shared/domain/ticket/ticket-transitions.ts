import type { CommandAsked } from './commands.ts';
import { PAYABLE, ticketMachine, type TicketMachineEvent } from './ticket.machine.ts';
import type { Actor, TicketState, TicketStatus } from './ticket-state.ts';

/** The machine at a stored ticket's status, with the ticket as its context. */
export function snapshotOf(ticket: TicketState) {
  return ticketMachine.resolveState({ value: ticket.status, context: { ticket } });
}

export const eventOf = (command: CommandAsked, actor: Actor) =>
  ({ type: command.type, command, actor }) as TicketMachineEvent;

// The functions below take any command (generic, so a whole command written in place is welcome
// with the words the machine does not read).

/** Whether the machine allows the command: a refused event does not throw in XState. */
export function isAllowed<C extends CommandAsked>(
  ticket: TicketState,
  command: C,
  actor: Actor,
): boolean {
  return !ticket.deleted && snapshotOf(ticket).can(eventOf(command, actor));
}

/**
 * The status the ticket would have after the command, or null when the machine refuses it: the
 * target of the transition the machine takes (the one `snapshot.can` finds). The machine is flat
 * and every allowed command names its target, so that target is the next status; XState's
 * `transition()` answers the same (the machine-agreement test holds them equal) but builds a
 * throwaway actor per call, a fifth of what a command allocated (docs/speed.md).
 */
export function nextStatus<C extends CommandAsked>(
  ticket: TicketState,
  command: C,
  actor: Actor,
): TicketStatus | null {
  if (ticket.deleted) return null;
  const [taken] = ticketMachine.getTransitionData(snapshotOf(ticket), eventOf(command, actor));
  const target = taken?.target?.[0]?.key;
  return target === undefined ? null : (target as TicketStatus);
}

/** Whether the customer may pay for milestones in the ticket's status (the machine's tag). */
export const milestonesPayable = (ticket: TicketState) =>
  !ticket.deleted && snapshotOf(ticket).hasTag(PAYABLE);

/** The status a ticket is created in: the machine's initial state. */
export const initialStatus = ticketMachine.config.initial as TicketStatus;
