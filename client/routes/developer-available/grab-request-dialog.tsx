import { HandGrab } from 'lucide-react';
import { useLocation } from 'wouter';
import { shortTicketId } from '#shared/format.ts';
import { planPath } from '../../features/tickets/card-actions.ts';
import type { CardTicket } from '../../features/tickets/card-ticket.ts';
import { cardTitle } from '../../features/tickets/card-title.ts';
import { ConfirmDialog, ConfirmFacts } from '../../features/tickets/confirm-dialog.tsx';
import { useDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { useRefreshTicketLists } from '../../features/tickets/use-ticket-lists.ts';
import { trpc } from '../../trpc.ts';

// SPEC §4 "Grab" and §8 "Tickets and billing".
const GRAB_CONFIRM = 'Are you sure you want to grab this ticket? This action cannot be undone.';
const GRAB_FAILED = 'Failed to activate ticket. Please try again.';

export interface GrabRequestDialogProps {
  /** The request as the list shows it now (see `listDialogTarget`); its version is sent. */
  ticket: CardTicket;
  /** The request is still listed and this developer may still take it. */
  confirmable: boolean;
  onClose: () => void;
}

/**
 * Confirms taking a request, then opens its plan for the developer to start planning. Held by
 * the page, not the card: if someone else took the request first, the card leaves the list
 * while this dialog stays to say so, and offers no Grab that could only fail.
 */
export function GrabRequestDialog({ ticket, confirmable, onClose }: GrabRequestDialogProps) {
  const [, navigate] = useLocation();
  const grab = trpc.tickets.grab.useMutation();
  // Whatever went wrong, the list may be out of date (taken, deleted, recategorised).
  const refreshLists = useRefreshTicketLists();
  const { run, busy, error, canConfirm } = useDialogCommand({
    failure: GRAB_FAILED,
    refresh: refreshLists,
    fromList: true,
    confirmable,
  });

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
      description={GRAB_CONFIRM}
      confirmLabel="Grab Request"
      confirmIcon={<HandGrab size={16} aria-hidden="true" />}
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
