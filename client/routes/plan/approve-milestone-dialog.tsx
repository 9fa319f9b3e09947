import { useState } from 'react';
import { Check } from 'lucide-react';
import type { Actor, MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { commandError } from '../../features/tickets/command-errors.ts';
import { ConfirmDialog, ConfirmFacts } from '../../features/tickets/confirm-dialog.tsx';
import { formatCost } from '../../features/tickets/milestone-money.ts';
import { payableMilestone } from '../../features/tickets/payable-milestone.ts';
import { useRefreshTicket } from '../../features/tickets/use-ticket.ts';
import { trpc } from '../../trpc.ts';

export interface ApproveMilestoneDialogProps {
  ticket: TicketState;
  milestone: MilestoneState;
  viewer: Actor;
  onClose: () => void;
  /** Approved; `next` is the milestone to pay now, if the plan has one (SPEC §4). */
  onApproved: (next: MilestoneState | undefined) => void;
}

/** SPEC §4 "Approve Milestone": accepting the work releases its escrowed payment. */
export function ApproveMilestoneDialog({
  ticket,
  milestone,
  viewer,
  onClose,
  onApproved,
}: ApproveMilestoneDialogProps) {
  const approve = trpc.tickets.approveMilestone.useMutation();
  const refresh = useRefreshTicket();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await approve.mutateAsync({
        ticketId: ticket.id,
        expectedVersion: ticket.version,
        milestoneId: milestone.id,
      });
    } catch (cause) {
      const { conflict, message } = commandError(cause, 'Failed to accept milestone');
      if (conflict) void refresh(ticket.id).catch(() => undefined);
      setError(message);
      setBusy(false);
      return;
    }
    // The next payment is judged on the ticket as the server now has it, not on a guess.
    const updated = await refresh(ticket.id).catch(() => null);
    setBusy(false);
    onApproved(updated ? payableMilestone(updated, viewer) : undefined);
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Approve this milestone?"
      description="Approve only work you have checked. Its payment is released from escrow to your Unblocker, and this cannot be undone."
      confirmLabel="Approve"
      confirmIcon={<Check size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    >
      <ConfirmFacts
        facts={[
          { label: 'Milestone', value: milestone.title },
          { label: 'Cost', value: formatCost(milestone) },
        ]}
      />
    </ConfirmDialog>
  );
}
