import { ShieldCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { openCheckoutTab } from '../../features/tickets/checkout-tab.ts';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import {
  ConfirmDialog,
  ConfirmNote,
  MilestoneFacts,
} from '../../features/tickets/confirm-dialog.tsx';
import { trpc } from '../../trpc.ts';

// A short pause (docs/forms.md#limits-and-delays) before moving to the discussion, so the new tab
// is under way first.
const DISCUSSION_DELAY_MS = 50;

export interface ApprovePlanDialogProps {
  ticket: TicketState;
  open: boolean;
  onClose: () => void;
}

/**
 * Approve Plan (docs/lifecycle.md#who-may-do-what): the confirmation shows what the first milestone
 * costs; confirming approves the plan, opens that milestone's checkout in a new tab and moves to
 * the discussion.
 */
export function ApprovePlanDialog({ ticket, open, onClose }: ApprovePlanDialogProps) {
  const [, navigate] = useLocation();
  const approve = trpc.tickets.approvePlan.useMutation();
  const { run, busy, error, clearError } = useTicketDialogCommand(
    ticket.id,
    ticketCommands.ApprovePlan.failure,
  );
  const first = ticket.milestones[0];

  const confirm = async () => {
    // Opened now, inside the click, or the popup blocker would stop it (see checkout-tab.ts).
    const tab = openCheckoutTab();
    // The screen is left after success: the dialog stays busy while the tab and discussion open.
    const approved = await run(
      async () => {
        const { checkout } = await approve.mutateAsync({
          ticketId: ticket.id,
          expectedVersion: ticket.version,
        });
        // No tab (blocked): the payment matters more than the discussion, so go there here.
        if (!tab.go(checkout.checkoutUrl)) {
          window.location.assign(checkout.checkoutUrl);
          return;
        }
        setTimeout(() => navigate(`/discussions/${ticket.id}`), DISCUSSION_DELAY_MS);
      },
      { stay: false },
    );
    if (!approved) tab.close();
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={() => {
        clearError();
        onClose();
      }}
      title="Approve this plan?"
      description="Your Unblocker starts once the first milestone is paid. The payment page opens in a new tab; the money is held in escrow until you approve the work."
      confirmLabel="Approve and Pay"
      confirmIcon={<ShieldCheck size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    >
      {first && <MilestoneFacts label="First milestone" milestone={first} />}
      <ConfirmNote>
        The payment page shows the final amount, with any beta discount applied.
      </ConfirmNote>
    </ConfirmDialog>
  );
}
