import type { TicketCommand } from '#shared/domain/ticket/commands.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { executeTicketCommand } from '../event-store/ticket-store.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { postSystemMessages } from './system-messages.ts';
import { getTicket } from './ticket-queries.ts';
import { viewerFor } from './viewer.ts';

/**
 * A signed-in user's command on an existing ticket: NOT_FOUND unless they may see it, then the
 * domain decides (CONFLICT when not allowed now or when the version moved on).
 */
export async function runTicketCommand(
  deps: { db: Database; bus: LiveBus },
  me: Me,
  input: { ticketId: string; expectedVersion: number; command: TicketCommand },
) {
  const viewer = await viewerFor(deps.db, me);
  await getTicket(deps.db, viewer, input.ticketId);
  const { state } = await executeTicketCommand(deps.db, deps.bus, {
    ticketId: input.ticketId,
    expectedVersion: input.expectedVersion,
    command: input.command,
    actor: viewer,
    afterAppend: (tx, result) => postSystemMessages(tx, result.events, result.state),
  });
  return { id: state.id, version: state.version, status: state.status };
}
