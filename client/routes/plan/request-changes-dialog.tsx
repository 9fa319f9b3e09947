import { MessageSquareReply } from 'lucide-react';
import { RATING_OR_FEEDBACK_REQUIRED } from '#shared/domain/ticket/decide.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { trpc } from '../../trpc.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

export interface RequestChangesDialogProps {
  ticket: TicketState;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Request Changes (docs/lifecycle.md#who-may-do-what): the plan goes back to the developer with the
 * customer's feedback, which is required (docs/forms.md#plan: with the rating dialog's message).
 */
export function RequestChangesDialog({ ticket, onClose, onDone }: RequestChangesDialogProps) {
  const requestChanges = trpc.tickets.requestPlanChanges.useMutation();
  return (
    <FeedbackDialog
      ticketId={ticket.id}
      title="Request Changes"
      description="Tell your Unblocker what to change. The plan goes back to them, and your feedback is posted in your discussion."
      label="Feedback"
      requiredMessage={RATING_OR_FEEDBACK_REQUIRED}
      submitLabel="Request Changes"
      submitIcon={<MessageSquareReply size={16} aria-hidden="true" />}
      failure="Failed to reject plan. Please try again."
      command={(feedback) =>
        requestChanges.mutateAsync({
          ticketId: ticket.id,
          expectedVersion: ticket.version,
          feedback,
        })
      }
      onDone={onDone}
      onClose={onClose}
    />
  );
}
