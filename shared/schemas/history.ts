import { z } from 'zod';

/** Events per answer of a request's history; a longer one comes in several. */
export const HISTORY_PAGE_SIZE = 100;

/**
 * A request's history from after `cursor`, the last version the reader already holds (none: from
 * the start): a timeline that heard of a new event asks only for what follows.
 */
export const historyInput = z.object({
  ticketId: z.uuid(),
  cursor: z.number().int().min(0).max(2_147_483_647).nullish(),
});
