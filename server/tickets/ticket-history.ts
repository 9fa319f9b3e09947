import { asc, eq } from 'drizzle-orm';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { profiles, ticketEvents, users } from '../db/schema/index.ts';
import { NOT_FOUND_TEXT, getTicket } from './ticket-queries.ts';

/** The audit view of a ticket: its events with who did them, for participants and moderators. */
export async function ticketHistory(db: Executor, viewer: Actor, ticketId: string) {
  const ticket = await getTicket(db, viewer, ticketId);
  const participant =
    viewer.role === 'moderator' ||
    viewer.id === ticket.customerId ||
    viewer.id === ticket.developerId;
  if (!participant) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  const rows = await db
    .select({
      version: ticketEvents.version,
      type: ticketEvents.type,
      data: ticketEvents.data,
      actorRole: ticketEvents.actorRole,
      occurredAt: ticketEvents.occurredAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: users.email,
    })
    .from(ticketEvents)
    .leftJoin(users, eq(users.id, ticketEvents.actorId))
    .leftJoin(profiles, eq(profiles.id, ticketEvents.actorId))
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.version));
  return rows.map(({ firstName, lastName, email, ...event }) => ({
    ...event,
    actorName:
      [firstName, lastName].filter(Boolean).join(' ') ||
      email ||
      (event.actorRole === 'payments' ? 'Payment provider' : 'Unblock'),
  }));
}
