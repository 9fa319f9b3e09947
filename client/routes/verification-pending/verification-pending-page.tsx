import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { StatusCardActions, StatusCard } from '../../components/status-card.tsx';
import { ResendVerification } from '../../features/auth/resend-verification.tsx';
import { SignInDialog } from '../../features/auth/sign-in-dialog.tsx';
import * as styles from '../../components/status-card.css.ts';

/**
 * The address sign-up handed over in navigation state (history.state). Absent when the page is
 * opened directly or the state was lost, e.g. in a new tab.
 */
function readPendingEmail(): string | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' && state.email !== '' ? state.email : null;
}

/**
 * `/verification-pending`: after a sign-up that needs the address confirmed
 * (docs/screens.md#routes).
 */
export function VerificationPendingPage() {
  // Read once: later navigations replace history.state, the page's subject should not change.
  const [email] = useState(readPendingEmail);
  const [signInOpen, setSignInOpen] = useState(false);

  if (!email) {
    return (
      <StatusCard tone="mail" title="Check your inbox">
        <p>
          If you have just signed up, we have sent you a link to confirm your email address. Open it
          to activate your account.
        </p>
        <p>
          Link expired or lost? Sign in with your email and password and we will offer to send a new
          one.
        </p>
        <StatusCardActions>
          <Button onClick={() => setSignInOpen(true)}>Sign In</Button>
          <ButtonLink href="/" variant="secondary">
            Back to home
          </ButtonLink>
        </StatusCardActions>
        <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
      </StatusCard>
    );
  }

  return (
    <StatusCard tone="mail" title="Verify your email">
      <p>
        We have sent a verification link to <span className={styles.strong}>{email}</span>. Open it
        to activate your account; you will be signed in straight away.
      </p>
      <p>Cannot find it? Check your spam folder, or send a new link.</p>
      <ResendVerification email={email} />
    </StatusCard>
  );
}
