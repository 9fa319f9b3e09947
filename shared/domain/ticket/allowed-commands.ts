import { priceMilestone } from '../payments/pricing.ts';
import type { TicketCommand, TicketCommandType } from './commands.ts';
import { isAllowed } from './ticket-transitions.ts';
import type { Actor, MilestoneState, TicketState } from './ticket-state.ts';

type TicketLevel = Exclude<
  TicketCommandType,
  'CreateTicket' | 'ReportMessage' | 'ResolveCase' | MilestoneLevel
>;
type MilestoneLevel =
  | 'EditMilestone'
  | 'RemoveMilestone'
  | 'FundMilestone'
  | 'StartMilestone'
  | 'SubmitMilestone'
  | 'ApproveMilestone'
  | 'RejectMilestone'
  | 'AutoApproveMilestone';

export interface AllowedCommands {
  ticket: TicketLevel[];
  /** Per milestone id, what the viewer may do to it. */
  milestones: Record<string, MilestoneLevel[]>;
  /** The moderator's outcomes for a case, when the ticket awaits one. */
  resolutions: Array<'resume' | 'refund' | 'release'>;
}

// The machine judges by who, when and which milestone; the text of feedback or details does not
// change the answer, so placeholders stand in for what the user will type.
const probe = 'probe';

function ticketProbe(type: TicketLevel, ticket: TicketState): TicketCommand {
  switch (type) {
    case 'EditTicket':
      return { type, details: ticket };
    case 'AddMilestone':
      return {
        type,
        milestone: { title: probe, description: probe, estimatedMinutes: 60, hourlyRateCents: 1 },
      };
    case 'RequestPlanChanges':
      return { type, feedback: probe };
    case 'OpenDispute':
    case 'DeclareNoSolution':
      return { type, reason: probe };
    case 'RateTicket':
      return { type, rating: 5, feedback: null };
    default:
      return { type };
  }
}

function milestoneProbe(type: MilestoneLevel, milestone: MilestoneState): TicketCommand {
  const milestoneId = milestone.id;
  switch (type) {
    case 'EditMilestone':
      return {
        type,
        milestoneId,
        milestone: { title: probe, description: probe, estimatedMinutes: 60, hourlyRateCents: 1 },
      };
    case 'FundMilestone':
      return {
        type,
        milestoneId,
        paymentId: probe,
        amountCents: 1,
        listCents: priceMilestone(milestone, { betaDiscount: false }).listCents,
      };
    case 'RejectMilestone':
      return { type, milestoneId, feedback: probe };
    case 'SubmitMilestone':
      return { type, milestoneId, files: { [probe]: probe } };
    default:
      return { type, milestoneId };
  }
}

const ticketLevel: TicketLevel[] = [
  'EditTicket',
  'DeleteTicket',
  'GrabTicket',
  'AbandonTicket',
  'AddMilestone',
  'SubmitPlan',
  'RequestPlanChanges',
  'ApprovePlan',
  'OpenDispute',
  'DeclareNoSolution',
  'RateTicket',
];
const milestoneLevel: MilestoneLevel[] = [
  'EditMilestone',
  'RemoveMilestone',
  'FundMilestone',
  'StartMilestone',
  'SubmitMilestone',
  'ApproveMilestone',
  'RejectMilestone',
  'AutoApproveMilestone',
];

/**
 * What this viewer may do now, from the same machine the server enforces: the client shows
 * exactly these buttons (and the server still checks every command).
 */
export function allowedCommands(ticket: TicketState, viewer: Actor): AllowedCommands {
  return {
    ticket: ticketLevel.filter((type) => isAllowed(ticket, ticketProbe(type, ticket), viewer)),
    milestones: Object.fromEntries(
      ticket.milestones.map((milestone) => [
        milestone.id,
        milestoneLevel.filter((type) => isAllowed(ticket, milestoneProbe(type, milestone), viewer)),
      ]),
    ),
    resolutions: (['resume', 'refund', 'release'] as const).filter((outcome) =>
      isAllowed(ticket, { type: 'ResolveCase', outcome, note: probe }, viewer),
    ),
  };
}

/**
 * The milestones this viewer (a moderator on a case) may refund one by one: each has money held
 * that can go back to the customer. Asked of the machine, as every other action.
 */
export function refundableMilestones(ticket: TicketState, viewer: Actor): string[] {
  return ticket.milestones
    .filter((milestone) =>
      isAllowed(
        ticket,
        { type: 'ResolveCase', outcome: 'refund', note: probe, milestoneId: milestone.id },
        viewer,
      ),
    )
    .map((milestone) => milestone.id);
}

/** Whether the viewer may report a message by `authorId` on this ticket. */
export function canReportMessage(ticket: TicketState, viewer: Actor, authorId: string): boolean {
  return isAllowed(
    ticket,
    { type: 'ReportMessage', messageId: probe, messageAuthorId: authorId },
    viewer,
  );
}
