import { ConfirmDialog } from '../tickets/confirm-dialog.tsx';
import { UNUPLOADED_FILES_TEXT } from './use-unuploaded-files-guard.ts';
import type { UnuploadedFilesPrompt } from './use-unuploaded-files-guard.ts';

export interface UnuploadedFilesConfirmProps extends UnuploadedFilesPrompt {
  confirmLabel: string;
  cancelLabel?: string;
}

/** The confirmation asked by useUnuploadedFilesGuard; each form names its own buttons. */
export function UnuploadedFilesConfirm({
  confirmLabel,
  cancelLabel,
  ...prompt
}: UnuploadedFilesConfirmProps) {
  return (
    <ConfirmDialog
      {...prompt}
      title="Files not uploaded"
      description={UNUPLOADED_FILES_TEXT}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      // Confirming only hands the values to the form's own save, which shows its own progress.
      busy={false}
    />
  );
}
