import { ticketCommandInputs, ticketQueryInputs, ticketRef } from '#shared/schemas/tickets.ts';
import { approvePlan } from './approve-plan.ts';
import { router } from '../trpc/init.ts';
import { createTicket } from './create-ticket.ts';
import { listFeed } from './list-feed.ts';
import { runCommandFrom } from './run-command.ts';
import { commandFrom } from './ticket-commands.ts';
import { ticketFeed } from './ticket-feed.ts';
import { historyInput } from '#shared/schemas/history.ts';
import { ticketHistory } from './ticket-history.ts';
import { ticketProcedure } from './ticket-procedure.ts';
import {
  availableTickets,
  customerTickets,
  developerCounters,
  developerTickets,
  getTicket,
  ratingOf,
  ticketCard,
} from './ticket-queries.ts';

export const ticketsRouter = router({
  get: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) => getTicket(ctx.db, ctx.viewer, input.ticketId)),
  /** A request's history, a page of events at a time, after the version the reader holds. */
  history: ticketProcedure
    .input(historyInput)
    .query(({ ctx, input }) =>
      ticketHistory(ctx.db, ctx.viewer, input.ticketId, input.cursor ?? 0),
    ),
  ownRating: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) => ratingOf(ctx.db, ctx.viewer, input.ticketId, 'given')),
  /** The other party's rating of the viewer on this request (ratings go both ways). */
  receivedRating: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) => ratingOf(ctx.db, ctx.viewer, input.ticketId, 'received')),
  mine: ticketProcedure
    .input(ticketQueryInputs.mine)
    .query(({ ctx, input }) => customerTickets(ctx.db, ctx.viewer, input.which, input.cursor)),
  assigned: ticketProcedure
    .input(ticketQueryInputs.assigned)
    .query(({ ctx, input }) => developerTickets(ctx.db, ctx.viewer, input.which, input.cursor)),
  counters: ticketProcedure.query(({ ctx }) => developerCounters(ctx.db, ctx.viewer)),
  available: ticketProcedure
    .input(ticketQueryInputs.available)
    .query(({ ctx, input }) => availableTickets(ctx.db, ctx.viewer, input.cursor)),
  /** One request as the viewer's cards show it (null: not theirs to see), for live lists. */
  card: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) => ticketCard(ctx.db, ctx.viewer, input.ticketId)),

  create: ticketProcedure
    .input(ticketCommandInputs.create)
    .mutation(({ ctx, input }) => createTicket(ctx, input)),
  edit: ticketProcedure
    .input(ticketCommandInputs.edit)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.edit)),
  grab: ticketProcedure
    .input(ticketCommandInputs.grab)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.grab)),
  abandon: ticketProcedure
    .input(ticketCommandInputs.abandon)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.abandon)),
  delete: ticketProcedure
    .input(ticketCommandInputs.delete)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.delete)),
  addMilestone: ticketProcedure
    .input(ticketCommandInputs.addMilestone)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.addMilestone)),
  editMilestone: ticketProcedure
    .input(ticketCommandInputs.editMilestone)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.editMilestone)),
  removeMilestone: ticketProcedure
    .input(ticketCommandInputs.removeMilestone)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.removeMilestone)),
  submitPlan: ticketProcedure
    .input(ticketCommandInputs.submitPlan)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.submitPlan)),
  requestPlanChanges: ticketProcedure
    .input(ticketCommandInputs.requestPlanChanges)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.requestPlanChanges)),
  approvePlan: ticketProcedure
    .input(ticketCommandInputs.approvePlan)
    .mutation(({ ctx, input }) => approvePlan(ctx, input)),
  startMilestone: ticketProcedure
    .input(ticketCommandInputs.startMilestone)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.startMilestone)),
  submitMilestone: ticketProcedure
    .input(ticketCommandInputs.submitMilestone)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.submitMilestone)),
  approveMilestone: ticketProcedure
    .input(ticketCommandInputs.approveMilestone)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.approveMilestone)),
  rejectMilestone: ticketProcedure
    .input(ticketCommandInputs.rejectMilestone)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.rejectMilestone)),
  openDispute: ticketProcedure
    .input(ticketCommandInputs.openDispute)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.openDispute)),
  declareNoSolution: ticketProcedure
    .input(ticketCommandInputs.declareNoSolution)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.declareNoSolution)),
  rate: ticketProcedure
    .input(ticketCommandInputs.rate)
    .mutation(({ ctx, input }) => runCommandFrom(ctx, input, commandFrom.rate)),

  /** Live changes of one ticket, resumable with the last event id the client saw. */
  onChanged: ticketProcedure
    .input(ticketQueryInputs.onChanged)
    .subscription(async ({ ctx, input, signal }) => {
      // Checked before the stream starts: errors thrown inside a running stream bypass the
      // AppError mapping and would reach the client as INTERNAL_SERVER_ERROR.
      await getTicket(ctx.db, ctx.viewer, input.ticketId);
      return ticketFeed(
        ctx,
        ctx.viewer,
        input.ticketId,
        input.lastEventId,
        signal ?? new AbortController().signal,
      );
    }),
  /** A signal to refetch the viewer's ticket lists. */
  onListsChanged: ticketProcedure.subscription(({ ctx, signal }) =>
    listFeed(ctx, ctx.viewer, signal ?? new AbortController().signal),
  ),
});
