import { Dialog } from 'radix-ui';
import { CircleCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/button.tsx';
import {
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';
import * as styles from './access-tabs.css.ts';

export interface WaitlistJoinedDialogProps {
  name: string;
  email: string;
}

/**
 * The popup after joining (docs/screens.md#routes), whose Close goes to /. Escape and a click
 * outside leave the same way, so there is one outcome however it is dismissed.
 */
export function WaitlistJoinedDialog({ name, email }: WaitlistJoinedDialogProps) {
  const [, navigate] = useLocation();
  const leave = () => navigate('/');
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) leave();
      }}
    >
      <DialogContent>
        <span className={styles.successIcon} aria-hidden="true">
          <CircleCheck size={28} />
        </span>
        <DialogTitle>You were added to the waiting list!</DialogTitle>
        <DialogDescription className={styles.successText}>
          Thanks, {name}. We have sent a confirmation to{' '}
          <strong className={styles.email}>{email}</strong> and will write again as soon as there is
          room for you. Until then, nothing else is needed from you.
        </DialogDescription>
        <DialogActions>
          <Button onClick={leave}>Close</Button>
        </DialogActions>
      </DialogContent>
    </Dialog.Root>
  );
}
