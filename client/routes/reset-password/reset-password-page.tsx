import { useState } from 'react';
import { linkToken } from '#shared/schemas/auth.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { StatusCardActions, StatusCard } from '../../components/status-card.tsx';
import { AFTER_PASSWORD_RESET_MS, INVALID_RESET_LINK } from '../../features/auth/auth-texts.ts';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { useLinkTokenOnce } from '../../features/auth/use-link-token-once.ts';
import { ResetPasswordForm } from '../../features/auth/reset-password-form.tsx';
import { SignInDialog } from '../../features/auth/sign-in-dialog.tsx';
import { useRedirectAfter } from '../../features/auth/use-redirect-after.ts';
import { trpc } from '../../trpc.ts';

/**
 * `/reset-password#token=…`: check the link, then the form, then success (docs/screens.md#routes).
 */
export function ResetPasswordPage() {
  const token = useLinkToken();
  // A new link in the same tab starts over.
  return <PasswordReset key={token ?? ''} token={token} />;
}

function PasswordReset({ token }: { token: string | null }) {
  const [done, setDone] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

  // A POST (a mutation), never a query: the token must not sit in a URL the server logs.
  const { mutate: checkToken, data: checked, isError } = trpc.auth.checkResetToken.useMutation();
  const wellFormed = token !== null && linkToken.safeParse(token).success;
  // After the reset the token is spent: a second check would turn the success into "invalid link".
  useLinkTokenOnce(token, wellFormed, checkToken);

  // 3 s after a reset, go home (docs/forms.md#limits-and-delays).
  useRedirectAfter(done ? '/' : null, AFTER_PASSWORD_RESET_MS);

  if (done) {
    return (
      <StatusCard live tone="success" title="Password reset">
        <p>Your password has been reset. You can now sign in with your new password.</p>
        <p>Taking you to the home page…</p>
      </StatusCard>
    );
  }
  if (wellFormed && !checked && !isError) {
    return <StatusCard live tone="pending" title="Checking your reset link…" />;
  }
  if (token === null || !checked?.valid) {
    return (
      <StatusCard live tone="error" title="Reset link not valid">
        <p>{INVALID_RESET_LINK}</p>
        <StatusCardActions>
          <Button onClick={() => setForgotOpen(true)}>Request a new link</Button>
          <ButtonLink href="/" variant="secondary">
            Back to home
          </ButtonLink>
        </StatusCardActions>
        <SignInDialog
          open={forgotOpen}
          onOpenChange={setForgotOpen}
          initialMode="forgot-password"
        />
      </StatusCard>
    );
  }
  return (
    <StatusCard live tone="key" title="Choose a new password">
      <p>Saving it signs your account out on every device, so sign in again afterwards.</p>
      <ResetPasswordForm token={token} onReset={() => setDone(true)} />
    </StatusCard>
  );
}
