import { z } from 'zod';
import { ticketListCursor } from './tickets.ts';

/**
 * Where the next page of the bell's list starts: after the last notice shown (newest first, then
 * by id; a notice's time is written to the millisecond, as a Date carries it).
 */
const notificationCursor = ticketListCursor;

export const notificationInputs = {
  // Optional: the first page is asked for without one.
  list: z.object({ cursor: notificationCursor.nullish() }).optional(),
  markRead: z.object({ id: z.uuid() }),
};
