import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import { createTicketInput, ticketQueryInputs, ticketRef } from '#shared/schemas/tickets.ts';
import { approvePlan } from './approve-plan.ts';
import { readCurrent } from '../db/replica-reads.ts';
import { router } from '../trpc/init.ts';
import { createTicket } from './create-ticket.ts';
import { pastDeveloper } from './hire-again.ts';
import { z } from 'zod';
import { listFeed } from './list-feed.ts';
import { commandProcedures } from './command-procedures.ts';
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

// The reads answer as the primary would (readCurrent): from a replica that has replayed every
// commit acknowledged before the read arrived, when the instance has one (docs/scaling.md).
export const ticketsRouter = router({
  get: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) => readCurrent(ctx, (db) => getTicket(db, ctx.viewer, input.ticketId))),
  /** A request's history, a page of events at a time, after the version the reader holds. */
  history: ticketProcedure
    .input(historyInput)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => ticketHistory(db, ctx.viewer, input.ticketId, input.cursor ?? 0)),
    ),
  ownRating: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => ratingOf(db, ctx.viewer, input.ticketId, 'given')),
    ),
  /** The other party's rating of the viewer on this request (ratings go both ways). */
  receivedRating: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => ratingOf(db, ctx.viewer, input.ticketId, 'received')),
    ),
  mine: ticketProcedure
    .input(ticketQueryInputs.mine)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => customerTickets(db, ctx.viewer, input.which, input.cursor)),
    ),
  assigned: ticketProcedure
    .input(ticketQueryInputs.assigned)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => developerTickets(db, ctx.viewer, input.which, input.cursor)),
    ),
  counters: ticketProcedure.query(({ ctx }) =>
    readCurrent(ctx, (db) => developerCounters(db, ctx.viewer)),
  ),
  available: ticketProcedure
    .input(ticketQueryInputs.available)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => availableTickets(db, ctx.viewer, input.cursor)),
    ),
  /** One request as the viewer's cards show it (null: not theirs to see), for live lists. */
  card: ticketProcedure
    .input(ticketRef)
    .query(({ ctx, input }) =>
      readCurrent(ctx, (db) => ticketCard(db, ctx.viewer, input.ticketId)),
    ),

  /**
   * Whether the signed-in customer may offer a new request to this developer (hire again: one who
   * completed a request of theirs), with their name; null otherwise, for anyone else too.
   */
  hireAgain: ticketProcedure
    .input(z.object({ developerId: z.uuid() }))
    .query(({ ctx, input }) =>
      ctx.me.role === 'customer' ? pastDeveloper(ctx.db, ctx.me.id, input.developerId) : null,
    ),

  createTicket: ticketProcedure
    .input(createTicketInput)
    .mutation(({ ctx, input }) => createTicket(ctx, input)),
  // Every command on a request, as shared/commands/ticket-commands.ts declares it.
  ...commandProcedures,
  approvePlan: ticketProcedure
    .input(ticketCommands.ApprovePlan.input)
    .mutation(({ ctx, input }) => approvePlan(ctx, input)),

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
