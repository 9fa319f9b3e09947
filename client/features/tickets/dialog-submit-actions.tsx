import { DialogActions, DialogCloseButton } from '../../components/dialog.tsx';
import { CommandButton, type CommandButtonProps } from './confirm-dialog.tsx';

export type DialogSubmitActionsProps = Omit<CommandButtonProps, 'type'> & {
  /** False once the command can no longer run (the request or case moved on): Close alone. */
  canSubmit?: boolean;
};

/** A form dialog's buttons: Cancel and the command's submit button, or Close alone. */
export function DialogSubmitActions({
  canSubmit = true,
  busy,
  ...button
}: DialogSubmitActionsProps) {
  return (
    <DialogActions>
      {canSubmit ? (
        <>
          <DialogCloseButton disabled={busy} />
          <CommandButton type="submit" busy={busy} {...button} />
        </>
      ) : (
        <DialogCloseButton>Close</DialogCloseButton>
      )}
    </DialogActions>
  );
}
