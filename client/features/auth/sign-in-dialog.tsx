import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useLocation } from 'wouter';
import { DialogContent, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { trpc } from '../../trpc.ts';
import type { AuthMode } from './auth-mode.ts';
import { AFTER_SIGN_IN_MS } from './auth-texts.ts';
import { takeReturnTo } from './return-to.ts';
import { SignInDialogBody } from './sign-in-dialog-body.tsx';
import type { SignInDialogView as View } from './sign-in-dialog-body.tsx';
import type { Me } from './use-me.ts';
import * as styles from './sign-in-dialog.css.ts';

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form shown each time the dialog opens. */
  initialMode?: AuthMode;
  /**
   * Replaces the default after a sign-in (go to the remembered page, else /dashboard). The
   * session is already in the `auth.me` cache when it runs.
   */
  onSignedIn?: (me: Me) => void;
}

export type { AuthMode } from './auth-mode.ts';

function heading(view: View): { title: string; description: string } {
  switch (view.kind) {
    case 'signin':
      return { title: 'Sign in', description: 'Welcome back. Sign in to your Unblock account.' };
    case 'signup':
      return {
        title: 'Create your account',
        description: 'Unblock is in private beta: sign up with the invite code you received.',
      };
    case 'forgot-password':
      return {
        title: 'Reset your password',
        description: "Enter your account's email and we'll send you a link to choose a new one.",
      };
    case 'signup-created':
      return { title: 'Account created', description: 'Your account has been created.' };
    case 'reset-sent':
      return {
        title: 'Check your inbox',
        description: `If an account exists for ${view.email}, we've sent a link to reset your password.`,
      };
  }
}

/**
 * The sign-in modal (docs/screens.md#sign-in-dialog): sign in, sign up and forgot password,
 * controlled from outside; the public top bar loads it on demand (LazySignInDialog).
 */
export function SignInDialog({
  open,
  onOpenChange,
  initialMode = 'signin',
  onSignedIn,
}: SignInDialogProps) {
  const [view, setView] = useState<View>({ kind: initialMode });
  // True once the user moved between views: the new view then takes focus itself.
  const [switched, setSwitched] = useState(false);
  const [email, setEmail] = useState('');
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  // Opened from anywhere (no Radix Trigger), so remember the opener to hand focus back on close.
  const openerRef = useRef<HTMLElement | null>(null);

  // Every opening starts at the requested mode (React's "adjust state on a prop change").
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setView({ kind: initialMode });
      setSwitched(false);
    }
  }

  const show = (next: View) => {
    setView(next);
    setSwitched(true);
  };

  const handleSignedIn = (me: Me) => {
    utils.auth.me.setData(undefined, me);
    void utils.auth.me.invalidate();
    onOpenChange(false);
    if (onSignedIn) {
      onSignedIn(me);
      return;
    }
    const to = takeReturnTo() ?? '/dashboard';
    // 100 ms after login (docs/forms.md#limits-and-delays). Deliberately not cancelled on unmount:
    // a page that reacts to the new session by redirecting must not swallow the trip back to where
    // the user was.
    window.setTimeout(() => navigate(to), AFTER_SIGN_IN_MS);
  };

  const handleVerificationNeeded = (address: string) => {
    onOpenChange(false);
    navigate('/verification-pending', { state: { email: address } });
  };

  const { title, description } = heading(view);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={styles.panel}
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
        <header className={styles.header}>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </header>
        <SignInDialogBody
          view={view}
          show={show}
          form={{
            email,
            onEmailChange: setEmail,
            onModeChange: (mode: AuthMode) => show({ kind: mode }),
            autoFocus: switched,
          }}
          onSignedIn={handleSignedIn}
          onVerificationNeeded={handleVerificationNeeded}
        />
        {/* Last in the DOM so opening focuses the first field, not this button. */}
        <Dialog.Close asChild>
          <IconButton
            label="Close"
            icon={<X size={20} aria-hidden="true" />}
            className={styles.close}
          />
        </Dialog.Close>
      </DialogContent>
    </Dialog.Root>
  );
}
