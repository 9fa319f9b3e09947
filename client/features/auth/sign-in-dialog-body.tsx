import type { AuthFormProps, AuthMode } from './auth-mode.ts';
import { AccountCreatedPanel, ResetLinkSentPanel } from './auth-panels.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import type { Me } from './use-me.ts';

/** What the sign-in modal shows: one of its forms, or the panel after a sign-up or reset. */
export type SignInDialogView =
  { kind: AuthMode } | { kind: 'signup-created' } | { kind: 'reset-sent'; email: string };

export interface SignInDialogBodyProps {
  view: SignInDialogView;
  /** Moves to another view; the new view takes focus itself. */
  show: (view: SignInDialogView) => void;
  form: AuthFormProps;
  onSignedIn: (me: Me) => void;
  onVerificationNeeded: (email: string) => void;
}

/**
 * The sign-in modal's forms and panels, inside its frame (sign-in-dialog.tsx), for the view
 * the modal is in.
 */
export function SignInDialogBody({
  view,
  show,
  form,
  onSignedIn,
  onVerificationNeeded,
}: SignInDialogBodyProps) {
  return (
    <>
      {view.kind === 'signin' && <SignInForm {...form} onSignedIn={onSignedIn} />}
      {view.kind === 'signup' && (
        <SignUpForm
          {...form}
          onCreated={() => show({ kind: 'signup-created' })}
          onVerificationNeeded={onVerificationNeeded}
        />
      )}
      {view.kind === 'forgot-password' && (
        <ForgotPasswordForm
          {...form}
          onSent={(address) => show({ kind: 'reset-sent', email: address })}
        />
      )}
      {view.kind === 'signup-created' && (
        <AccountCreatedPanel autoFocus onSignIn={() => show({ kind: 'signin' })} />
      )}
      {view.kind === 'reset-sent' && (
        <ResetLinkSentPanel autoFocus onSignIn={() => show({ kind: 'signin' })} />
      )}
    </>
  );
}
