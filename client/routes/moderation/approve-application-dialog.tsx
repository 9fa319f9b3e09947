import { UserCheck } from 'lucide-react';
import { DEVELOPER_INVITE_VALID_DAYS } from '#shared/schemas/moderation.ts';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
import { specialtyLabels } from '#shared/schemas/waitlist.ts';
import {
  ConfirmDialog,
  ConfirmFacts,
  ConfirmNote,
} from '../../features/tickets/confirm-dialog.tsx';
import { trpc } from '../../trpc.ts';
import { useApplicationDecision } from './use-application-decision.ts';

export interface ApproveApplicationDialogProps {
  application: DeveloperApplication;
  /** False once the list says it was decided meanwhile: only Cancel is left. */
  stillWaiting: boolean;
  onClose: () => void;
  onApproved: () => void;
}

/** Approving sends mail that cannot be taken back: the moderator confirms who gets the code. */
export function ApproveApplicationDialog({
  application,
  stillWaiting,
  onClose,
  onApproved,
}: ApproveApplicationDialogProps) {
  const approve = trpc.moderation.applications.approve.useMutation();
  const { run, busy, error } = useApplicationDecision();

  const confirm = async () => {
    const approved = await run(application.id, async () => {
      const { inviteExpiresAt } = await approve.mutateAsync({ id: application.id });
      return { status: 'invited', inviteExpiresAt };
    });
    if (approved) onApproved();
  };

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`Approve ${application.name}?`}
      description={`They are emailed a single-use invite code for a developer account. The code is valid for ${DEVELOPER_INVITE_VALID_DAYS} days.`}
      confirmLabel="Approve"
      confirmIcon={<UserCheck size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      // While busy the list may already show the decision this dialog is making.
      canConfirm={stillWaiting || busy}
      busy={busy}
      error={error}
    >
      <ConfirmFacts
        facts={[
          { label: 'Email', value: application.email },
          { label: 'Specialty', value: specialtyLabels[application.specialty] },
        ]}
      />
      <ConfirmNote>
        Signing up with the code makes them a developer, marked as vetted on their profile.
      </ConfirmNote>
    </ConfirmDialog>
  );
}
