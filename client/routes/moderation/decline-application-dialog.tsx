import { UserX } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DECISION_REASON_MAX, declineApplicationInput } from '#shared/schemas/moderation.ts';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
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
import { useApplicationDecision } from './use-application-decision.ts';
import * as styles from './decline-application-dialog.css.ts';

const reasonForm = declineApplicationInput.pick({ reason: true });

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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof reasonForm>, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    const declined = await run(application.id, async () => {
      await decline.mutateAsync({ id: application.id, reason });
      return { status: 'declined', declineReason: reason };
    });
    if (declined) onDeclined();
  });

  return (
    <FormDialog busy={busy} onClose={onClose}>
      <DialogTitle>{`Decline ${application.name}?`}</DialogTitle>
      <DialogDescription>
        They are emailed that their application was declined, with your reason in your words.
      </DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <TextAreaField
          label="Reason"
          hint={`Sent to the applicant. At most ${DECISION_REASON_MAX} characters.`}
          error={errors.reason?.message}
          disabled={busy || !stillWaiting}
          {...register('reason')}
        />
        <DialogActions>
          {/* While busy the list may already show the decision this dialog is making. */}
          {stillWaiting || busy ? (
            <>
              <DialogCloseButton disabled={busy} />
              <CommandButton
                type="submit"
                variant="danger"
                busy={busy}
                icon={<UserX size={16} aria-hidden="true" />}
              >
                Decline
              </CommandButton>
            </>
          ) : (
            <DialogCloseButton>Close</DialogCloseButton>
          )}
        </DialogActions>
      </form>
    </FormDialog>
  );
}
