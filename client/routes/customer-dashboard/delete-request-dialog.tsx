import { Trash2 } from 'lucide-react';
import { shortTicketId } from '#shared/format.ts';
import type { CardTicket } from '../../features/tickets/card-ticket.ts';
import { cardTitle } from '../../features/tickets/card-title.ts';
import { ConfirmDialog, ConfirmFacts } from '../../features/tickets/confirm-dialog.tsx';
import { useDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { useRefreshTicketLists } from '../../features/tickets/use-ticket-lists.ts';
import { trpc } from '../../trpc.ts';

// SPEC §5 "Create or edit request" and §8 "Tickets and billing".
const DELETE_CONFIRM = 'Are you sure you want to delete this ticket? This action cannot be undone.';
const DELETE_FAILED = 'Failed to delete ticket. Please try again.';

export interface DeleteRequestDialogProps {
  /** The request as the list shows it now (see `listDialogTarget`); its version is sent. */
  ticket: CardTicket;
  /** The request is still listed and may still be deleted. */
  confirmable: boolean;
  onClose: () => void;
}

/**
 * Confirms deleting a pending request. Held by the page, not the card: if a developer took the
 * request meanwhile, its card loses the delete button while this dialog stays to say why, and
 * offers no Delete that could only fail.
 */
export function DeleteRequestDialog({ ticket, confirmable, onClose }: DeleteRequestDialogProps) {
  const remove = trpc.tickets.delete.useMutation();
  // SPEC §8: the list is refetched either way.
  const refreshLists = useRefreshTicketLists();
  const { run, busy, error, canConfirm } = useDialogCommand({
    failure: DELETE_FAILED,
    refresh: refreshLists,
    fromList: true,
    confirmable,
  });

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
      <ConfirmFacts
        facts={[
          { label: 'Request', value: shortTicketId(ticket.id) },
          { label: 'Title', value: cardTitle(ticket.description) },
        ]}
      />
    </ConfirmDialog>
  );
}
