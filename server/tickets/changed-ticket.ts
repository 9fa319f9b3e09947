import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { sharedRead } from '../live/shared-read.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { readCardSource, type CardSource } from './ticket-card.ts';

/**
 * A read of a ticket after a live change, made once per change and instance (sharedRead). A
 * change is named by its ticket and the global position of its last event. A message without a
 * position (none is sent by ticket commands) is read on its own.
 */
function sharedPerChange<T>(name: string, read: (db: Executor, ticketId: string) => Promise<T>) {
  return (db: Executor, ticketId: string, position: string | undefined): Promise<T> =>
    position === undefined
      ? read(db, ticketId)
      : sharedRead(db, `${name}:${ticketId}@${position}`, () => read(db, ticketId));
}

/** The ticket as it stands after a live change (its feed's viewers), or null if gone. */
export const readChangedTicket: (
  db: Executor,
  ticketId: string,
  position: string | undefined,
) => Promise<TicketState | null> = sharedPerChange('ticket', readTicketProjection);

/**
 * What the lists' viewers' cards of a changed ticket are made from (cardFor), or null if gone:
 * the pool's developers and the ticket's parties share it.
 */
export const readChangedCard: (
  db: Executor,
  ticketId: string,
  position: string | undefined,
) => Promise<CardSource | null> = sharedPerChange('card', readCardSource);
