import { transition } from 'xstate';
import type { TicketCommand } from './commands.ts';
import { ticketMachine, type TicketMachineEvent } from './ticket.machine.ts';
import type { Actor, TicketState, TicketStatus } from './ticket-state.ts';

/** The machine at a stored ticket's status, with the ticket as its context. */
export function snapshotOf(ticket: TicketState) {
  return ticketMachine.resolveState({ value: ticket.status, context: { ticket } });
}

const eventOf = (command: TicketCommand, actor: Actor) =>
  ({ type: command.type, command, actor }) as TicketMachineEvent;

/**
 * The status the ticket would have after the command, or null when the machine refuses it.
 * A refused event does not throw in XState, so every caller must check for null.
 */
export function nextStatus(
  ticket: TicketState,
  command: TicketCommand,
  actor: Actor,
): TicketStatus | null {
  const snapshot = snapshotOf(ticket);
  const event = eventOf(command, actor);
  if (ticket.deleted || !snapshot.can(event)) return null;
  const [next] = transition(ticketMachine, snapshot, event);
  return next.value;
}

export function isAllowed(ticket: TicketState, command: TicketCommand, actor: Actor): boolean {
  return nextStatus(ticket, command, actor) !== null;
}
