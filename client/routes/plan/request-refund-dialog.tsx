import { LifeBuoy } from 'lucide-react';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { trpc } from '../../trpc.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

export interface RequestRefundDialogProps {
  ticket: TicketState;
  onClose: () => void;
  onDone: () => void;
}

/**
 * "Request a refund": the customer asks a moderator to step in while money they paid is held for
 * work under way or in review (the machine offers it only then). Nothing is refunded yet: the request waits for the moderator,
 * who reads the reason with the conversation and decides (resume, refund or release).
 */
export function RequestRefundDialog({ ticket, onClose, onDone }: RequestRefundDialogProps) {
  const openDispute = trpc.tickets.openDispute.useMutation();
  return (
    <FeedbackDialog
      ticketId={ticket.id}
      title="Request a Refund"
      description="A moderator reads your reason and the conversation, then decides: the work goes on, the unfinished work is refunded, or the payment goes to your Unblocker. The work pauses until then, and the money you paid stays in escrow."
      label="Reason"
      hint="Say what went wrong. Your Unblocker reads this too."
      requiredMessage="Please say why you want a refund."
      submitLabel="Request a Refund"
      submitIcon={<LifeBuoy size={16} aria-hidden="true" />}
      failure="Failed to update ticket status. Please try again."
      command={(reason) =>
        openDispute.mutateAsync({ ticketId: ticket.id, expectedVersion: ticket.version, reason })
      }
      onDone={onDone}
      onClose={onClose}
    />
  );
}
