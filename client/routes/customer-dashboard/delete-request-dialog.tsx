import { Trash2 } from 'lucide-react';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import { ConfirmDialog, RequestFacts } from '../../features/tickets/confirm-dialog.tsx';
import type { ListDialogProps } from '../../features/tickets/dialog-command.ts';
import { useListDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

// Deleting a request (docs/forms.md#create-or-edit-request): DeleteTicket's declared confirmation.
const { failure } = ticketCommands.DeleteTicket;
const step = (() => {
  const declared = ticketCommands.DeleteTicket.step;
  if (declared.kind !== 'confirm') throw new Error('DeleteTicket is declared with a confirmation');
  return declared;
})();

/**
 * Confirms deleting a pending request. Held by the page, not the card: if a developer took the
 * request meanwhile, its card loses the delete button while this dialog stays to say why, and
 * offers no Delete that could only fail.
 */
export function DeleteRequestDialog({ ticket, confirmable, onClose }: ListDialogProps) {
  const remove = trpc.tickets.deleteTicket.useMutation();
  const { run, busy, error, canConfirm } = useListDialogCommand(failure, confirmable);

  const confirm = async () => {
    // The dialog closes once the lists no longer show the request.
    const done = await run(() =>
      remove.mutateAsync({ ticketId: ticket.id, expectedVersion: ticket.version }),
    );
    if (done) onClose();
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={step.title}
      description={step.description}
      confirmLabel={step.confirmLabel}
      confirmVariant="danger"
      confirmIcon={<Trash2 size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      canConfirm={canConfirm}
      busy={busy}
      error={error}
    >
      <RequestFacts ticket={ticket} />
    </ConfirmDialog>
  );
}
