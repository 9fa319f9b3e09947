import { z } from 'zod';
import {
  feedbackText as feedback,
  lastEventId,
  milestoneInput,
  ticketDetailsInput,
} from '#shared/schemas/tickets.ts';
import { authedProcedure, router } from '../trpc/init.ts';
import { createTicket } from './create-ticket.ts';
import { ticketHistory } from './ticket-history.ts';
import {
  availableTickets,
  customerTickets,
  developerCounters,
  developerTickets,
  getTicket,
  ownRating,
} from './ticket-queries.ts';
import { runTicketCommand } from './run-command.ts';
import { listFeed } from './list-feed.ts';
import { ticketFeed } from './ticket-feed.ts';
import { viewerFor } from './viewer.ts';
import { approvePlan } from '../payments/approve-plan.ts';
import { attachableFiles } from '../files/file-access.ts';

const ticketRef = z.object({ ticketId: z.uuid() });
const versioned = ticketRef.extend({ expectedVersion: z.number().int().min(1) });

/** A mutation for a command that needs nothing but the ticket and its version. */
const simpleCommand = (type: 'GrabTicket' | 'AbandonTicket' | 'DeleteTicket' | 'SubmitPlan') =>
  authedProcedure
    .input(versioned)
    .mutation(({ ctx, input }) => runTicketCommand(ctx, ctx.me, { ...input, command: { type } }));

export const ticketsRouter = router({
  get: authedProcedure
    .input(ticketRef)
    .query(async ({ ctx, input }) =>
      getTicket(ctx.db, await viewerFor(ctx.db, ctx.me), input.ticketId),
    ),
  history: authedProcedure
    .input(ticketRef)
    .query(async ({ ctx, input }) =>
      ticketHistory(ctx.db, await viewerFor(ctx.db, ctx.me), input.ticketId),
    ),
  ownRating: authedProcedure
    .input(ticketRef)
    .query(async ({ ctx, input }) =>
      ownRating(ctx.db, await viewerFor(ctx.db, ctx.me), input.ticketId),
    ),
  mine: authedProcedure
    .input(z.object({ which: z.enum(['open', 'history']) }))
    .query(async ({ ctx, input }) =>
      customerTickets(ctx.db, await viewerFor(ctx.db, ctx.me), input.which),
    ),
  assigned: authedProcedure.query(async ({ ctx }) =>
    developerTickets(ctx.db, await viewerFor(ctx.db, ctx.me)),
  ),
  counters: authedProcedure.query(async ({ ctx }) =>
    developerCounters(ctx.db, await viewerFor(ctx.db, ctx.me)),
  ),
  available: authedProcedure.query(async ({ ctx }) =>
    availableTickets(ctx.db, await viewerFor(ctx.db, ctx.me)),
  ),

  create: authedProcedure
    .input(z.object({ details: ticketDetailsInput }))
    .mutation(async ({ ctx, input }) => {
      const files = await attachableFiles(ctx.db, ctx.me, input.details.files);
      return createTicket(ctx, ctx.me, { ...input.details, files: files ?? {} });
    }),
  edit: authedProcedure
    .input(versioned.extend({ details: ticketDetailsInput }))
    .mutation(async ({ ctx, input }) => {
      const files = await attachableFiles(ctx.db, ctx.me, input.details.files, input.ticketId);
      return runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'EditTicket', details: { ...input.details, files: files ?? {} } },
      });
    }),
  addMilestone: authedProcedure
    .input(versioned.extend({ milestone: milestoneInput }))
    .mutation(async ({ ctx, input }) => {
      const files = await attachableFiles(ctx.db, ctx.me, input.milestone.files, input.ticketId);
      return runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'AddMilestone', milestone: { ...input.milestone, files: files ?? {} } },
      });
    }),
  editMilestone: authedProcedure
    .input(versioned.extend({ milestoneId: z.uuid(), milestone: milestoneInput }))
    .mutation(async ({ ctx, input }) => {
      const files = await attachableFiles(ctx.db, ctx.me, input.milestone.files, input.ticketId);
      return runTicketCommand(ctx, ctx.me, {
        ...input,
        command: {
          type: 'EditMilestone',
          milestoneId: input.milestoneId,
          milestone: { ...input.milestone, files: files ?? {} },
        },
      });
    }),
  removeMilestone: authedProcedure
    .input(versioned.extend({ milestoneId: z.uuid() }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'RemoveMilestone', milestoneId: input.milestoneId },
      }),
    ),
  startMilestone: authedProcedure
    .input(versioned.extend({ milestoneId: z.uuid() }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'StartMilestone', milestoneId: input.milestoneId },
      }),
    ),
  submitMilestone: authedProcedure
    .input(versioned.extend({ milestoneId: z.uuid() }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'SubmitMilestone', milestoneId: input.milestoneId },
      }),
    ),
  approveMilestone: authedProcedure
    .input(versioned.extend({ milestoneId: z.uuid(), feedback: feedback.optional() }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: {
          type: 'ApproveMilestone',
          milestoneId: input.milestoneId,
          feedback: input.feedback || undefined,
        },
      }),
    ),
  rejectMilestone: authedProcedure
    .input(versioned.extend({ milestoneId: z.uuid(), feedback }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: {
          type: 'RejectMilestone',
          milestoneId: input.milestoneId,
          feedback: input.feedback,
        },
      }),
    ),
  openDispute: authedProcedure
    .input(versioned.extend({ reason: feedback }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'OpenDispute', reason: input.reason },
      }),
    ),
  declareNoSolution: authedProcedure
    .input(versioned.extend({ reason: feedback }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'DeclareNoSolution', reason: input.reason },
      }),
    ),
  resolveCase: authedProcedure
    .input(versioned.extend({ outcome: z.enum(['resume', 'refund', 'release']), note: feedback }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'ResolveCase', outcome: input.outcome, note: input.note },
      }),
    ),
  rate: authedProcedure
    .input(
      versioned.extend({
        rating: z.number().int().min(1).max(5).nullable(),
        feedback: feedback.nullable(),
      }),
    )
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'RateTicket', rating: input.rating, feedback: input.feedback || null },
      }),
    ),
  /** Live changes of one ticket, resumable with the last event id the client saw. */
  onChanged: authedProcedure
    .input(ticketRef.extend({ lastEventId }))
    .subscription(async ({ ctx, input, signal }) => {
      const viewer = await viewerFor(ctx.db, ctx.me);
      // Checked before the stream starts: errors thrown inside a running stream bypass the
      // AppError mapping and would reach the client as INTERNAL_SERVER_ERROR.
      await getTicket(ctx.db, viewer, input.ticketId);
      return ticketFeed(
        ctx,
        viewer,
        input.ticketId,
        input.lastEventId,
        signal ?? new AbortController().signal,
      );
    }),
  /** A signal to refetch the viewer's ticket lists. */
  onListsChanged: authedProcedure.subscription(async ({ ctx, signal }) => {
    const viewer = await viewerFor(ctx.db, ctx.me);
    return listFeed(ctx, viewer, signal ?? new AbortController().signal);
  }),
  grab: simpleCommand('GrabTicket'),
  abandon: simpleCommand('AbandonTicket'),
  delete: simpleCommand('DeleteTicket'),
  submitPlan: simpleCommand('SubmitPlan'),
  approvePlan: authedProcedure
    .input(versioned.extend({ feedback: feedback.optional() }))
    .mutation(({ ctx, input }) =>
      approvePlan(ctx, ctx.me, { ...input, feedback: input.feedback || undefined }),
    ),
  requestPlanChanges: authedProcedure
    .input(versioned.extend({ feedback }))
    .mutation(({ ctx, input }) =>
      runTicketCommand(ctx, ctx.me, {
        ...input,
        command: { type: 'RequestPlanChanges', feedback: input.feedback },
      }),
    ),
});
