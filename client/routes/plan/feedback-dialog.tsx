import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ButtonVariant } from '../../components/button.tsx';
import { FormDialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { DialogSubmitActions } from '../../features/tickets/dialog-submit-actions.tsx';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { TextAreaField } from '../../features/forms/text-area-field.tsx';
import * as styles from './plan-forms.css.ts';

export interface FeedbackDialogProps {
  ticketId: string;
  title: string;
  description: ReactNode;
  /** The textarea's label. */
  label: string;
  hint?: string;
  /** What to say when the required text is left empty (docs/forms.md). */
  requiredMessage: string;
  submitLabel: string;
  submitIcon?: ReactNode;
  submitVariant?: ButtonVariant;
  /** The failure text when the server gives none of its own (docs/forms.md#when-a-step-fails). */
  failure: string;
  /** Runs the command with the trimmed text. */
  command: (text: string) => Promise<unknown>;
  /** False when `onDone` leaves the screen, so the ticket is not refetched for nothing. */
  stay?: boolean;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A command that needs the user's words first (send back a milestone, request plan changes,
 * declare no solution): a required text, validated before anything is sent, and the server's
 * answer shown here so the text is not lost when something fails.
 */
export function FeedbackDialog({
  ticketId,
  title,
  description,
  label,
  hint,
  requiredMessage,
  submitLabel,
  submitIcon,
  submitVariant = 'primary',
  failure,
  command,
  stay = true,
  onDone,
  onClose,
}: FeedbackDialogProps) {
  const { run, busy, error } = useTicketDialogCommand(ticketId, failure);
  const schema = useMemo(
    () =>
      z.object({
        text: z.string().trim().min(1, requiredMessage).max(5000, 'This text is too long'),
      }),
    [requiredMessage],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });

  const onSubmit = handleSubmit(async ({ text }) => {
    if (await run(() => command(text), { stay })) onDone();
  });

  return (
    <FormDialog busy={busy} onClose={onClose}>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <TextAreaField
          label={label}
          hint={hint}
          error={errors.text?.message}
          readOnly={busy}
          {...register('text')}
        />
        <DialogSubmitActions variant={submitVariant} busy={busy} icon={submitIcon}>
          {submitLabel}
        </DialogSubmitActions>
      </form>
    </FormDialog>
  );
}
