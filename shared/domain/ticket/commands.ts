import type { TicketDetails } from './ticket-state.ts';

// Commands are requests, named in the imperative (DESIGN §6). Inputs are validated by zod at the
// procedure boundary; here they are already well-formed.

export interface MilestoneInput {
  title: string;
  description: string;
  estimatedMinutes: number;
  hourlyRateCents: number;
  files?: Record<string, string>;
}

export type TicketCommand =
  | { type: 'CreateTicket'; details: TicketDetails }
  | { type: 'EditTicket'; details: TicketDetails }
  | { type: 'DeleteTicket' }
  | { type: 'GrabTicket' }
  | { type: 'AbandonTicket' }
  | { type: 'AddMilestone'; milestone: MilestoneInput }
  | { type: 'EditMilestone'; milestoneId: string; milestone: MilestoneInput }
  | { type: 'RemoveMilestone'; milestoneId: string }
  | { type: 'SubmitPlan' }
  | { type: 'RequestPlanChanges'; feedback: string }
  | { type: 'ApprovePlan'; feedback?: string }
  | { type: 'FundMilestone'; milestoneId: string; paymentId: string; amountCents: number }
  | { type: 'StartMilestone'; milestoneId: string }
  | { type: 'SubmitMilestone'; milestoneId: string }
  | { type: 'ApproveMilestone'; milestoneId: string; feedback?: string }
  | { type: 'RejectMilestone'; milestoneId: string; feedback: string }
  | { type: 'AutoApproveMilestone'; milestoneId: string }
  | { type: 'ReportMessage'; messageId: string; messageAuthorId: string }
  | { type: 'OpenDispute'; reason: string }
  | { type: 'DeclareNoSolution'; reason: string }
  | { type: 'ResolveCase'; outcome: 'resume' | 'refund' | 'release'; note: string }
  | { type: 'RateTicket'; rating: number | null; feedback: string | null };

export type TicketCommandType = TicketCommand['type'];

export const ticketCommandTypes = [
  'CreateTicket',
  'EditTicket',
  'DeleteTicket',
  'GrabTicket',
  'AbandonTicket',
  'AddMilestone',
  'EditMilestone',
  'RemoveMilestone',
  'SubmitPlan',
  'RequestPlanChanges',
  'ApprovePlan',
  'FundMilestone',
  'StartMilestone',
  'SubmitMilestone',
  'ApproveMilestone',
  'RejectMilestone',
  'AutoApproveMilestone',
  'ReportMessage',
  'OpenDispute',
  'DeclareNoSolution',
  'ResolveCase',
  'RateTicket',
] as const satisfies readonly TicketCommandType[];
