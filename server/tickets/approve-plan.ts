import { AppError } from '#shared/errors.ts';
import type { z } from 'zod';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import { openCheckoutOn, type Checkout, type OpenedCheckout } from '../payments/open-checkout.ts';
import { attachFor } from './command-procedures.ts';
import { runTicketCommand } from './run-command.ts';
import type { TicketContext } from './ticket-procedure.ts';

/**
 * "Approve Plan" (docs/payments.md): the command reads the ticket once; once the domain has
 * allowed it (the owner, the version they saw, a plan in review), the first milestone's checkout
 * is opened on that same ticket before anything is written, so that when it cannot be ("Error
 * creating billing record: …") nothing changes. The checkout's session is then written on its
 * record in the statement that approves the plan: a plan is approved with its checkout or not
 * at all. When that statement fails (the session's write refused, or the change beaten by
 * Request Changes on the same version), the checkout nobody was shown is voided and closed: a
 * plan sent back may be re-priced, and an old price must never be payable; the customer may
 * approve again. The client opens the returned checkout in a new tab.
 */
export async function approvePlan(
  ctx: TicketContext,
  input: z.output<typeof ticketCommands.ApprovePlan.input>,
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
        command: await ticketCommands.ApprovePlan.command(input, attachFor(ctx, input.ticketId)),
      },
      {
        prepare: async ({ before }) => {
          const first = before?.milestones[0];
          if (!before || !first) {
            throw new AppError('CONFLICT', 'The plan has no milestones yet.');
          }
          opened = await openCheckoutOn(ctx, ctx.me, before, first.id, { approvingPlan: true });
        },
        checkout: () => opened?.session ?? undefined,
      },
    );
  } catch (error) {
    throw opened ? await opened.discard(error) : error;
  }
  if (!opened) throw new Error('Approve Plan wrote without opening its checkout');
  return { ...result, checkout: opened.checkout };
}
