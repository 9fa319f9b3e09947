import { CircleCheck } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../components/button.tsx';
import {
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';
import * as styles from './request-form.css.ts';

export interface SubmittedDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes on closing; by default Radix returns it to what had it before. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Your Dashboard's confirmation (docs/screens.md#dashboards) after creating a request. */
export function SubmittedDialog({ open, onClose, onCloseAutoFocus }: SubmittedDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <CircleCheck className={styles.successIcon} aria-hidden="true" />
        <DialogTitle>Your request has been submitted successfully!</DialogTitle>
        <DialogDescription>
          It is listed under My Requests. We will email you when an Unblocker takes it.
        </DialogDescription>
        <DialogActions>
          <Dialog.Close asChild>
            <Button>OK</Button>
          </Dialog.Close>
        </DialogActions>
      </DialogContent>
    </Dialog.Root>
  );
}
