import { AppError } from '#shared/errors.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '#shared/schemas/auth.ts';
import { readTicketProjection } from '../event-store/read-projection.ts';
import { STALE_VERSION } from '../event-store/ticket-store.ts';
import { runTicketCommand } from '../tickets/run-command.ts';
import { NOT_FOUND_TEXT } from '../tickets/ticket-queries.ts';
import { openCheckout, type Checkout, type CheckoutDeps } from './open-checkout.ts';

/**
 * "Approve Plan" (SPEC §4): the first milestone's checkout is opened first, so that when it
 * cannot be ("Error creating billing record: …") nothing changes; then the plan is approved.
 * The client opens the returned checkout in a new tab.
 */
export async function approvePlan(
  ctx: CheckoutDeps & { me: Me; viewer: Actor },
  input: { ticketId: string; expectedVersion: number; feedback?: string },
): Promise<{ id: string; version: number; status: string; checkout: Checkout }> {
  const { me } = ctx;
  const deps = ctx;
  const ticket = await readTicketProjection(deps.db, input.ticketId);
  if (!ticket || ticket.customerId !== me.id) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  if (ticket.version !== input.expectedVersion) throw new AppError('CONFLICT', STALE_VERSION);
  const first = ticket.milestones[0];
  if (!first) throw new AppError('CONFLICT', 'The plan has no milestones yet.');
  const checkout = await openCheckout(
    deps,
    me,
    { ticketId: ticket.id, milestoneId: first.id },
    { approvingPlan: true },
  );
  const result = await runTicketCommand(deps, ctx.viewer, {
    ticketId: input.ticketId,
    expectedVersion: input.expectedVersion,
    command: { type: 'ApprovePlan', feedback: input.feedback || undefined },
  });
  return { ...result, checkout };
}
