import { setup } from 'xstate';
import type { CommandAsked, TicketCommandType } from './commands.ts';
import * as rules from './ticket-rules.ts';
import type { Actor, TicketState, TicketStatus } from './ticket-state.ts';

/** The tag of the statuses in which the customer may pay for the plan's milestones. */
export const PAYABLE = 'payable';

/** A command as the machine sees it: its type is the machine event type. */
export type TicketMachineEvent = {
  [T in TicketCommandType]: { type: T; command: Extract<CommandAsked, { type: T }>; actor: Actor };
}[TicketCommandType];

type Rule = (input: rules.GuardInput) => boolean;
const guard =
  (rule: Rule) =>
  ({ context, event }: { context: { ticket: TicketState }; event: TicketMachineEvent }) =>
    rule({ ticket: context.ticket, command: event.command, actor: event.actor });

const resumesTo = (status: TicketStatus) =>
  guard(
    (input) =>
      rules.resolvesWith('resume')(input) && input.ticket.statusBeforeModeration === status,
  );

/**
 * The ticket lifecycle (docs/decisions/0005) as one machine: states are ticket statuses, events
 * are commands, guards are the named rules of who may do what, when. The server asks it whether
 * a command is allowed before appending events; the client asks it which actions to offer.
 * It holds no data of its own: the ticket comes in as context (see `snapshotOf`). A command that
 * keeps the status names its own state as target: XState counts a transition with neither a
 * target nor an action as forbidden, and an allowed command always leads somewhere.
 */
export const ticketMachine = setup({
  types: {
    context: {} as { ticket: TicketState },
    events: {} as TicketMachineEvent,
    input: {} as { ticket: TicketState },
  },
  guards: {
    isOwner: guard(rules.isOwner),
    isAssignedDeveloper: guard(rules.isAssignedDeveloper),
    canGrab: guard(rules.canGrab),
    isOfferedDeveloper: guard(rules.isOfferedDeveloper),
    offerRunsOut: guard(rules.offerRunsOut),
    milestoneExists: guard(rules.milestoneExists),
    hasMilestones: guard(rules.hasMilestones),
    canFund: guard(rules.canFund),
    ownerWithMoneyHeld: guard(rules.ownerWithMoneyHeld),
    canStart: guard(rules.canStart),
    canSubmitMilestone: guard(rules.canSubmitMilestone),
    ownerApprovesWithWorkLeft: guard(rules.ownerApprovesWithWorkLeft),
    ownerApprovesLast: guard(rules.ownerApprovesLast),
    timerApprovesWithWorkLeft: guard(rules.timerApprovesWithWorkLeft),
    timerApprovesLast: guard(rules.timerApprovesLast),
    ownerRejects: guard(rules.ownerRejects),
    canReport: guard(rules.canReport),
    participantRates: guard((input) => rules.isOwner(input) || rules.isAssignedDeveloper(input)),
    refundsAll: guard(rules.refundsAll),
    refundsOneWhileAnotherInReview: guard(rules.refundsOneWhileAnotherInReview),
    refundsOneWithWorkLeft: guard(rules.refundsOneWithWorkLeft),
    refundsLastWork: guard(rules.refundsLastWork),
    releaseWithWorkLeft: guard(rules.releaseWithWorkLeft),
    releaseLast: guard(rules.releaseLast),
    resumeToPending: resumesTo('AWAITING_ASSIGNMENT'),
    resumeToPlanning: resumesTo('DEVELOPER_PLANNING'),
    resumeToReviewingPlan: resumesTo('CUSTOMER_REVIEWING_PLAN'),
    resumeToWorking: resumesTo('DEVELOPER_WORKING'),
    resumeToReviewingResults: resumesTo('CUSTOMER_REVIEWING_RESULTS'),
  },
}).createMachine({
  id: 'ticket',
  // Every ask of `transition()` builds a throwaway actor whose initial snapshot is made without
  // input (snapshots of tickets come from `snapshotOf`): read unguarded, `input.ticket` threw and
  // captured a stack trace on every command, half the cost of the ask (docs/speed.md).
  context: ({ input }) => ({ ticket: input?.ticket }),
  initial: 'AWAITING_ASSIGNMENT',
  states: {
    AWAITING_ASSIGNMENT: {
      on: {
        ReportMessage: { guard: 'canReport', target: 'REQUIRES_MOD_ASSISTANCE' },
        EditTicket: { guard: 'isOwner', target: 'AWAITING_ASSIGNMENT' },
        DeleteTicket: { guard: 'isOwner', target: 'AWAITING_ASSIGNMENT' },
        GrabTicket: { guard: 'canGrab', target: 'DEVELOPER_PLANNING' },
        PassOffer: { guard: 'isOfferedDeveloper', target: 'AWAITING_ASSIGNMENT' },
        EndOffer: { guard: 'offerRunsOut', target: 'AWAITING_ASSIGNMENT' },
      },
    },
    DEVELOPER_PLANNING: {
      on: {
        ReportMessage: { guard: 'canReport', target: 'REQUIRES_MOD_ASSISTANCE' },
        AbandonTicket: { guard: 'isAssignedDeveloper', target: 'AWAITING_ASSIGNMENT' },
        AddMilestone: { guard: 'isAssignedDeveloper', target: 'DEVELOPER_PLANNING' },
        EditMilestone: { guard: 'milestoneExists', target: 'DEVELOPER_PLANNING' },
        RemoveMilestone: { guard: 'milestoneExists', target: 'DEVELOPER_PLANNING' },
        SubmitPlan: { guard: 'hasMilestones', target: 'CUSTOMER_REVIEWING_PLAN' },
      },
    },
    CUSTOMER_REVIEWING_PLAN: {
      on: {
        ReportMessage: { guard: 'canReport', target: 'REQUIRES_MOD_ASSISTANCE' },
        AbandonTicket: { guard: 'isAssignedDeveloper', target: 'AWAITING_ASSIGNMENT' },
        RequestPlanChanges: { guard: 'isOwner', target: 'DEVELOPER_PLANNING' },
        ApprovePlan: { guard: 'isOwner', target: 'DEVELOPER_WORKING' },
      },
    },
    DEVELOPER_WORKING: {
      tags: [PAYABLE],
      on: {
        ReportMessage: { guard: 'canReport', target: 'REQUIRES_MOD_ASSISTANCE' },
        FundMilestone: { guard: 'canFund', target: 'DEVELOPER_WORKING' },
        StartMilestone: { guard: 'canStart', target: 'DEVELOPER_WORKING' },
        SubmitMilestone: { guard: 'canSubmitMilestone', target: 'CUSTOMER_REVIEWING_RESULTS' },
        OpenDispute: { guard: 'ownerWithMoneyHeld', target: 'REQUIRES_MOD_ASSISTANCE' },
        DeclareNoSolution: { guard: 'isAssignedDeveloper', target: 'CUSTOMER_REJECTED' },
      },
    },
    CUSTOMER_REVIEWING_RESULTS: {
      tags: [PAYABLE],
      on: {
        ReportMessage: { guard: 'canReport', target: 'REQUIRES_MOD_ASSISTANCE' },
        FundMilestone: { guard: 'canFund', target: 'CUSTOMER_REVIEWING_RESULTS' },
        ApproveMilestone: [
          { guard: 'ownerApprovesWithWorkLeft', target: 'DEVELOPER_WORKING' },
          { guard: 'ownerApprovesLast', target: 'CUSTOMER_APPROVED' },
        ],
        AutoApproveMilestone: [
          { guard: 'timerApprovesWithWorkLeft', target: 'DEVELOPER_WORKING' },
          { guard: 'timerApprovesLast', target: 'CUSTOMER_APPROVED' },
        ],
        RejectMilestone: { guard: 'ownerRejects', target: 'DEVELOPER_WORKING' },
        OpenDispute: { guard: 'ownerWithMoneyHeld', target: 'REQUIRES_MOD_ASSISTANCE' },
        DeclareNoSolution: { guard: 'isAssignedDeveloper', target: 'CUSTOMER_REJECTED' },
        RateTicket: { guard: 'isOwner', target: 'CUSTOMER_REVIEWING_RESULTS' },
      },
    },
    REQUIRES_MOD_ASSISTANCE: {
      on: {
        // Further reports add to the case; the status stays.
        ReportMessage: { guard: 'canReport', target: 'REQUIRES_MOD_ASSISTANCE' },
        // An offer's time runs out while a moderator looks at the request: it resumes open to all.
        EndOffer: { guard: 'offerRunsOut', target: 'REQUIRES_MOD_ASSISTANCE' },
        FundMilestone: { guard: 'canFund', target: 'REQUIRES_MOD_ASSISTANCE' },
        ResolveCase: [
          { guard: 'resumeToPending', target: 'AWAITING_ASSIGNMENT' },
          { guard: 'resumeToPlanning', target: 'DEVELOPER_PLANNING' },
          { guard: 'resumeToReviewingPlan', target: 'CUSTOMER_REVIEWING_PLAN' },
          { guard: 'resumeToWorking', target: 'DEVELOPER_WORKING' },
          { guard: 'resumeToReviewingResults', target: 'CUSTOMER_REVIEWING_RESULTS' },
          { guard: 'refundsAll', target: 'CUSTOMER_REJECTED' },
          // A refund of one milestone (ticket-rules.ts): the request goes on with what is left
          // (with the customer while another milestone is in review, else with the developer),
          // and closes as rejected when the refunded milestone was the last work left.
          { guard: 'refundsOneWhileAnotherInReview', target: 'CUSTOMER_REVIEWING_RESULTS' },
          { guard: 'refundsOneWithWorkLeft', target: 'DEVELOPER_WORKING' },
          { guard: 'refundsLastWork', target: 'CUSTOMER_REJECTED' },
          { guard: 'releaseWithWorkLeft', target: 'DEVELOPER_WORKING' },
          { guard: 'releaseLast', target: 'CUSTOMER_APPROVED' },
        ],
      },
    },
    // Closed: only ratings remain (the developer rates the customer once approved).
    CUSTOMER_APPROVED: {
      on: { RateTicket: { guard: 'participantRates', target: 'CUSTOMER_APPROVED' } },
    },
    CUSTOMER_REJECTED: {},
  },
});
