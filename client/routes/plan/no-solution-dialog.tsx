import { Ban } from 'lucide-react';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { trpc } from '../../trpc.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

export interface NoSolutionDialogProps {
  ticket: TicketState;
  onClose: () => void;
  onDone: () => void;
}

/**
 * No solution (docs/lifecycle.md#who-may-do-what): the developer closes a request they cannot
 * solve. Every funded milestone not yet accepted is refunded to the customer and its deliverables
 * stay locked, so the dialog says so and asks for the reason the customer will read.
 */
export function NoSolutionDialog({ ticket, onClose, onDone }: NoSolutionDialogProps) {
  const declare = trpc.tickets.declareNoSolution.useMutation();
  return (
    <FeedbackDialog
      ticketId={ticket.id}
      title="Declare No Solution"
      description="Use this only if you cannot solve this request. Every funded milestone that is not yet accepted is refunded to the customer, its files stay locked, and the request closes. This cannot be undone."
      label="Reason"
      hint="Your customer reads this: say what you tried and why it cannot be solved."
      requiredMessage="Please explain why there is no solution."
      submitLabel="Declare No Solution"
      submitIcon={<Ban size={16} aria-hidden="true" />}
      submitVariant="danger"
      failure="Failed to update ticket status. Please try again."
      command={(reason) =>
        declare.mutateAsync({ ticketId: ticket.id, expectedVersion: ticket.version, reason })
      }
      onDone={onDone}
      onClose={onClose}
    />
  );
}
