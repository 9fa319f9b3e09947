import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Context } from '../trpc/context.ts';
import { procedureKind, signedInUser } from '../trpc/init.ts';
import { viewerFor } from './viewer.ts';

/**
 * A signed-in user's ticket procedure: the viewer (the user as the ticket domain sees them, with a
 * developer's categories) is on the context once, for every query and command to authorise with:
 * over HTTP as read with the session, over the WebSocket read now.
 */
const ticketKind = procedureKind(async (ctx) => {
  const me = signedInUser(ctx);
  return { me, viewer: ctx.sessionActor ?? (await viewerFor(ctx.db, me)) };
});
export const ticketProcedure = ticketKind.procedure;

/** What a ticket procedure's application function receives. */
export type TicketContext = Context & { me: NonNullable<Context['me']>; viewer: Actor };
