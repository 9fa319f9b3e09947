import { useRef } from 'react';
import { Dialog } from 'radix-ui';
import { Button, ButtonLink } from '../../components/button.tsx';
import {
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Placeholder until the real sign-in modal (signin / signup / forgot-password) lands: it is
 * controlled from outside so the replacement can keep the same props and callers.
 */
export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  // Opened from anywhere (no Radix Trigger), so remember the opener to hand focus back on close.
  const openerRef = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          openerRef.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const opener = openerRef.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogTitle>Sign in</DialogTitle>
        <DialogDescription>
          Unblock is in private beta. Sign-in opens with your invite — join the waitlist to get one.
        </DialogDescription>
        <DialogActions>
          <Dialog.Close asChild>
            <Button variant="secondary">Close</Button>
          </Dialog.Close>
          <ButtonLink href="/learn-more" onClick={() => onOpenChange(false)}>
            Join the waitlist
          </ButtonLink>
        </DialogActions>
      </DialogContent>
    </Dialog.Root>
  );
}
