import type { TicketCommand } from '#shared/domain/ticket/commands.ts';
import type { ticketCommandInputs } from '#shared/schemas/tickets.ts';
import type { z } from 'zod';
import { attachableFiles } from '../files/file-access.ts';
import type { TicketContext } from './ticket-procedure.ts';

type Inputs = {
  [K in keyof typeof ticketCommandInputs]: z.output<(typeof ticketCommandInputs)[K]>;
};

/**
 * The domain command each ticket procedure sends, from its validated input. Files named by a
 * request or a milestone are checked here (only the sender's own uploads, or ones the ticket
 * holds), before the command decides.
 */
export const commandFrom = {
  edit: async (ctx: TicketContext, input: Inputs['edit']): Promise<TicketCommand> => ({
    type: 'EditTicket',
    details: {
      ...input.details,
      files: (await attachableFiles(ctx.db, ctx.viewer, input.details.files, input.ticketId)) ?? {},
    },
  }),
  grab: () => ({ type: 'GrabTicket' }),
  abandon: () => ({ type: 'AbandonTicket' }),
  delete: () => ({ type: 'DeleteTicket' }),
  submitPlan: () => ({ type: 'SubmitPlan' }),
  addMilestone: async (ctx: TicketContext, input: Inputs['addMilestone']) => ({
    type: 'AddMilestone',
    milestone: {
      ...input.milestone,
      files:
        (await attachableFiles(ctx.db, ctx.viewer, input.milestone.files, input.ticketId)) ?? {},
    },
  }),
  editMilestone: async (ctx: TicketContext, input: Inputs['editMilestone']) => ({
    type: 'EditMilestone',
    milestoneId: input.milestoneId,
    milestone: {
      ...input.milestone,
      files:
        (await attachableFiles(ctx.db, ctx.viewer, input.milestone.files, input.ticketId)) ?? {},
    },
  }),
  removeMilestone: (_ctx: TicketContext, input: Inputs['removeMilestone']) => ({
    type: 'RemoveMilestone',
    milestoneId: input.milestoneId,
  }),
  startMilestone: (_ctx: TicketContext, input: Inputs['startMilestone']) => ({
    type: 'StartMilestone',
    milestoneId: input.milestoneId,
  }),
  submitMilestone: async (ctx: TicketContext, input: Inputs['submitMilestone']) => ({
    type: 'SubmitMilestone',
    milestoneId: input.milestoneId,
    files: (await attachableFiles(ctx.db, ctx.viewer, input.files, input.ticketId)) ?? {},
    note: input.note || undefined,
  }),
  approveMilestone: (_ctx: TicketContext, input: Inputs['approveMilestone']) => ({
    type: 'ApproveMilestone',
    milestoneId: input.milestoneId,
    feedback: input.feedback || undefined,
  }),
  rejectMilestone: (_ctx: TicketContext, input: Inputs['rejectMilestone']) => ({
    type: 'RejectMilestone',
    milestoneId: input.milestoneId,
    feedback: input.feedback,
  }),
  requestPlanChanges: (_ctx: TicketContext, input: Inputs['requestPlanChanges']) => ({
    type: 'RequestPlanChanges',
    feedback: input.feedback,
  }),
  openDispute: (_ctx: TicketContext, input: Inputs['openDispute']) => ({
    type: 'OpenDispute',
    reason: input.reason,
  }),
  declareNoSolution: (_ctx: TicketContext, input: Inputs['declareNoSolution']) => ({
    type: 'DeclareNoSolution',
    reason: input.reason,
  }),
  rate: (_ctx: TicketContext, input: Inputs['rate']) => ({
    type: 'RateTicket',
    rating: input.rating,
    feedback: input.feedback,
  }),
} satisfies {
  [K in Exclude<keyof Inputs, 'create' | 'approvePlan'>]: (
    ctx: TicketContext,
    input: Inputs[K],
  ) => TicketCommand | Promise<TicketCommand>;
};
