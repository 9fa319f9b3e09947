import { HandGrab } from 'lucide-react';
import { useLocation } from 'wouter';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import { planPath } from '../../features/tickets/card-actions.ts';
import { confirmStepOf } from '../../features/tickets/command-view.ts';
import { ConfirmDialog, RequestFacts } from '../../features/tickets/confirm-dialog.tsx';
import type { ListDialogProps } from '../../features/tickets/dialog-command.ts';
import { useListDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { trpc } from '../../trpc.ts';

// Grab (docs/lifecycle.md#who-may-do-what) and its failure text (docs/forms.md#when-a-step-fails),
// as the command declares them. Its title ("Grab Request") and icon are the list's own: the plan
// screen's confirmation asks "Grab this request?" instead.
const { description, confirmLabel } = confirmStepOf('GrabTicket');
const { failure } = ticketCommands.GrabTicket;

/**
 * Confirms taking a request, then opens its plan for the developer to start planning. Held by
 * the page, not the card: if someone else took the request first, the card leaves the list
 * while this dialog stays to say so, and offers no Grab that could only fail.
 */
export function GrabRequestDialog({ ticket, confirmable, onClose }: ListDialogProps) {
  const [, navigate] = useLocation();
  const grab = trpc.tickets.grabTicket.useMutation();
  const { run, busy, error, canConfirm, refreshLists } = useListDialogCommand(failure, confirmable);

  const confirm = async () => {
    const done = await run(
      () => grab.mutateAsync({ ticketId: ticket.id, expectedVersion: ticket.version }),
      { stay: false },
    );
    if (!done) return;
    // The plan opens at once; the lists catch up behind it for the way back.
    void refreshLists();
    navigate(planPath('developer', ticket.id));
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Grab Request"
      description={description}
      confirmLabel={confirmLabel}
      confirmIcon={<HandGrab size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      canConfirm={canConfirm}
      busy={busy}
      error={error}
    >
      <RequestFacts ticket={ticket} />
    </ConfirmDialog>
  );
}
