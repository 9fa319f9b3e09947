import { UserX } from 'lucide-react';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
import { ReasonDialog } from '../../features/moderation/reason-dialog.tsx';
import { trpc } from '../../trpc.ts';
import { useApplicationDecision } from './use-application-decision.ts';

export interface DeclineApplicationDialogProps {
  application: DeveloperApplication;
  /** False once the list says it was decided meanwhile: only the way out is left. */
  stillWaiting: boolean;
  onClose: () => void;
  onDeclined: () => void;
}

/** A decline says why: the applicant reads the reason in their mail, so it is required. */
export function DeclineApplicationDialog({
  application,
  stillWaiting,
  onClose,
  onDeclined,
}: DeclineApplicationDialogProps) {
  const decline = trpc.moderation.applications.decline.useMutation();
  const { run, busy, error } = useApplicationDecision();
  return (
    <ReasonDialog
      title={`Decline ${application.name}?`}
      description="They are emailed that their application was declined, with your reason in your words."
      readBy="Sent to the applicant."
      submitLabel="Decline"
      submitIcon={<UserX size={16} aria-hidden="true" />}
      busy={busy}
      error={error}
      stillOpen={stillWaiting}
      onSubmit={async (reason) => {
        const declined = await run(application.id, async () => {
          await decline.mutateAsync({ id: application.id, reason });
          return { status: 'declined', declineReason: reason };
        });
        if (declined) onDeclined();
      }}
      onClose={onClose}
    />
  );
}
