import { Trash2 } from 'lucide-react';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { ConfirmDialog, MilestoneFacts } from '../../features/tickets/confirm-dialog.tsx';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

export interface RemoveMilestoneDialogProps {
  ticket: TicketState;
  milestone: MilestoneState;
  onClose: () => void;
  onDone: () => void;
}

/** SPEC §4: deleting a milestone while planning asks for confirmation first. */
export function RemoveMilestoneDialog({
  ticket,
  milestone,
  onClose,
  onDone,
}: RemoveMilestoneDialogProps) {
  const remove = trpc.tickets.removeMilestone.useMutation();
  // The spec has no text for this failure; worded like its other milestone failures.
  const { run, busy, error } = useTicketDialogCommand(ticket.id, 'Failed to delete milestone');

  const confirm = async () => {
    const done = await run(() =>
      remove.mutateAsync({
        ticketId: ticket.id,
        expectedVersion: ticket.version,
        milestoneId: milestone.id,
      }),
    );
    if (done) onDone();
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Delete this milestone?"
      description="Are you sure you want to delete this milestone? This action cannot be undone."
      confirmLabel="Delete"
      confirmVariant="danger"
      confirmIcon={<Trash2 size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    >
      <MilestoneFacts milestone={milestone} />
    </ConfirmDialog>
  );
}
