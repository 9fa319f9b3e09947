import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { DomainError } from '#shared/domain/errors.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { executeTicketCommand } from '../ticket-commands/ticket-store.ts';
import { offerEffects } from './hire-again.ts';
import { ticketNotices } from './ticket-notices.ts';

const payloadSchema = z.object({ ticketId: z.uuid() });
const system = { id: 'system', role: 'system' } as const;

/**
 * An offer's time has run out (docs/lifecycle.md#hire-again): the request becomes every matching
 * developer's, and they hear of it. A request the developer took or passed on meanwhile, or that
 * was deleted, refuses the command: nothing is left to do.
 */
export function endOfferTask(deps: { db: Database; env: Env }): Task {
  return async (payload) => {
    const { ticketId } = payloadSchema.parse(payload);
    try {
      await executeTicketCommand(deps.db, {
        ticketId,
        command: { type: 'EndOffer' },
        actor: system,
        notices: ({ events, state }) => ticketNotices(deps.env, events, state, system),
        sideEffects: ({ events, state }) => [offerEffects(events, state)],
      });
    } catch (error) {
      if (!(error instanceof DomainError || error instanceof AppError)) throw error;
    }
  };
}
