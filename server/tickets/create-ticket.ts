import { randomUUID } from 'node:crypto';
import type { TicketDetails } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { executeTicketCommand } from '../event-store/ticket-store.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { CREATE_TICKET_LIMIT_TEXT, createTicketLimits } from './limits.ts';

/** A customer submits a request; the server picks its id (never the client). */
export async function createTicket(
  deps: { db: Database; bus: LiveBus },
  me: Me,
  details: TicketDetails,
) {
  await consumeRateLimits(deps.db, createTicketLimits(me.id)).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
      throw new AppError('TOO_MANY_REQUESTS', CREATE_TICKET_LIMIT_TEXT);
    }
    throw error;
  });
  const { state } = await executeTicketCommand(deps.db, {
    ticketId: randomUUID(),
    command: { type: 'CreateTicket', details },
    actor: { id: me.id, role: me.role },
  });
  return { id: state.id, version: state.version, status: state.status };
}
