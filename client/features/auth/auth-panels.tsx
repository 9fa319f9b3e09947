import { Button } from '../../components/button.tsx';
import * as styles from './sign-in-dialog.css.ts';

export interface AuthPanelProps {
  onSignIn: () => void;
  autoFocus: boolean;
}

/** After a sign-up that needs no email confirmation (SPEC §2). */
export function AccountCreatedPanel({ onSignIn, autoFocus }: AuthPanelProps) {
  return (
    <div>
      <p className={styles.panelText}>You can now sign in with your email and password.</p>
      <Button
        size="lg"
        fullWidth
        autoFocus={autoFocus}
        onClick={onSignIn}
        className={styles.panelAction}
      >
        Go to Sign In
      </Button>
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
      <Button
        size="lg"
        fullWidth
        autoFocus={autoFocus}
        onClick={onSignIn}
        className={styles.panelAction}
      >
        Return to Sign In
      </Button>
    </div>
  );
}
