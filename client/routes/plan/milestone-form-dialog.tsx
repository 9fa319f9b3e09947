import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ticketCommands } from '#shared/commands/ticket-commands.ts';
import type { MilestoneState, TicketState } from '#shared/domain/ticket/ticket-state.ts';

import { FormDialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { FormField } from '../../features/auth/form-field.tsx';
import { TextAreaField } from '../../features/forms/text-area-field.tsx';
import { DialogSubmitActions } from '../../features/tickets/dialog-submit-actions.tsx';
import { useTicketDialogCommand } from '../../features/tickets/use-dialog-command.ts';
import {
  milestoneFormSchema,
  milestoneFormValues,
  RATE_STEP_DOLLARS,
  type MilestoneFormOutput,
  type MilestoneFormValues,
} from '../../features/tickets/milestone-form.ts';
import { FileUploadField } from '../../features/uploads/file-upload-field.tsx';
import { UnuploadedFilesConfirm } from '../../features/uploads/unuploaded-files-confirm.tsx';
import { useUnuploadedFilesGuard } from '../../features/uploads/use-unuploaded-files-guard.ts';
import { trpc } from '../../trpc.ts';
import { EstimatedTimeFields } from './estimated-time-fields.tsx';

import * as styles from './plan-forms.css.ts';

export interface MilestoneFormDialogProps {
  ticket: TicketState;
  /** The milestone to edit; none to add a new one. */
  milestone?: MilestoneState;
  onClose: () => void;
  onSaved: (title: string) => void;
}

/**
 * The milestone form (docs/forms.md#milestone-form): add a milestone to the plan, or edit one
 * (prefilled, its files included), while the developer is planning. What is typed is checked with
 * the shared milestone input, the server's own rules, before anything is sent.
 */
export function MilestoneFormDialog({
  ticket,
  milestone,
  onClose,
  onSaved,
}: MilestoneFormDialogProps) {
  const add = trpc.tickets.addMilestone.useMutation();
  const edit = trpc.tickets.editMilestone.useMutation();
  const { run, busy, error } = useTicketDialogCommand(
    ticket.id,
    ticketCommands[milestone ? 'EditMilestone' : 'AddMilestone'].failure,
  );
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MilestoneFormValues, unknown, MilestoneFormOutput>({
    resolver: zodResolver(milestoneFormSchema),
    defaultValues: milestoneFormValues(milestone),
  });

  const save = async (input: MilestoneFormOutput) => {
    const base = { ticketId: ticket.id, expectedVersion: ticket.version, milestone: input };
    const saved = await run(() =>
      milestone ? edit.mutateAsync({ ...base, milestoneId: milestone.id }) : add.mutateAsync(base),
    );
    if (saved) onSaved(input.title);
  };

  // Files chosen in the uploader but not uploaded yet: the form asks before saving
  // (docs/forms.md#uploads).
  const uploads = useUnuploadedFilesGuard(save);
  const onSubmit = handleSubmit(uploads.submit);

  return (
    <FormDialog busy={busy} onClose={onClose} className={styles.wideDialog}>
      <DialogTitle>{milestone ? 'Edit Milestone' : 'Add Milestone'}</DialogTitle>
      <DialogDescription>
        One step of your plan: what you will deliver, how long it takes and your hourly rate. The
        customer pays each milestone into escrow before you start it.
      </DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <FormField label="Title" error={errors.title?.message} {...register('title')} />
        <TextAreaField
          label="Description"
          error={errors.description?.message}
          {...register('description')}
        />
        <EstimatedTimeFields
          hours={register('hours', { valueAsNumber: true })}
          minutes={register('minutes', { valueAsNumber: true })}
          error={errors.hours?.message}
        />
        <FormField
          label="Hourly rate (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step={RATE_STEP_DOLLARS}
          error={errors.rate?.message}
          {...register('rate', { valueAsNumber: true })}
        />
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <FileUploadField
              label="Deliverables"
              value={field.value}
              onChange={field.onChange}
              onPendingChange={uploads.onPendingChange}
              disabled={busy}
              error={fieldState.error?.message}
            />
          )}
        />
        <DialogSubmitActions busy={busy}>Save Milestone</DialogSubmitActions>
      </form>
      <UnuploadedFilesConfirm
        {...uploads.prompt}
        confirmLabel="Save Without Them"
        cancelLabel="Go Back"
      />
    </FormDialog>
  );
}
