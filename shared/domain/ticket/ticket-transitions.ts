import { getNextTransitions, transition } from 'xstate';
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
 * The status the ticket would have after the command, or null when the machine refuses it. Once
 * the machine allows it, a command whose every transition from this status leads to the same one
 * goes there: read from the machine's own transitions (`onlyTargets`), without `transition()`,
 * which builds a throwaway actor on each call (7–10 % of a command's CPU,
 * docs/decisions/0032-machine-asked-through-public-api.md). A command whose guarded alternatives
 * lead to different statuses (a milestone's approval: back to work, or the request done) is
 * decided by `transition()`.
 */
export function nextStatus<C extends CommandAsked>(
  ticket: TicketState,
  command: C,
  actor: Actor,
): TicketStatus | null {
  if (ticket.deleted) return null;
  const snapshot = snapshotOf(ticket);
  const event = eventOf(command, actor);
  if (!snapshot.can(event)) return null;
  return (
    onlyTargets(ticket.status, snapshot).get(command.type) ??
    transition(ticketMachine, snapshot, event)[0].value
  );
}

/**
 * Per status, each command that can lead to one status only, and that status: from XState's
 * `getNextTransitions` (every transition the status may take, guards not evaluated), read once
 * per status. A target with eventless transitions of its own is left out (the machine would move
 * on from it), and so is every command of a status with a wildcard transition: `transition()`
 * answers for those.
 */
const onlyTargetsByStatus = new Map<TicketStatus, Map<string, TicketStatus>>();

function onlyTargets(
  status: TicketStatus,
  snapshot: ReturnType<typeof snapshotOf>,
): Map<string, TicketStatus> {
  let only = onlyTargetsByStatus.get(status);
  if (only) return only;
  const targets = new Map<string, Set<string | undefined>>();
  for (const candidate of getNextTransitions(snapshot)) {
    // XState types a machine's event descriptors loosely: ours are command types.
    const type = String(candidate.eventType);
    // A wildcard (`*`, `x.*`) may take an event its own type's guards refused: ask XState.
    if (type.includes('*')) return keep(status, new Map());
    const [to, ...more] = candidate.target ?? [];
    const single = to && more.length === 0 && !to.always ? to.key : undefined;
    targets.set(type, (targets.get(type) ?? new Set()).add(single));
  }
  only = new Map();
  for (const [eventType, seen] of targets) {
    const [to] = seen;
    if (seen.size === 1 && to !== undefined) only.set(eventType, to as TicketStatus);
  }
  return keep(status, only);
}

function keep(status: TicketStatus, only: Map<string, TicketStatus>) {
  onlyTargetsByStatus.set(status, only);
  return only;
}

/** Whether the customer may pay for milestones in the ticket's status (the machine's tag). */
export const milestonesPayable = (ticket: TicketState) =>
  !ticket.deleted && snapshotOf(ticket).hasTag(PAYABLE);

/** The status a ticket is created in: the machine's initial state. */
export const initialStatus = ticketMachine.config.initial as TicketStatus;
