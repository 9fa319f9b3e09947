import { Undo2 } from 'lucide-react';
import { useLocation } from 'wouter';
import { FEEDBACK_REQUIRED_TO_REJECT } from '#shared/domain/ticket/decide.ts';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { trpc } from '../../trpc.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

// A short pause (docs/forms.md#limits-and-delays) before navigating to the discussion.
const DISCUSSION_DELAY_MS = 50;

export interface SendBackDialogProps {
  ticket: TicketState;
  milestone: MilestoneState;
  onClose: () => void;
}

/**
 * Send Back to Developer (docs/lifecycle.md#who-may-do-what): the milestone is rejected with the
 * customer's feedback (required, docs/forms.md#milestone-form), and the customer goes on to the
 * discussion, where it is posted.
 */
export function SendBackDialog({ ticket, milestone, onClose }: SendBackDialogProps) {
  const [, navigate] = useLocation();
  const reject = trpc.tickets.rejectMilestone.useMutation();
  return (
    <FeedbackDialog
      ticketId={ticket.id}
      title="Send Back to Developer"
      description={`Say what is still wrong with “${milestone.title}”. Your Unblocker works on it again; its payment stays in escrow until you approve it.`}
      label="Feedback"
      requiredMessage={FEEDBACK_REQUIRED_TO_REJECT}
      submitLabel="Send Back"
      submitIcon={<Undo2 size={16} aria-hidden="true" />}
      failure="Failed to reject milestone"
      command={(feedback) =>
        reject.mutateAsync({
          ticketId: ticket.id,
          expectedVersion: ticket.version,
          milestoneId: milestone.id,
          feedback,
        })
      }
      stay={false}
      onDone={() => setTimeout(() => navigate(`/discussions/${ticket.id}`), DISCUSSION_DELAY_MS)}
      onClose={onClose}
    />
  );
}
