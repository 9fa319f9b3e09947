import type { z } from 'zod';
import { DomainError } from '#shared/domain/errors.ts';
import type { createTicketInput } from '#shared/schemas/tickets.ts';
import { keyedId } from '../db/keyed-id.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { notifyNewRequest } from '../notifications/new-request.ts';
import { checkOffer, offerEffects } from './hire-again.ts';
import { attachableFiles } from '../files/file-access.ts';
import { consumeRateLimits } from '../rate-limit/rate-limit.ts';
import { createTicketLimitText, createTicketLimits } from './limits.ts';
import type { TicketContext } from './ticket-procedure.ts';

type CreateTicketInput = z.output<typeof createTicketInput>;

/**
 * A customer submits a request; the server picks its id (never the client), derived from the
 * customer and the client's request key, so submitting the same key again (a retry after a lost
 * answer) finds the request made the first time instead of making another.
 */
export async function createTicket(ctx: TicketContext, input: CreateTicketInput) {
  const { me } = ctx;
  const ticketId = keyedId(me.id, input.requestKey);
  const made = await alreadyMade(ctx, ticketId);
  if (made) return made;
  await consumeRateLimits(ctx.db, createTicketLimits(me.id), createTicketLimitText);
  if (input.offerTo) await checkOffer(ctx.db, me.id, input.offerTo);
  const files = (await attachableFiles(ctx.db, ctx.viewer, input.details.files)) ?? {};
  try {
    const { state } = await executeTicketCommand(ctx.db, {
      ticketId,
      command: {
        type: 'CreateTicket',
        details: { ...input.details, files },
        ...(input.offerTo ? { offerTo: input.offerTo } : {}),
      },
      actor: { id: me.id, role: me.role },
      // The developers it is open to hear of it in the transaction that creates it
      // (docs/notifications.md#new-requests); an offer's timer starts with it.
      sideEffects: ({ events, state }) => [
        (tx) => notifyNewRequest(tx, state),
        offerEffects(events, state),
      ],
    });
    return { id: state.id, version: state.version, status: state.status };
  } catch (error) {
    // Two tries with one key at once: the second finds the first's request.
    const exists = error instanceof DomainError && error.kind === 'exists';
    const made = exists ? await alreadyMade(ctx, ticketId) : null;
    if (made) return made;
    throw error;
  }
}

async function alreadyMade(ctx: TicketContext, ticketId: string) {
  const state = await readTicketProjection(ctx.db, ticketId);
  if (!state || state.customerId !== ctx.me.id) return null;
  return { id: state.id, version: state.version, status: state.status };
}
