import { DomainError } from '../errors.ts';
import type { TicketCommand } from './commands.ts';
import { statusLedTo, type TicketEvent } from './events.ts';
import { isRefundable, milestoneInReview } from './ticket-rules.ts';
import { initialStatus, nextStatus } from './ticket-transitions.ts';
import type { Actor, TicketState, TicketStatus } from './ticket-state.ts';
import { RATING_OR_FEEDBACK_REQUIRED, RATING_RANGE, ratingValue } from './rating.ts';

export { RATING_OR_FEEDBACK_REQUIRED };

export interface DecideContext {
  /** A fresh id for a new milestone (ids come in as arguments: the domain does no I/O). */
  newId: () => string;
}

export const NOT_ALLOWED = 'This action is not possible on this request right now.';

/**
 * Turns a command into the events that record it, or refuses it. The machine decides whether
 * the command is allowed and which status follows; this adds the data of each event, the status
 * reached included (`to`), so that replaying them never asks the machine again.
 */
export function decide(
  state: TicketState | null,
  command: TicketCommand,
  actor: Actor,
  context: DecideContext,
): TicketEvent[] {
  if (command.type === 'CreateTicket') {
    if (state !== null) throw new DomainError('exists', 'This request already exists.');
    if (actor.role !== 'customer')
      throw new DomainError('forbidden', 'Only customers create requests.');
    return [
      {
        type: 'TicketCreated',
        data: {
          customerId: actor.id,
          details: command.details,
          ...(command.offerTo === undefined ? {} : { offeredTo: command.offerTo }),
          to: initialStatus,
        },
      },
    ];
  }
  if (!state || state.deleted) throw new DomainError('not-found', 'Request not found');
  checkInput(command);
  const target = nextStatus(state, command, actor);
  if (target === null) throw new DomainError('not-allowed', NOT_ALLOWED);
  const events = eventsFor(state, command, actor, target, context);
  const reached = statusReached(state.status, events);
  // A command whose events record no status must be one the machine keeps in place.
  if (reached !== target) {
    throw new Error(`${command.type} records ${reached} where the machine leads to ${target}`);
  }
  return events;
}

/** The status a ticket is in after these events: the last one they record. */
const statusReached = (from: TicketStatus, events: readonly TicketEvent[]): TicketStatus =>
  events.reduce<TicketStatus>((status, event) => statusLedTo(event) ?? status, from);

// The texts for feedback a decision requires.
export const FEEDBACK_REQUIRED_TO_REJECT =
  'Please provide feedback before rejecting the milestone.';
/** A submission hands the work over: without a deliverable there is nothing to review. */
export const DELIVERABLE_REQUIRED = 'Attach at least one file with the work you are submitting.';
/** At most this many deliverables come with one submission (as with any upload). */
const MAX_FILES_PER_SUBMISSION = 10;

export const ONLY_REFUNDS_NAME_A_MILESTONE = 'Only a refund names a milestone.';

/** Invariants of the command itself, whatever the ticket's state. */
function checkInput(command: TicketCommand): void {
  const blank = (text: string | null | undefined) => !text?.trim();
  if (command.type === 'RejectMilestone' && blank(command.feedback)) {
    throw new DomainError('invalid', FEEDBACK_REQUIRED_TO_REJECT);
  }
  if (command.type === 'SubmitMilestone') {
    const count = Object.keys(command.files).length;
    if (count === 0) throw new DomainError('invalid', DELIVERABLE_REQUIRED);
    if (count > MAX_FILES_PER_SUBMISSION) {
      throw new DomainError('invalid', 'You can only upload 10 files');
    }
  }
  // Asking for plan changes without feedback is refused in the rating's words.
  if (command.type === 'RequestPlanChanges' && blank(command.feedback)) {
    throw new DomainError('invalid', RATING_OR_FEEDBACK_REQUIRED);
  }
  if (command.type === 'ResolveCase' && command.milestoneId !== undefined) {
    if (command.outcome !== 'refund')
      throw new DomainError('invalid', ONLY_REFUNDS_NAME_A_MILESTONE);
  }
  if (command.type === 'RateTicket') {
    if (command.rating === null && blank(command.feedback)) {
      throw new DomainError('invalid', RATING_OR_FEEDBACK_REQUIRED);
    }
    if (command.rating !== null && !ratingValue.safeParse(command.rating).success) {
      throw new DomainError('invalid', RATING_RANGE);
    }
  }
}

/** Refunds of the funded, unaccepted milestones: all of them, or the one named. */
const refundsOf = (state: TicketState, only?: string): TicketEvent[] =>
  state.milestones
    .filter((m) => isRefundable(m) && (only === undefined || m.id === only))
    .map((m) => ({ type: 'MilestoneRefunded', data: { milestoneId: m.id } }));

const statusChange = (from: TicketStatus, to: TicketStatus): TicketEvent[] =>
  from === to ? [] : [{ type: 'TicketStatusChanged', data: { from, to } }];

function eventsFor(
  state: TicketState,
  command: Exclude<TicketCommand, { type: 'CreateTicket' }>,
  actor: Actor,
  target: TicketStatus,
  context: DecideContext,
): TicketEvent[] {
  switch (command.type) {
    case 'EditTicket':
      return [{ type: 'TicketEdited', data: { details: command.details } }];
    case 'DeleteTicket':
      return [{ type: 'TicketDeleted', data: {} }];
    case 'GrabTicket':
      return [{ type: 'TicketGrabbed', data: { developerId: actor.id, to: target } }];
    case 'AbandonTicket':
      return [{ type: 'TicketAbandoned', data: { developerId: actor.id, to: target } }];
    case 'PassOffer':
      return [{ type: 'OfferEnded', data: { developerId: actor.id, reason: 'passed' } }];
    case 'EndOffer':
      return [{ type: 'OfferEnded', data: { developerId: state.offeredTo!, reason: 'expired' } }];
    case 'AddMilestone':
      return [
        {
          type: 'MilestoneAdded',
          data: { milestoneId: context.newId(), milestone: { files: {}, ...command.milestone } },
        },
      ];
    case 'EditMilestone':
      return [
        {
          type: 'MilestoneEdited',
          data: {
            milestoneId: command.milestoneId,
            milestone: { files: {}, ...command.milestone },
          },
        },
      ];
    case 'RemoveMilestone':
      return [{ type: 'MilestoneRemoved', data: { milestoneId: command.milestoneId } }];
    case 'SubmitPlan':
      return [{ type: 'PlanSubmitted', data: { to: target } }];
    case 'RequestPlanChanges':
      return [{ type: 'PlanChangesRequested', data: { feedback: command.feedback, to: target } }];
    case 'ApprovePlan':
      return [{ type: 'PlanApproved', data: { feedback: command.feedback ?? null, to: target } }];
    case 'FundMilestone':
      return [
        {
          type: 'MilestoneFunded',
          data: {
            milestoneId: command.milestoneId,
            paymentId: command.paymentId,
            amountCents: command.amountCents,
          },
        },
      ];
    case 'StartMilestone':
      return [{ type: 'MilestoneStarted', data: { milestoneId: command.milestoneId } }];
    case 'SubmitMilestone':
      return [
        {
          type: 'MilestoneSubmitted',
          data: {
            milestoneId: command.milestoneId,
            files: command.files,
            note: command.note || null,
            to: target,
          },
        },
      ];
    case 'ApproveMilestone':
    case 'AutoApproveMilestone':
      return [
        {
          type: 'MilestoneApproved',
          data: {
            milestoneId: command.milestoneId,
            feedback: command.type === 'ApproveMilestone' ? (command.feedback ?? null) : null,
            automatic: command.type === 'AutoApproveMilestone',
          },
        },
        ...statusChange(state.status, target),
      ];
    case 'RejectMilestone':
      return [
        {
          type: 'MilestoneRejected',
          data: { milestoneId: command.milestoneId, feedback: command.feedback, to: target },
        },
      ];
    case 'ReportMessage':
      return [{ type: 'MessageReported', data: { messageId: command.messageId, to: target } }];
    case 'OpenDispute':
      return [{ type: 'DisputeOpened', data: { reason: command.reason, to: target } }];
    case 'DeclareNoSolution':
      return [
        { type: 'NoSolutionDeclared', data: { reason: command.reason, to: target } },
        ...refundsOf(state),
      ];
    case 'ResolveCase': {
      const { outcome, note, milestoneId } = command;
      const resolved: TicketEvent = {
        type: 'CaseResolved',
        // The key only when a milestone is named: events that name none hash as they always did.
        data: milestoneId === undefined ? { outcome, note } : { outcome, note, milestoneId },
      };
      if (command.outcome === 'refund') {
        return [resolved, ...refundsOf(state, milestoneId), ...statusChange(state.status, target)];
      }
      if (command.outcome === 'resume') return [resolved, ...statusChange(state.status, target)];
      const released = milestoneInReview(state);
      if (!released) throw new DomainError('not-allowed', NOT_ALLOWED);
      return [
        resolved,
        {
          type: 'MilestoneApproved',
          data: { milestoneId: released.id, feedback: command.note || null, automatic: false },
        },
        ...statusChange(state.status, target),
      ];
    }
    case 'RateTicket':
      return [
        {
          type: 'TicketRated',
          data: {
            by: actor.role === 'developer' ? 'developer' : 'customer',
            rating: command.rating,
            feedback: command.feedback,
          },
        },
      ];
  }
}
