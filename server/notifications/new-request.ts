import { sql } from 'drizzle-orm';
import { firstLine, shortTicketId } from '#shared/format.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { NotificationKind } from '#shared/notifications.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { notifications, profiles, users } from '../db/schema/index.ts';
import { announced, perAnnouncing } from '../live/announce.ts';
import { noticeTime, notifyBells } from './notification-rows.ts';

/** Where a new request's notice leads: the pool, where the developer can take it. */
export const AVAILABLE_HREF = '/dashboard/developer/available';
const KIND: NotificationKind = 'new_request';

/**
 * "New request #ABC123: {its title}" ("Offered to you" while offered to its reader alone), cut so
 * that a long first line stays a title.
 */
function newRequestTitle(ticket: Pick<TicketState, 'id' | 'description' | 'offeredTo'>): string {
  const title = firstLine(ticket.description);
  const short = title.length > 80 ? `${title.slice(0, 79)}…` : title;
  const what = ticket.offeredTo === null ? 'New request' : 'Offered to you: request';
  return `${what} ${shortTicketId(ticket.id)}: ${short}`;
}

/**
 * One notice per developer the request is open to who is not suspended (the customer never, even
 * if they also were one): while it is offered to one developer alone, that developer
 * (docs/lifecycle.md#hire-again); else every developer whose categories meet the request's, but
 * the one whose offer just ended (`except`). In one INSERT … SELECT, with the live messages to
 * their bells in the same statement.
 */
const writeQuery = perAnnouncing((announcing) =>
  preparedPer((executor: Executor) =>
    executor
      .with(
        executor.$with('written', {}).as(
          sql`insert into ${notifications} ("user_id", "kind", "ticket_id", "title", "href", "created_at")
          select ${profiles.id}, ${KIND}, ${sql.placeholder('ticketId')}::uuid,
            ${sql.placeholder('title')}, ${AVAILABLE_HREF}, ${noticeTime}
          from ${profiles} join ${users} on ${users.id} = ${profiles.id}
          where ${profiles.userType} = 'developer'
            and case when ${sql.placeholder('offeredTo')}::uuid is not null
              then ${profiles.id} = ${sql.placeholder('offeredTo')}::uuid
              else ${profiles.supportedCategories} && ${sql.placeholder('categories')}::text[]
                and ${profiles.id} is distinct from ${sql.placeholder('except')}::uuid end
            and ${users.suspendedAt} is null
            and ${profiles.id} <> ${sql.placeholder('customerId')}::uuid
          returning ${notifications.userId}`,
        ),
      )
      .select({ notified: sql<unknown>`(${notifyBells(sql`written`, announcing)})` })
      .from(sql`(select) as one`)
      .prepare(`new_request_notifications_${announcing.name}`),
  ),
);

/**
 * Tells the developers a waiting request is open to of it (docs/notifications.md#new-requests), in
 * the transaction that creates it or ends its offer: a change that was not written tells nobody.
 * `except`: the developer whose offer ended, who heard of it already.
 */
export async function notifyNewRequest(
  tx: Executor,
  ticket: TicketState,
  except: string | null = null,
): Promise<void> {
  const [row] = await writeQuery()(tx).execute({
    ticketId: ticket.id,
    title: newRequestTitle(ticket),
    categories: [...ticket.categories],
    customerId: ticket.customerId,
    offeredTo: ticket.offeredTo,
    except,
  });
  announced(tx, row?.notified);
}
