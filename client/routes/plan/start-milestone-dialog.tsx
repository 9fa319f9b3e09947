import { Play } from 'lucide-react';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { ConfirmDialog, MilestoneFacts } from '../../features/tickets/confirm-dialog.tsx';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

export interface StartMilestoneDialogProps {
  ticket: TicketState;
  milestone: MilestoneState;
  onClose: () => void;
  onDone: () => void;
}

/** SPEC §4 "Start", confirmed first (issue 17): the customer sees the work is under way. */
export function StartMilestoneDialog({
  ticket,
  milestone,
  onClose,
  onDone,
}: StartMilestoneDialogProps) {
  const start = trpc.tickets.startMilestone.useMutation();
  const { run, busy, error } = useTicketDialogCommand(
    ticket.id,
    'Failed to update milestone status. Please try again.',
  );
  const confirm = async () => {
    const done = await run(() =>
      start.mutateAsync({
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
      title="Start this milestone?"
      description="Your customer sees that you are working on it. When the work is done, submit it with its files for their review."
      confirmLabel="Start"
      confirmIcon={<Play size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    >
      <MilestoneFacts milestone={milestone} />
    </ConfirmDialog>
  );
}
