import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ticketDetailsInput } from '#shared/schemas/tickets.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
import { attachableFiles } from '../files/file-access.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { createTicketLimitText, createTicketLimits } from './limits.ts';
import type { TicketContext } from './ticket-procedure.ts';

type TicketDetailsInput = z.output<typeof ticketDetailsInput>;

/** A customer submits a request; the server picks its id (never the client). */
export async function createTicket(ctx: TicketContext, details: TicketDetailsInput) {
  const { me } = ctx;
  await consumeRateLimits(ctx.db, createTicketLimits(me.id), createTicketLimitText);
  const files = (await attachableFiles(ctx.db, ctx.viewer, details.files)) ?? {};
  const { state } = await executeTicketCommand(ctx.db, {
    ticketId: randomUUID(),
    command: { type: 'CreateTicket', details: { ...details, files } },
    actor: { id: me.id, role: me.role },
  });
  return { id: state.id, version: state.version, status: state.status };
}
