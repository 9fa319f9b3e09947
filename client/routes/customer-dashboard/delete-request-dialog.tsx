import { Trash2 } from 'lucide-react';
import { ConfirmDialog, RequestFacts } from '../../features/tickets/confirm-dialog.tsx';
import type { ListDialogProps } from '../../features/tickets/dialog-command.ts';
import { useListDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

// Deleting a request: docs/forms.md#create-or-edit-request and #when-a-step-fails. The same texts
// as DeleteTicket's declaration (shared/commands/ticket-commands.ts), not read from it: that module
// would add about 5 KB gzip to the customer dashboard's first load, over its budget
// (scripts/build-web.ts).
const DELETE_CONFIRM = 'Are you sure you want to delete this ticket? This action cannot be undone.';
const DELETE_FAILED = 'Failed to delete ticket. Please try again.';

/**
 * Confirms deleting a pending request. Held by the page, not the card: if a developer took the
 * request meanwhile, its card loses the delete button while this dialog stays to say why, and
 * offers no Delete that could only fail.
 */
export function DeleteRequestDialog({ ticket, confirmable, onClose }: ListDialogProps) {
  const remove = trpc.tickets.deleteTicket.useMutation();
  const { run, busy, error, canConfirm } = useListDialogCommand(DELETE_FAILED, confirmable);

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
      title="Delete Request"
      description={DELETE_CONFIRM}
      confirmLabel="Delete"
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
