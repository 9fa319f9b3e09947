import type { TicketCommand } from '#shared/domain/ticket/commands.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { executeTicketCommand } from '../event-store/ticket-store.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { postSystemMessages } from './system-messages.ts';
import { queueTicketEmails } from './ticket-emails.ts';
import { scheduleReviewTimers } from './review-timers.ts';
import type { Env } from '../env.ts';
import { visibleTo } from './ticket-queries.ts';
import { viewerFor } from './viewer.ts';

/**
 * A signed-in user's command on an existing ticket: NOT_FOUND unless they may see it (checked on
 * the snapshot the command decides on, in its transaction), then the domain decides (CONFLICT when not allowed now or when the version moved on).
 */
export async function runTicketCommand(
  deps: { db: Database; bus: LiveBus; env: Env },
  me: Me,
  input: { ticketId: string; expectedVersion: number; command: TicketCommand },
) {
  const viewer = await viewerFor(deps.db, me);
  const { state } = await executeTicketCommand(deps.db, deps.bus, {
    ticketId: input.ticketId,
    expectedVersion: input.expectedVersion,
    command: input.command,
    actor: viewer,
    authorize: (ticket) => visibleTo(viewer, ticket),
    afterAppend: async (tx, result) => {
      await postSystemMessages(tx, result.events, result.state);
      await queueTicketEmails(tx, deps.env, result.events, result.state);
      await scheduleReviewTimers(tx, result.events, result.state, new Date());
    },
  });
  return { id: state.id, version: state.version, status: state.status };
}
