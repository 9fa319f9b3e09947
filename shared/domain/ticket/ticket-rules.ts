import type { TicketCommand } from './commands.ts';
import type { Actor, MilestoneState, TicketState } from './ticket-state.ts';

// The named rules of who may do what, when: the ticket machine's guards (ticket.machine.ts).

/** What every guard sees: the ticket as it is, the command and who sends it. */
export interface GuardInput {
  ticket: TicketState;
  command: TicketCommand;
  actor: Actor;
}

const milestoneOf = ({ ticket, command }: GuardInput): MilestoneState | undefined =>
  'milestoneId' in command
    ? ticket.milestones.find((m) => m.id === command.milestoneId)
    : undefined;

export const isOwner = ({ ticket, actor }: GuardInput) =>
  actor.role === 'customer' && actor.id === ticket.customerId;

export const isAssignedDeveloper = ({ ticket, actor }: GuardInput) =>
  actor.role === 'developer' && ticket.developerId !== null && actor.id === ticket.developerId;

export const isModerator = ({ actor }: GuardInput) => actor.role === 'moderator';

/** SPEC §5 "Available tickets": unassigned, not their own, sharing a category. */
export const canGrab = ({ ticket, actor }: GuardInput) =>
  actor.role === 'developer' &&
  ticket.developerId === null &&
  actor.id !== ticket.customerId &&
  ticket.categories.some((category) => actor.categories?.includes(category) ?? false);

export const milestoneExists = (input: GuardInput) =>
  isAssignedDeveloper(input) && milestoneOf(input) !== undefined;

export const hasMilestones = (input: GuardInput) =>
  isAssignedDeveloper(input) && input.ticket.milestones.length > 0;

/** Only the verified payment provider funds, and only an unpaid, unrefunded, unfinished milestone. */
export const canFund = (input: GuardInput) => {
  const milestone = milestoneOf(input);
  return (
    input.actor.role === 'payments' &&
    milestone !== undefined &&
    !milestone.paid &&
    !milestone.refunded &&
    milestone.status !== 'ACCEPTED'
  );
};

/** A paid PLANNED or REJECTED milestone, while no other one is in progress or in review. */
export const canStart = (input: GuardInput) => {
  const milestone = milestoneOf(input);
  if (!isAssignedDeveloper(input) || !milestone || !milestone.paid) return false;
  if (milestone.status !== 'PLANNED' && milestone.status !== 'REJECTED') return false;
  return !milestoneUnderWay(input.ticket);
};

/** Whether a milestone is being worked on or reviewed: the next one waits for it. */
export const milestoneUnderWay = (ticket: TicketState) =>
  ticket.milestones.some(
    (milestone) => milestone.status === 'IN_PROGRESS' || milestone.status === 'IN_REVIEW',
  );

/** Whether a milestone was sent back and waits for its rework (its payment still in escrow). */
export const awaitingRework = (ticket: TicketState) =>
  ticket.milestones.some((milestone) => milestone.status === 'REJECTED' && !milestone.refunded);

export const canSubmitMilestone = (input: GuardInput) =>
  isAssignedDeveloper(input) && milestoneOf(input)?.status === 'IN_PROGRESS';

const inReview = (input: GuardInput) => milestoneOf(input)?.status === 'IN_REVIEW';

/** After this milestone is accepted, is any work left (a milestone not yet accepted)? */
const workRemainsAfter = (input: GuardInput) =>
  input.ticket.milestones.some(
    (milestone) => milestone.status !== 'ACCEPTED' && milestone.id !== milestoneOf(input)?.id,
  );

export const ownerApprovesWithWorkLeft = (input: GuardInput) =>
  isOwner(input) && inReview(input) && workRemainsAfter(input);
export const ownerApprovesLast = (input: GuardInput) =>
  isOwner(input) && inReview(input) && !workRemainsAfter(input);
export const timerApprovesWithWorkLeft = (input: GuardInput) =>
  input.actor.role === 'system' && inReview(input) && workRemainsAfter(input);
export const timerApprovesLast = (input: GuardInput) =>
  input.actor.role === 'system' && inReview(input) && !workRemainsAfter(input);
export const ownerRejects = (input: GuardInput) => isOwner(input) && inReview(input);

/** The milestone a moderator's "release" approves: the one in review. */
export const milestoneInReview = (ticket: TicketState) =>
  ticket.milestones.find((milestone) => milestone.status === 'IN_REVIEW');

const releaseable = (input: GuardInput) =>
  isModerator(input) &&
  input.command.type === 'ResolveCase' &&
  input.command.outcome === 'release' &&
  milestoneInReview(input.ticket) !== undefined;

export const releaseWithWorkLeft = (input: GuardInput) => {
  const target = milestoneInReview(input.ticket);
  return (
    releaseable(input) &&
    input.ticket.milestones.some((m) => m.status !== 'ACCEPTED' && m.id !== target?.id)
  );
};
export const releaseLast = (input: GuardInput) => {
  const target = milestoneInReview(input.ticket);
  return (
    releaseable(input) &&
    !input.ticket.milestones.some((m) => m.status !== 'ACCEPTED' && m.id !== target?.id)
  );
};

export const resolvesWith = (outcome: 'resume' | 'refund') => (input: GuardInput) =>
  isModerator(input) && input.command.type === 'ResolveCase' && input.command.outcome === outcome;

/** A participant reports someone else's message. */
export const canReport = (input: GuardInput) =>
  (isOwner(input) || isAssignedDeveloper(input)) &&
  input.command.type === 'ReportMessage' &&
  input.command.messageAuthorId !== input.actor.id;
