import { useState } from 'react';
import { CreditCard } from 'lucide-react';
import type { MilestoneState } from '#shared/domain/ticket/ticket-state.ts';
import { commandError } from '../../features/tickets/command-errors.ts';
import {
  ConfirmDialog,
  ConfirmNote,
  MilestoneFacts,
} from '../../features/tickets/confirm-dialog.tsx';
import {
  useMilestoneCheckout,
  type OpenedCheckout,
} from '../../features/tickets/use-milestone-checkout.ts';

export interface PayNextDialogProps {
  ticketId: string;
  milestone: MilestoneState;
  onClose: () => void;
  onOpened: (checkout: OpenedCheckout) => void;
  /** Refetch the ticket after a conflict (e.g. it was paid meanwhile). */
  onConflict: () => void;
}

/**
 * Approve Milestone (docs/lifecycle.md#who-may-do-what): right after an approval, the next
 * milestone's payment.
 */
export function PayNextDialog({
  ticketId,
  milestone,
  onClose,
  onOpened,
  onConflict,
}: PayNextDialogProps) {
  const checkout = useMilestoneCheckout(ticketId);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    checkout.pay(milestone.id, {
      onOpened,
      onError: (cause) => {
        const { conflict, message } = commandError(
          cause,
          'Error creating billing record: Failed to create billing record',
        );
        if (conflict) onConflict();
        setError(message);
      },
    });
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Pay for the next milestone"
      description="Milestone approved. Your Unblocker starts the next one once it is paid; the payment page opens in a new tab and the money is held in escrow until you approve the work."
      confirmLabel="Continue to Payment"
      confirmIcon={<CreditCard size={16} aria-hidden="true" />}
      cancelLabel="Later"
      onConfirm={confirm}
      busy={checkout.isPending}
      error={error}
    >
      <MilestoneFacts label="Next milestone" milestone={milestone} />
      <ConfirmNote>You can also pay later from this plan.</ConfirmNote>
    </ConfirmDialog>
  );
}
