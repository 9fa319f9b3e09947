import { useState } from 'react';
import { Check } from 'lucide-react';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import type { Actor, MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { ConfirmDialog, MilestoneFacts } from '../../features/tickets/confirm-dialog.tsx';
import { TextAreaField } from '../../features/forms/text-area-field.tsx';
import { payableMilestone } from '../../features/tickets/payable-milestone.ts';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

export interface ApproveMilestoneDialogProps {
  ticket: TicketState;
  milestone: MilestoneState;
  viewer: Actor;
  onClose: () => void;
  /**
   * Approved; `next` is the milestone to pay now, if the plan has one
   * (docs/lifecycle.md#who-may-do-what).
   */
  onApproved: (next: MilestoneState | undefined) => void;
}

/**
 * Approve Milestone (docs/lifecycle.md#who-may-do-what): accepting the work releases its escrowed
 * payment.
 */
export function ApproveMilestoneDialog({
  ticket,
  milestone,
  viewer,
  onClose,
  onApproved,
}: ApproveMilestoneDialogProps) {
  const approve = trpc.tickets.approveMilestone.useMutation();
  const { run, busy, error } = useTicketDialogCommand(
    ticket.id,
    ticketCommands.ApproveMilestone.failure,
  );
  // Feedback is optional on approval; the developer reads it (docs/forms.md#milestone-form).
  const [note, setNote] = useState('');

  const confirm = async () => {
    const done = await run(() =>
      approve.mutateAsync({
        ticketId: ticket.id,
        expectedVersion: ticket.version,
        milestoneId: milestone.id,
        feedback: note.trim() || undefined,
      }),
    );
    if (!done) return;
    // The next payment is judged on the ticket as the server now has it, not on a guess.
    onApproved(done.refreshed ? payableMilestone(done.refreshed, viewer) : undefined);
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
      <MilestoneFacts milestone={milestone} />
      <TextAreaField
        label="Note to your Unblocker"
        optional
        rows={3}
        maxLength={5000}
        value={note}
        readOnly={busy}
        onChange={(event) => setNote(event.target.value)}
      />
    </ConfirmDialog>
  );
}
