import { AppError } from '#shared/errors.ts';
import type { z } from 'zod';
import type { ticketCommandInputs } from '#shared/schemas/tickets.ts';
import { openCheckoutOn, type Checkout, type OpenedCheckout } from '../payments/open-checkout.ts';
import { runTicketCommand } from './run-command.ts';
import type { TicketContext } from './ticket-procedure.ts';

/**
 * "Approve Plan" (SPEC §4): the command reads the ticket once; once the domain has allowed it
 * (the owner, the version they saw, a plan in review), the first milestone's checkout is opened
 * on that same ticket before anything is written, so that when it cannot be ("Error creating
 * billing record: …") nothing changes. The checkout's session is written on its record beside the
 * change, not before it: a change that then fails leaves an open checkout the next approval
 * reuses. The client opens the returned checkout in a new tab.
 */
export async function approvePlan(
  ctx: TicketContext,
  input: z.output<(typeof ticketCommandInputs)['approvePlan']>,
): Promise<{ id: string; version: number; status: string; checkout: Checkout }> {
  let opened: OpenedCheckout | undefined;
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
        opened = await openCheckoutOn(ctx, ctx.me, before, first.id, { approvingPlan: true });
      },
    );
  } catch (error) {
    // The change's failure is the one to tell, once the session's write has ended too.
    await opened?.recorded().catch(() => {});
    throw error;
  }
  if (!opened) throw new Error('Approve Plan wrote without opening its checkout');
  await opened.recorded();
  return { ...result, checkout: opened.checkout };
}
