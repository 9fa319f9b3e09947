import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TicketDetails } from '#shared/domain/ticket/ticket-state.ts';
import { aiTools, ticketDetailsInput } from '#shared/schemas/tickets.ts';
import { Button } from '../../components/button.tsx';
import { DialogActions, DialogCloseButton } from '../../components/dialog.tsx';
import * as formStyles from '../auth/auth-form.css.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { FormField } from '../auth/form-field.tsx';
import { TextAreaField } from '../forms/text-area-field.tsx';
import { FileUploadField } from '../uploads/file-upload-field.tsx';
import { UnuploadedFilesConfirm } from '../uploads/unuploaded-files-confirm.tsx';
import { useUnuploadedFilesGuard } from '../uploads/use-unuploaded-files-guard.ts';
import { CategoryField } from './category-field.tsx';
import { SelectField } from './request-fields.tsx';
import { aiToolLabels } from './request-labels.ts';
import { keepDraft, loadDraft } from './request-draft.ts';
import { detailsToSend, requestFormDefaults } from './request-form-values.ts';
import type { RequestFormOutput, RequestFormValues } from './request-form-values.ts';
import type { SaveRequest, SavedRequest } from './use-save-request.ts';
import * as styles from './request-form.css.ts';

const NO_FILES: Record<string, string> = {};
const aiToolOptions = aiTools.map((tool) => ({ value: tool, label: aiToolLabels[tool] }));

export interface RequestFormProps {
  /** The request being edited; absent for a new one. */
  ticket?: TicketDetails;
  saving: SaveRequest;
  onSaved: (result: SavedRequest) => void;
  /** A new request's: the signed-in person whose draft it starts from and keeps (./request-draft.ts). */
  draftOf?: string;
}

/** The create or edit request form (docs/forms.md#create-or-edit-request). */
export function RequestForm({ ticket, saving, onSaved, draftOf }: RequestFormProps) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<RequestFormValues, unknown, RequestFormOutput>({
    resolver: zodResolver(ticketDetailsInput),
    mode: 'onTouched',
    defaultValues: draftOf === undefined ? requestFormDefaults(ticket) : loadDraft(draftOf),
  });
  const aiTool = useWatch({ control, name: 'aiTool' });

  // Every change is kept as it is typed, so a reload finds it (the reset after submit empties it).
  const values = useWatch({ control });
  useEffect(() => {
    if (draftOf !== undefined) keepDraft(draftOf, values as RequestFormValues);
  }, [values, draftOf]);

  const save = (values: RequestFormOutput) => {
    saving.save(detailsToSend(values), (result) => {
      // The form is reset after submit (docs/forms.md#create-or-edit-request). On failure nothing
      // is reset: nothing typed is lost.
      reset(requestFormDefaults());
      onSaved(result);
    });
  };

  const uploads = useUnuploadedFilesGuard(save);
  const submit = handleSubmit(uploads.submit);

  // Only the buttons and the uploader wait while saving: the fields keep what was typed, and
  // a disabled submit also stops Enter from sending twice.
  const busy = saving.pending;

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {saving.error && <FormAlert tone="error">{saving.error}</FormAlert>}
        <TextAreaField
          label="Description"
          rows={4}
          hint="What you built, what goes wrong, and what you tried. The first line is the title."
          error={errors.description?.message}
          {...register('description')}
        />
        <div className={formStyles.row}>
          <FormField
            label="Budget"
            placeholder="e.g. $200"
            autoComplete="off"
            error={errors.budget?.message}
            {...register('budget')}
          />
          <SelectField
            label="AI tool"
            options={aiToolOptions}
            error={errors.aiTool?.message}
            {...register('aiTool')}
          />
        </div>
        {aiTool === 'OTHER' && (
          <FormField
            label="Other AI Tool"
            autoComplete="off"
            error={errors.aiToolOther?.message}
            {...register('aiToolOther')}
          />
        )}
        <FormField
          label="Tech stack"
          optional
          placeholder="e.g. React, Supabase, Vercel"
          autoComplete="off"
          error={errors.stack?.message}
          {...register('stack')}
        />
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <CategoryField value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <Controller
          control={control}
          name="files"
          render={({ field, fieldState }) => (
            <FileUploadField
              label="Files"
              value={field.value ?? NO_FILES}
              onChange={field.onChange}
              onPendingChange={uploads.onPendingChange}
              disabled={busy}
              error={fieldState.error?.message}
            />
          )}
        />
        <DialogActions>
          <DialogCloseButton disabled={busy} />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {ticket ? 'Save Changes' : 'Submit Request'}
          </Button>
        </DialogActions>
      </form>
      <UnuploadedFilesConfirm {...uploads.prompt} confirmLabel="Proceed" />
    </>
  );
}
