import { AppError } from '#shared/errors.ts';
import type { z } from 'zod';
import type { ticketCommandInputs } from '#shared/schemas/tickets.ts';
import {
  closeUnusedCheckout,
  openCheckoutOn,
  type Checkout,
  type OpenedCheckout,
} from '../payments/open-checkout.ts';
import { runTicketCommand } from './run-command.ts';
import type { TicketContext } from './ticket-procedure.ts';

/**
 * "Approve Plan" (SPEC §4): the command reads the ticket once; once the domain has allowed it
 * (the owner, the version they saw, a plan in review), the first milestone's checkout is opened
 * on that same ticket before anything is written, so that when it cannot be ("Error creating
 * billing record: …") nothing changes. The checkout's session is written on its record beside the
 * change, not before it. A change that then fails (refused, or beaten by Request Changes on the
 * same version) closes the checkout it opened: a plan sent back may be re-priced, and an old
 * price must never be payable. The client opens the returned checkout in a new tab.
 */
export async function approvePlan(
  ctx: TicketContext,
  input: z.output<(typeof ticketCommandInputs)['approvePlan']>,
): Promise<{ id: string; version: number; status: string; checkout: Checkout }> {
  let opened: OpenedCheckout | undefined;
  let firstMilestoneId: string | undefined;
  let result;
  try {
    result = await runTicketCommand(
      ctx,
      ctx.viewer,
      {
        ticketId: input.ticketId,
        expectedVersion: input.expectedVersion,
        command: { type: 'ApprovePlan', feedback: input.feedback || undefined },
      },
      async ({ before }) => {
        const first = before?.milestones[0];
        if (!before || !first) throw new AppError('CONFLICT', 'The plan has no milestones yet.');
        firstMilestoneId = first.id;
        opened = await openCheckoutOn(ctx, ctx.me, before, first.id, { approvingPlan: true });
      },
    );
  } catch (error) {
    // The change's failure is the one to tell, once the session's write has ended too.
    if (opened && firstMilestoneId) {
      await opened.recorded().catch(() => {});
      await closeUnusedCheckout(ctx, opened.checkout, input.ticketId, firstMilestoneId).catch(
        (closing: unknown) => {
          // The webhook still refunds a payment of it: a closed or stale checkout funds nothing.
          ctx.logger.error({ err: closing }, 'Failed to close an unused checkout');
        },
      );
    }
    throw error;
  }
  if (!opened) throw new Error('Approve Plan wrote without opening its checkout');
  await opened.recorded();
  return { ...result, checkout: opened.checkout };
}
