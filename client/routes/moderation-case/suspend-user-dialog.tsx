import { Ban } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DECISION_REASON_MAX, suspendUserInput } from '#shared/schemas/moderation.ts';
import type { CaseParty } from '#shared/schemas/moderation.ts';
import {
  DialogActions,
  DialogCloseButton,
  DialogDescription,
  DialogTitle,
  FormDialog,
} from '../../components/dialog.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { TextAreaField } from '../../features/forms/text-area-field.tsx';
import { CommandButton } from '../../features/tickets/confirm-dialog.tsx';
import { trpc } from '../../trpc.ts';
import { useAccountCommand } from './use-account-command.ts';
import * as styles from './resolve-case-dialog.css.ts';

const reasonForm = suspendUserInput.pick({ reason: true });

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof reasonForm>, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    if (await run(() => suspend.mutateAsync({ userId: person.id, reason }))) onSuspended();
  });

  return (
    <FormDialog busy={busy} onClose={onClose}>
      <DialogTitle>{`Suspend ${person.name}?`}</DialogTitle>
      <DialogDescription>
        They are signed out everywhere at once and cannot sign in again until a moderator lifts the
        suspension. They are emailed your reason.
      </DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <TextAreaField
          label="Reason"
          hint={`Sent to ${person.name}. At most ${DECISION_REASON_MAX} characters.`}
          error={errors.reason?.message}
          readOnly={busy}
          {...register('reason')}
        />
        <DialogActions>
          <DialogCloseButton disabled={busy} />
          <CommandButton
            type="submit"
            variant="danger"
            busy={busy}
            icon={<Ban size={16} aria-hidden="true" />}
          >
            Suspend
          </CommandButton>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
