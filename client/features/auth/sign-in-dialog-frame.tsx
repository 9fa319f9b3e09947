import { useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/button.tsx';
import { DialogContent, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { useLazyExport } from '../../lazy/use-lazy-export.ts';
import type { LazyExport } from '../../lazy/lazy-export.ts';
import { Spinner } from '../session/loading-screen.tsx';
import { trpc } from '../../trpc.ts';
import type { AuthMode } from './auth-mode.ts';
import { AFTER_SIGN_IN_MS } from './auth-texts.ts';
import { takeReturnTo } from './return-to.ts';
// Types only: the body's code (zod, react-hook-form) comes in through the `body` prop.
import type { SignInDialogBodyProps, SignInDialogView as View } from './sign-in-dialog-body.tsx';
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

/** The forms and panels: bundled with the page (SignInDialog) or loaded on demand. */
export type SignInDialogBodySource = LazyExport<ComponentType<SignInDialogBodyProps>>;

export interface SignInDialogFrameProps extends SignInDialogProps {
  body: SignInDialogBodySource;
}

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
 * The sign-in modal (SPEC §2) around its forms: title, description, close button, focus and
 * what happens after a sign-in. Use SignInDialog or LazySignInDialog, which supply the forms.
 */
export function SignInDialogFrame({
  open,
  onOpenChange,
  initialMode = 'signin',
  onSignedIn,
  body,
}: SignInDialogFrameProps) {
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
    // SPEC §9: 100 ms after login. Deliberately not cancelled on unmount: a page that reacts
    // to the new session by redirecting must not swallow the trip back to where the user was.
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
        onOpenAutoFocus={(event) => {
          openerRef.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          // Forms still on the way: the panel holds focus (rather than the Close button) until
          // the first field arrives and takes it.
          if (body.current() === null && event.target instanceof HTMLElement) {
            event.preventDefault();
            event.target.focus();
          }
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
        <DialogBody
          source={body}
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

type DialogBodyProps = SignInDialogBodyProps & { source: SignInDialogBodySource };

/** Mounted with each opening (Radix unmounts a closed dialog's content). */
function DialogBody({ source, ...props }: DialogBodyProps) {
  const body = useLazyExport(source);
  // Arrived after the dialog opened: the first field takes focus, as it would have on opening.
  const [late] = useState(body.status !== 'ready');

  if (body.status === 'ready') {
    const Body = body.value;
    return <Body {...props} form={late ? { ...props.form, autoFocus: true } : props.form} />;
  }
  if (body.status === 'failed') {
    return (
      <div role="alert" className={styles.bodyPending}>
        <p className={styles.panelText}>
          The form could not be loaded. Check your connection and try again.
        </p>
        <Button variant="secondary" onClick={body.retry}>
          Try again
        </Button>
      </div>
    );
  }
  // The space of the sign-in form, so the panel does not grow when it arrives; the spinner
  // fades in only after a moment, so a fast load shows nothing.
  return (
    <div className={styles.bodyPending}>
      <Spinner label="Loading the form" />
    </div>
  );
}
