import { randomUUID } from 'node:crypto';
import type { TicketDetails } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { executeTicketCommand } from '../event-store/ticket-store.ts';
import type { LiveBus } from '../live/live-bus.ts';

/** A customer submits a request; the server picks its id (never the client). */
export async function createTicket(
  deps: { db: Database; bus: LiveBus },
  me: Me,
  details: TicketDetails,
) {
  const { state } = await executeTicketCommand(deps.db, {
    ticketId: randomUUID(),
    command: { type: 'CreateTicket', details },
    actor: { id: me.id, role: me.role },
  });
  return { id: state.id, version: state.version, status: state.status };
}
