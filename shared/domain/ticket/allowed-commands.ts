import { priceMilestone } from '../payments/pricing.ts';
import {
  namesMilestone,
  ticketCommandTypes,
  type CommandAsked,
  type TicketCommand,
  type TicketCommandType,
} from './commands.ts';
import { isAllowed } from './ticket-transitions.ts';
import type { Actor, MilestoneState, TicketState } from './ticket-state.ts';

/** Commands asked about elsewhere: creating a request, reporting a message, resolving a case. */
type AskedElsewhere = 'CreateTicket' | 'ReportMessage' | 'ResolveCase';
/** A command on one milestone names it (a case's refund may, and is asked about elsewhere). */
type MilestoneLevel = Extract<TicketCommand, { milestoneId: string }>['type'];
type TicketLevel = Exclude<TicketCommandType, AskedElsewhere | MilestoneLevel>;

export interface AllowedCommands {
  ticket: TicketLevel[];
  /** Per milestone id, what the viewer may do to it. */
  milestones: Record<string, MilestoneLevel[]>;
  /** The moderator's outcomes for a case, when the ticket awaits one. */
  resolutions: Array<'resume' | 'refund' | 'release'>;
}

/**
 * The question for a milestone's command: the machine judges by who, when and which milestone;
 * a payment, by the price the plan has now (what a checkout opened now would ask).
 */
function askedOf(type: MilestoneLevel, milestone: MilestoneState): CommandAsked {
  const milestoneId = milestone.id;
  if (type !== 'FundMilestone') return { type, milestoneId };
  const { listCents } = priceMilestone(milestone, { betaDiscount: false });
  return { type, milestoneId, listCents };
}

// Both lists in the order the commands are declared (commands.ts), which is the buttons' order.
const elsewhere = new Set<TicketCommandType>(['CreateTicket', 'ReportMessage', 'ResolveCase']);
const onMilestone = (type: TicketCommandType): type is MilestoneLevel =>
  namesMilestone(type) && !elsewhere.has(type);
const milestoneLevel = ticketCommandTypes.filter(onMilestone);
const ticketLevel = ticketCommandTypes.filter(
  (type): type is TicketLevel => !elsewhere.has(type) && !onMilestone(type),
);

/**
 * What this viewer may do now, from the same machine the server enforces: the client shows
 * exactly these buttons (and the server still checks every command).
 */
export function allowedCommands(ticket: TicketState, viewer: Actor): AllowedCommands {
  return {
    ticket: ticketLevel.filter((type) => isAllowed(ticket, { type }, viewer)),
    milestones: Object.fromEntries(
      ticket.milestones.map((milestone) => [
        milestone.id,
        milestoneLevel.filter((type) => isAllowed(ticket, askedOf(type, milestone), viewer)),
      ]),
    ),
    resolutions: (['resume', 'refund', 'release'] as const).filter((outcome) =>
      isAllowed(ticket, { type: 'ResolveCase', outcome }, viewer),
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
        { type: 'ResolveCase', outcome: 'refund', milestoneId: milestone.id },
        viewer,
      ),
    )
    .map((milestone) => milestone.id);
}

/** Whether the viewer may report a message by `authorId` on this ticket. */
export function canReportMessage(ticket: TicketState, viewer: Actor, authorId: string): boolean {
  return isAllowed(ticket, { type: 'ReportMessage', messageAuthorId: authorId }, viewer);
}
