import type { TicketCommand } from './commands.ts';
import { PAYABLE, ticketMachine, type TicketMachineEvent } from './ticket.machine.ts';
import type { Actor, TicketState, TicketStatus } from './ticket-state.ts';

/** The machine at a stored ticket's status, with the ticket as its context. */
export function snapshotOf(ticket: TicketState) {
  return ticketMachine.resolveState({ value: ticket.status, context: { ticket } });
}

export const eventOf = (command: TicketCommand, actor: Actor) =>
  ({ type: command.type, command, actor }) as TicketMachineEvent;

/**
 * The status the ticket would have after the command, or null when the machine refuses it.
 * A refused event does not throw in XState, so every caller must check for null.
 *
 * It reads the transition the machine selects (guards evaluated in order, as `snapshot.can`
 * does) instead of running `transition()`, which builds a whole inert actor per call: the
 * server asks this on every command. The states are flat, so a target's key is the status;
 * a transition without a target keeps it. A unit sweep checks this equals `transition()`.
 */
export function nextStatus(
  ticket: TicketState,
  command: TicketCommand,
  actor: Actor,
): TicketStatus | null {
  if (ticket.deleted) return null;
  const selected = ticketMachine
    .getTransitionData(snapshotOf(ticket), eventOf(command, actor))
    .find((candidate) => candidate.target !== undefined || candidate.actions.length > 0);
  if (!selected) return null;
  return (selected.target?.[0]?.key as TicketStatus | undefined) ?? ticket.status;
}

export function isAllowed(ticket: TicketState, command: TicketCommand, actor: Actor): boolean {
  return nextStatus(ticket, command, actor) !== null;
}

/** Whether the customer may pay for milestones in the ticket's status (the machine's tag). */
export const milestonesPayable = (ticket: TicketState) =>
  !ticket.deleted && snapshotOf(ticket).hasTag(PAYABLE);

/** The status a ticket is created in: the machine's initial state. */
export const initialStatus = ticketMachine.config.initial as TicketStatus;
