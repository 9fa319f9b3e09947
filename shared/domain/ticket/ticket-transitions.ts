import { transition } from 'xstate';
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

/** The status the ticket would have after the command, or null when the machine refuses it. */
export function nextStatus<C extends CommandAsked>(
  ticket: TicketState,
  command: C,
  actor: Actor,
): TicketStatus | null {
  if (ticket.deleted) return null;
  const snapshot = snapshotOf(ticket);
  const event = eventOf(command, actor);
  if (!snapshot.can(event)) return null;
  return transition(ticketMachine, snapshot, event)[0].value;
}

/** Whether the customer may pay for milestones in the ticket's status (the machine's tag). */
export const milestonesPayable = (ticket: TicketState) =>
  !ticket.deleted && snapshotOf(ticket).hasTag(PAYABLE);

/** The status a ticket is created in: the machine's initial state. */
export const initialStatus = ticketMachine.config.initial as TicketStatus;
