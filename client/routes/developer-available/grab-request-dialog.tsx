import { useState } from 'react';
import { HandGrab } from 'lucide-react';
import { useLocation } from 'wouter';
import { shortTicketId } from '#shared/format.ts';
import { planPath } from '../../features/tickets/card-actions.ts';
import type { CardTicket } from '../../features/tickets/card-ticket.ts';
import { cardTitle } from '../../features/tickets/card-title.ts';
import { commandError } from '../../features/tickets/command-errors.ts';
import { ConfirmDialog, ConfirmFacts } from '../../features/tickets/confirm-dialog.tsx';
import { useRefreshTicketLists } from '../../features/tickets/use-ticket-lists.ts';
import { trpc } from '../../trpc.ts';

// SPEC §4 "Grab" and §8 "Tickets and billing".
const GRAB_CONFIRM = 'Are you sure you want to grab this ticket? This action cannot be undone.';
const GRAB_FAILED = 'Failed to activate ticket. Please try again.';

export interface GrabRequestDialogProps {
  /** The request as the list showed it; its version is the one the developer agreed to take. */
  ticket: CardTicket;
  onClose: () => void;
}

/**
 * Confirms taking a request, then opens its plan for the developer to start planning. Held by
 * the page, not the card: if someone else took the request first, the card leaves the list
 * while this dialog stays to say so.
 */
export function GrabRequestDialog({ ticket, onClose }: GrabRequestDialogProps) {
  const [, navigate] = useLocation();
  const refreshLists = useRefreshTicketLists();
  const grab = trpc.tickets.grab.useMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    grab.mutate(
      { ticketId: ticket.id, expectedVersion: ticket.version },
      {
        onSuccess: () => {
          void refreshLists();
          navigate(planPath('developer', ticket.id));
        },
        onError: (cause) => {
          // Whatever went wrong, the list may be out of date (taken, deleted, recategorised).
          void refreshLists();
          const { conflict, message } = commandError(cause, GRAB_FAILED);
          setError(conflict ? message : GRAB_FAILED);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title="Grab Request"
      description={GRAB_CONFIRM}
      confirmLabel="Grab Request"
      confirmIcon={<HandGrab size={16} aria-hidden="true" />}
      onConfirm={confirm}
      busy={grab.isPending}
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
