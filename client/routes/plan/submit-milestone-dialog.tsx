import { useState } from 'react';
import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import { FormDialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { TextAreaField } from '../../features/forms/text-area-field.tsx';
import { DialogSubmitActions } from '../../features/tickets/dialog-submit-actions.tsx';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import { FileUploadField } from '../../features/uploads/file-upload-field.tsx';
import { UnuploadedFilesConfirm } from '../../features/uploads/unuploaded-files-confirm.tsx';
import { useUnuploadedFilesGuard } from '../../features/uploads/use-unuploaded-files-guard.ts';
import { trpc } from '../../trpc.ts';
import * as styles from './plan-forms.css.ts';

// The server's own rules for the hand-over (1–10 files, the note's length), checked before
// anything is sent.
const { files, note } = ticketCommands.SubmitMilestone.input.shape;
const submitForm = z.object({ files, note: note.unwrap() });
type SubmitForm = z.infer<typeof submitForm>;

const UPLOAD_FIRST = 'Press Upload to send the files you chose, then submit them.';

export interface SubmitMilestoneDialogProps {
  ticket: TicketState;
  milestone: MilestoneState;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Submitting with the work (docs/lifecycle.md): the developer hands the milestone over with its deliverables
 * and a note to the customer. The files stay locked for the customer until they approve the
 * milestone and its payment is released; a resubmission after a send-back adds to them.
 */
export function SubmitMilestoneDialog({
  ticket,
  milestone,
  onClose,
  onDone,
}: SubmitMilestoneDialogProps) {
  const submit = trpc.tickets.submitMilestone.useMutation();
  const { run, busy, error } = useTicketDialogCommand(
    ticket.id,
    ticketCommands.SubmitMilestone.failure,
  );
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SubmitForm>({
    resolver: zodResolver(submitForm),
    defaultValues: { files: {}, note: '' },
  });

  const send = async (form: SubmitForm) => {
    const done = await run(() =>
      submit.mutateAsync({
        ticketId: ticket.id,
        expectedVersion: ticket.version,
        milestoneId: milestone.id,
        files: form.files,
        note: form.note || undefined,
      }),
    );
    if (done) onDone();
  };
  // Files chosen in the uploader but not uploaded yet: the form asks before going on
  // (docs/forms.md#uploads).
  const uploads = useUnuploadedFilesGuard(send);
  // Chosen but not uploaded, with nothing attached yet: the nudge is to press Upload.
  const [choosing, setChoosing] = useState(false);
  const onSubmit = handleSubmit(uploads.submit);
  const handedOver = Object.keys(milestone.files).length;

  return (
    <FormDialog busy={busy} onClose={onClose} className={styles.wideDialog}>
      <DialogTitle>Submit “{milestone.title}” for review</DialogTitle>
      <DialogDescription>
        Attach the work itself: code, a patch, build files or notes. Your customer sees the files
        listed and can download them once they approve the milestone, which releases its payment to
        you.
        {handedOver > 0 &&
          ` The ${handedOver === 1 ? 'file' : `${handedOver} files`} you attached before stay with it.`}
      </DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <FileUploadField
              label="Deliverables"
              value={field.value}
              onChange={field.onChange}
              onPendingChange={(pending) => {
                setChoosing(pending);
                uploads.onPendingChange(pending);
              }}
              disabled={busy}
              error={fieldState.error && choosing ? UPLOAD_FIRST : fieldState.error?.message}
            />
          )}
        />
        <TextAreaField
          label="Note to the customer"
          optional
          hint="What you did, how to try it, anything they should know."
          error={errors.note?.message}
          readOnly={busy}
          {...register('note')}
        />
        <DialogSubmitActions busy={busy} icon={<Send size={16} aria-hidden="true" />}>
          Submit for Review
        </DialogSubmitActions>
      </form>
      <UnuploadedFilesConfirm
        {...uploads.prompt}
        confirmLabel="Submit Without Them"
        cancelLabel="Go Back"
      />
    </FormDialog>
  );
}
