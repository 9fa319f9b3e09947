import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DECISION_REASON_MAX, decisionReason } from '#shared/schemas/moderation.ts';
import { DialogDescription, DialogTitle, FormDialog } from '../../components/dialog.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { TextAreaField } from '../forms/text-area-field.tsx';
import { DialogSubmitActions } from '../tickets/dialog-submit-actions.tsx';
import * as styles from './reason-dialog.css.ts';

const reasonForm = z.object({ reason: decisionReason });

export interface ReasonDialogProps {
  title: string;
  description: ReactNode;
  /** Who reads the reason, e.g. "Sent to the applicant." (the length limit is added). */
  readBy: string;
  submitLabel: string;
  submitIcon: ReactNode;
  busy: boolean;
  /** The server's refusal, shown above the reason so nothing typed is lost. */
  error: string | null;
  /** False once someone else decided meanwhile: only the way out is left. */
  stillOpen?: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A moderator's decision that a person reads in their mail (a declined application, a
 * suspension): the reason is required and bounded by the same schema the server checks.
 */
export function ReasonDialog({
  title,
  description,
  readBy,
  submitLabel,
  submitIcon,
  busy,
  error,
  stillOpen = true,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof reasonForm>, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit(({ reason }) => onSubmit(reason));

  return (
    <FormDialog busy={busy} onClose={onClose}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <TextAreaField
          label="Reason"
          hint={`${readBy} At most ${DECISION_REASON_MAX} characters.`}
          error={errors.reason?.message}
          readOnly={busy || !stillOpen}
          {...register('reason')}
        />
        <DialogSubmitActions
          // While busy, the page may already show the decision this dialog is making.
          canSubmit={stillOpen || busy}
          variant="danger"
          busy={busy}
          icon={submitIcon}
        >
          {submitLabel}
        </DialogSubmitActions>
      </form>
    </FormDialog>
  );
}
