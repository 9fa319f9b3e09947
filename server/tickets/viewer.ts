import { eq, sql } from 'drizzle-orm';
import type { Me } from '#shared/schemas/auth.ts';
import { inPool } from '#shared/domain/ticket/ticket-lists.ts';
import { openTo } from '#shared/domain/ticket/ticket-rules.ts';
import { actorOf, type Actor, type TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { profiles } from '../db/schema/index.ts';

/**
 * The signed-in user as the ticket domain sees them, with the categories the profile holds now
 * (read again: a WebSocket's context lives as long as its connection).
 */
export async function viewerFor(db: Executor, me: Me): Promise<Actor> {
  if (me.role !== 'developer') return actorOf(me, null);
  const [profile] = await categoriesOf(db).execute({ id: me.id });
  return actorOf(me, profile?.categories ?? null);
}

const categoriesOf = preparedPer((executor: Executor) =>
  executor
    .select({ categories: profiles.supportedCategories })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('developer_categories'),
);

/**
 * Who may see a request (docs/screens.md#plan-screen, docs/lifecycle.md): a customer sees their own
 * tickets; a developer sees the tickets assigned to them, and pending tickets open to them (in
 * their categories and not their own, or offered to them alone); moderators see everything. A deleted ticket is hidden from all
 * but moderators.
 */
export function canSee(
  viewer: Actor,
  ticket: Pick<
    TicketState,
    'deleted' | 'customerId' | 'developerId' | 'status' | 'categories' | 'offeredTo'
  >,
): boolean {
  if (viewer.role === 'moderator') return true;
  if (ticket.deleted) return false;
  if (viewer.role === 'customer') return ticket.customerId === viewer.id;
  if (viewer.role !== 'developer') return false;
  if (ticket.developerId === viewer.id) return true;
  return inPool(ticket) && openTo(ticket, viewer);
}
