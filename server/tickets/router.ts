import { ticketCommandInputs, ticketQueryInputs, ticketRef } from '#shared/schemas/tickets.ts';
import { approvePlan } from './approve-plan.ts';
import { router } from '../trpc/init.ts';
import { createTicket } from './create-ticket.ts';
import { listFeed } from './list-feed.ts';
import { runCommandFrom } from './run-command.ts';
import { commandFrom } from './ticket-commands.ts';
import { ticketFeed } from './ticket-feed.ts';
import { ticketHistory } from './ticket-history.ts';
import { ticket, ticketProcedure } from './ticket-procedure.ts';
import {
  availableTickets,
  customerTickets,
  developerCounters,
  developerTickets,
  getTicket,
  ratingOf,
  ticketCard,
} from './ticket-queries.ts';

/** The tickets router's procedures, also run directly by single calls (ADR 0023). */
export const ticketProcedures = {
  get: ticket.query(ticketRef, (ctx, input) => getTicket(ctx.db, ctx.viewer, input.ticketId)),
  history: ticket.query(ticketRef, (ctx, input) =>
    ticketHistory(ctx.db, ctx.viewer, input.ticketId),
  ),
  ownRating: ticket.query(ticketRef, (ctx, input) =>
    ratingOf(ctx.db, ctx.viewer, input.ticketId, 'given'),
  ),
  /** The other party's rating of the viewer on this request (issue 17: ratings both ways). */
  receivedRating: ticket.query(ticketRef, (ctx, input) =>
    ratingOf(ctx.db, ctx.viewer, input.ticketId, 'received'),
  ),
  mine: ticket.query(ticketQueryInputs.mine, (ctx, input) =>
    customerTickets(ctx.db, ctx.viewer, input.which, input.cursor),
  ),
  assigned: ticket.query(ticketQueryInputs.assigned, (ctx, input) =>
    developerTickets(ctx.db, ctx.viewer, input.which, input.cursor),
  ),
  counters: ticket.queryWithoutInput((ctx) => developerCounters(ctx.db, ctx.viewer)),
  available: ticket.query(ticketQueryInputs.available, (ctx, input) =>
    availableTickets(ctx.db, ctx.viewer, input.cursor),
  ),
  /** One request as the viewer's cards show it (null: not theirs to see), for live lists. */
  card: ticket.query(ticketRef, (ctx, input) => ticketCard(ctx.db, ctx.viewer, input.ticketId)),

  create: ticket.mutation(ticketCommandInputs.create, (ctx, input) => createTicket(ctx, input)),
  edit: ticket.mutation(ticketCommandInputs.edit, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.edit),
  ),
  grab: ticket.mutation(ticketCommandInputs.grab, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.grab),
  ),
  abandon: ticket.mutation(ticketCommandInputs.abandon, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.abandon),
  ),
  delete: ticket.mutation(ticketCommandInputs.delete, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.delete),
  ),
  addMilestone: ticket.mutation(ticketCommandInputs.addMilestone, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.addMilestone),
  ),
  editMilestone: ticket.mutation(ticketCommandInputs.editMilestone, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.editMilestone),
  ),
  removeMilestone: ticket.mutation(ticketCommandInputs.removeMilestone, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.removeMilestone),
  ),
  submitPlan: ticket.mutation(ticketCommandInputs.submitPlan, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.submitPlan),
  ),
  requestPlanChanges: ticket.mutation(ticketCommandInputs.requestPlanChanges, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.requestPlanChanges),
  ),
  approvePlan: ticket.mutation(ticketCommandInputs.approvePlan, (ctx, input) =>
    approvePlan(ctx, input),
  ),
  startMilestone: ticket.mutation(ticketCommandInputs.startMilestone, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.startMilestone),
  ),
  submitMilestone: ticket.mutation(ticketCommandInputs.submitMilestone, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.submitMilestone),
  ),
  approveMilestone: ticket.mutation(ticketCommandInputs.approveMilestone, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.approveMilestone),
  ),
  rejectMilestone: ticket.mutation(ticketCommandInputs.rejectMilestone, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.rejectMilestone),
  ),
  openDispute: ticket.mutation(ticketCommandInputs.openDispute, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.openDispute),
  ),
  declareNoSolution: ticket.mutation(ticketCommandInputs.declareNoSolution, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.declareNoSolution),
  ),
  rate: ticket.mutation(ticketCommandInputs.rate, (ctx, input) =>
    runCommandFrom(ctx, input, commandFrom.rate),
  ),

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
};

export const ticketsRouter = router(ticketProcedures);
