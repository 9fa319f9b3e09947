import { asc, eq } from 'drizzle-orm';
import { mayReadHistory, type HistoryRow } from '#shared/domain/ticket/history-rows.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { profiles, ticketEvents, users } from '../db/schema/index.ts';
import { chainProblems } from '../ticket-commands/hash-chain.ts';
import { NOT_FOUND_TEXT, getTicket } from './ticket-queries.ts';

export interface TicketHistory {
  /** The ticket's events, oldest first, with who did them. */
  events: HistoryRow[];
  /**
   * Whether the history is intact: its hash chain checks out (as `npm run audit` checks it) and
   * it reaches the version the ticket is at, so no step was changed, removed or cut off.
   */
  verified: boolean;
}

/** A ticket's history for its request timeline: participants and moderators only. */
export async function ticketHistory(
  db: Executor,
  viewer: Actor,
  ticketId: string,
): Promise<TicketHistory> {
  const ticket = await getTicket(db, viewer, ticketId);
  if (!mayReadHistory(ticket, viewer)) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  const moderator = viewer.role === 'moderator';
  const rows = await db
    .select({
      event: ticketEvents,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.actorId))
    .leftJoin(profiles, eq(profiles.id, ticketEvents.actorId))
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.version));
  const stored = rows.map((row) => row.event);
  return {
    verified: chainProblems(stored).length === 0 && stored.at(-1)?.version === ticket.version,
    events: rows.map(({ event, firstName, lastName, email }) => {
      // The parties deal with "a moderator", not with a named member of staff.
      const staff = event.actorRole === 'moderator' && !moderator;
      return {
        version: event.version,
        type: event.type,
        data: event.data,
        actorId: staff ? null : event.actorId,
        actorRole: event.actorRole,
        actorName: staff
          ? 'A moderator'
          : [firstName, lastName].filter(Boolean).join(' ') ||
            email ||
            (event.actorRole === 'payments' ? 'Payment provider' : 'Unblock'),
        occurredAt: event.occurredAt,
        // Moderators and auditors check the chain link by link (`npm run admin -- ticket:history`).
        ...(moderator ? { hash: event.hash } : {}),
      };
    }),
  };
}
