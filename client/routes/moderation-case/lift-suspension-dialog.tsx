import { KeyRound } from 'lucide-react';
import type { CaseParty } from '#shared/schemas/moderation.ts';
import { ConfirmDialog } from '../../features/tickets/confirm-dialog.tsx';
import { trpc } from '../../trpc.ts';
import { useAccountCommand } from './use-account-command.ts';

export interface LiftSuspensionDialogProps {
  person: CaseParty;
  ticketId: string;
  onClose: () => void;
  onLifted: () => void;
}

/** Lifting a suspension mails the person at once: the moderator confirms first. */
export function LiftSuspensionDialog({
  person,
  ticketId,
  onClose,
  onLifted,
}: LiftSuspensionDialogProps) {
  const lift = trpc.moderation.users.lift.useMutation();
  const { run, busy, error } = useAccountCommand(person.id, ticketId);
  const confirm = async () => {
    if (await run(() => lift.mutateAsync({ userId: person.id }))) onLifted();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`Lift the suspension of ${person.name}?`}
      description="They can sign in again at once, and are emailed that the suspension was lifted."
      confirmLabel="Lift suspension"
      confirmIcon={<KeyRound size={16} aria-hidden="true" />}
      onConfirm={() => void confirm()}
      busy={busy}
      error={error}
    />
  );
}
