import { priceMilestone } from '../payments/pricing.ts';
import type { CommandAsked } from './commands.ts';
import type { Actor, MilestoneState, TicketState } from './ticket-state.ts';

// The named rules of who may do what, when: the ticket machine's guards (ticket.machine.ts).

/** What every guard sees: the ticket as it is, the command and who sends it. */
export interface GuardInput {
  ticket: TicketState;
  command: CommandAsked;
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

const isModerator = ({ actor }: GuardInput) => actor.role === 'moderator';

/**
 * Whom a waiting request is open to (docs/lifecycle.md#hire-again): a developer, not its customer,
 * to whom it is offered alone (the customer chose them, whatever their categories), or, offered
 * to nobody, who shares one of its categories. The pool's query says the same in SQL.
 */
export const openTo = (
  ticket: Pick<TicketState, 'customerId' | 'categories' | 'offeredTo'>,
  actor: Actor,
) =>
  actor.role === 'developer' &&
  actor.id !== ticket.customerId &&
  (ticket.offeredTo === null
    ? ticket.categories.some((category) => actor.categories?.includes(category) ?? false)
    : ticket.offeredTo === actor.id);

/** Available to a developer: unassigned and open to them. */
export const canGrab = ({ ticket, actor }: GuardInput) =>
  ticket.developerId === null && openTo(ticket, actor);

/** The developer a waiting request is offered to (docs/lifecycle.md#hire-again). */
export const isOfferedDeveloper = ({ ticket, actor }: GuardInput) =>
  actor.role === 'developer' && ticket.offeredTo === actor.id;

/** Only the system ends an offer, when its time has run out (the job checks the time). */
export const offerRunsOut = ({ ticket, actor }: GuardInput) =>
  actor.role === 'system' && ticket.offeredTo !== null;

export const milestoneExists = (input: GuardInput) =>
  isAssignedDeveloper(input) && milestoneOf(input) !== undefined;

export const hasMilestones = (input: GuardInput) =>
  isAssignedDeveloper(input) && input.ticket.milestones.length > 0;

/**
 * Only the verified payment provider funds, only an unpaid, unrefunded, unfinished milestone, and
 * only with a payment for the price its plan has now: a checkout opened for an earlier price (the
 * plan was sent back and re-priced meanwhile) cannot fund it (docs/decisions/0007).
 */
export const canFund = (input: GuardInput) => {
  const milestone = milestoneOf(input);
  return (
    input.actor.role === 'payments' &&
    input.command.type === 'FundMilestone' &&
    milestone !== undefined &&
    !milestone.paid &&
    !milestone.refunded &&
    milestone.status !== 'ACCEPTED' &&
    input.command.listCents === priceMilestone(milestone, { betaDiscount: false }).listCents
  );
};

/**
 * A milestone whose money went back to the customer is out of the plan, whatever status it had
 * then: nobody works on it, reviews it or approves it (its code stays locked). Before a moderator
 * could refund a single milestone, a refund always closed the request, so this changes nothing
 * for those.
 */
const live = (milestone: MilestoneState) => !milestone.refunded;

/** A paid PLANNED or REJECTED milestone, while no other one is in progress or in review. */
export const canStart = (input: GuardInput) => {
  const milestone = milestoneOf(input);
  if (!isAssignedDeveloper(input) || !milestone || !milestone.paid || !live(milestone)) {
    return false;
  }
  if (milestone.status !== 'PLANNED' && milestone.status !== 'REJECTED') return false;
  return !milestoneUnderWay(input.ticket);
};

/** Whether a milestone is being worked on or reviewed: the next one waits for it. */
export const milestoneUnderWay = (ticket: TicketState) =>
  ticket.milestones.some(
    (milestone) =>
      live(milestone) && (milestone.status === 'IN_PROGRESS' || milestone.status === 'IN_REVIEW'),
  );

/** Whether a milestone was sent back and waits for its rework (its payment still in escrow). */
export const awaitingRework = (ticket: TicketState) =>
  ticket.milestones.some((milestone) => milestone.status === 'REJECTED' && !milestone.refunded);

export const canSubmitMilestone = (input: GuardInput) => {
  const milestone = milestoneOf(input);
  return isAssignedDeveloper(input) && milestone?.status === 'IN_PROGRESS' && live(milestone);
};

const inReview = (input: GuardInput) => {
  const milestone = milestoneOf(input);
  return milestone?.status === 'IN_REVIEW' && live(milestone);
};

/** Whether work is left besides milestone `id`: a milestone neither accepted nor refunded. */
const workLeftBesides = (ticket: TicketState, id: string | undefined) =>
  ticket.milestones.some((m) => live(m) && m.status !== 'ACCEPTED' && m.id !== id);

/** After this milestone is accepted, is any work left? */
const workRemainsAfter = (input: GuardInput) =>
  workLeftBesides(input.ticket, milestoneOf(input)?.id);

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
  ticket.milestones.find((milestone) => live(milestone) && milestone.status === 'IN_REVIEW');

const releaseable = (input: GuardInput) =>
  isModerator(input) &&
  input.command.type === 'ResolveCase' &&
  input.command.outcome === 'release' &&
  milestoneInReview(input.ticket) !== undefined;

export const releaseWithWorkLeft = (input: GuardInput) =>
  releaseable(input) && workLeftBesides(input.ticket, milestoneInReview(input.ticket)?.id);
export const releaseLast = (input: GuardInput) =>
  releaseable(input) && !workLeftBesides(input.ticket, milestoneInReview(input.ticket)?.id);

export const resolvesWith = (outcome: 'resume' | 'refund') => (input: GuardInput) =>
  isModerator(input) && input.command.type === 'ResolveCase' && input.command.outcome === outcome;

/** Money the customer paid for it is still held: it can go back to them. */
export const isRefundable = (milestone: MilestoneState) =>
  milestone.paid && live(milestone) && milestone.status !== 'ACCEPTED';

/**
 * "Request a Refund" asks a moderator to give money back: the owner may ask only while some of
 * their money is held. Before anything is paid there is nothing to refund, and a case would only
 * freeze the request.
 */
export const ownerWithMoneyHeld = (input: GuardInput) =>
  isOwner(input) && input.ticket.milestones.some(isRefundable);

/** A refund of every funded, unaccepted milestone (a refund that names none). */
export const refundsAll = (input: GuardInput) =>
  resolvesWith('refund')(input) &&
  input.command.type === 'ResolveCase' &&
  input.command.milestoneId === undefined;

/** The one milestone a refund names, when it has money to give back. */
const refundedOne = (input: GuardInput): MilestoneState | undefined => {
  if (!resolvesWith('refund')(input) || input.command.type !== 'ResolveCase') return undefined;
  const { milestoneId } = input.command;
  const milestone = input.ticket.milestones.find((m) => m.id === milestoneId);
  return milestone && isRefundable(milestone) ? milestone : undefined;
};

// Refunding one milestone takes it out of the plan; where the request goes depends on what is
// left (ticket.machine.ts): another milestone still in review stays with the customer; other
// work (funded or still to pay for) goes on with the developer; nothing left closes the request
// as rejected, as a refund of everything does.
export const refundsOneWhileAnotherInReview = (input: GuardInput) => {
  const refunded = refundedOne(input);
  const inReviewNow = milestoneInReview(input.ticket);
  return refunded !== undefined && inReviewNow !== undefined && inReviewNow.id !== refunded.id;
};
export const refundsOneWithWorkLeft = (input: GuardInput) => {
  const refunded = refundedOne(input);
  return refunded !== undefined && workLeftBesides(input.ticket, refunded.id);
};
export const refundsLastWork = (input: GuardInput) => {
  const refunded = refundedOne(input);
  return refunded !== undefined && !workLeftBesides(input.ticket, refunded.id);
};

/** A participant reports someone else's message. */
export const canReport = (input: GuardInput) =>
  (isOwner(input) || isAssignedDeveloper(input)) &&
  input.command.type === 'ReportMessage' &&
  input.command.messageAuthorId !== input.actor.id;
