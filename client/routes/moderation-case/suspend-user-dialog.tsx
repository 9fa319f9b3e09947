import { Ban } from 'lucide-react';
import type { CaseParty } from '#shared/schemas/moderation.ts';
import { ReasonDialog } from '../../features/moderation/reason-dialog.tsx';
import { trpc } from '../../trpc.ts';
import { useAccountCommand } from './use-account-command.ts';

export interface SuspendUserDialogProps {
  person: CaseParty;
  ticketId: string;
  onClose: () => void;
  onSuspended: () => void;
}

/**
 * A suspension says why: the person reads the reason in their mail, so it is required. It takes
 * effect at once (every session ends, their open pages included), so the dialog says so first.
 */
export function SuspendUserDialog({
  person,
  ticketId,
  onClose,
  onSuspended,
}: SuspendUserDialogProps) {
  const suspend = trpc.moderation.users.suspend.useMutation();
  const { run, busy, error } = useAccountCommand(person.id, ticketId);
  return (
    <ReasonDialog
      title={`Suspend ${person.name}?`}
      description="They are signed out everywhere at once and cannot sign in again until a moderator lifts the suspension. They are emailed your reason."
      readBy={`Sent to ${person.name}.`}
      submitLabel="Suspend"
      submitIcon={<Ban size={16} aria-hidden="true" />}
      busy={busy}
      error={error}
      onSubmit={async (reason) => {
        if (await run(() => suspend.mutateAsync({ userId: person.id, reason }))) onSuspended();
      }}
      onClose={onClose}
    />
  );
}
