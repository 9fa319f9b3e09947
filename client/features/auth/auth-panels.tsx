import type { ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import * as styles from './sign-in-dialog.css.ts';

export interface AuthPanelProps {
  onSignIn: () => void;
  autoFocus: boolean;
}

/** After a sign-up that needs no email confirmation (docs/screens.md#sign-in-dialog). */
export function AccountCreatedPanel({ onSignIn, autoFocus }: AuthPanelProps) {
  return (
    <div>
      <p className={styles.panelText}>You can now sign in with your email and password.</p>
      <SignInButton onSignIn={onSignIn} autoFocus={autoFocus}>
        Go to Sign In
      </SignInButton>
    </div>
  );
}

/** After a reset request; worded so it never confirms whether the account exists. */
export function ResetLinkSentPanel({ onSignIn, autoFocus }: AuthPanelProps) {
  return (
    <div>
      <p className={styles.panelText}>
        Open the link in the email to choose a new password. If nothing arrives in a few minutes,
        check your spam folder or make sure you used the address you signed up with.
      </p>
      <SignInButton onSignIn={onSignIn} autoFocus={autoFocus}>
        Return to Sign In
      </SignInButton>
    </div>
  );
}

/** Each panel's one way on: back to the sign-in form. */
function SignInButton({ onSignIn, autoFocus, children }: AuthPanelProps & { children: ReactNode }) {
  return (
    <Button
      size="lg"
      fullWidth
      autoFocus={autoFocus}
      onClick={onSignIn}
      className={styles.panelAction}
    >
      {children}
    </Button>
  );
}
