import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../../components/button.tsx';
import { StatusCardActions, StatusCard } from '../../components/status-card.tsx';
import { AFTER_FAILED_VERIFICATION_MS, AFTER_VERIFIED_MS } from '../../features/auth/auth-texts.ts';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { OPEN_SIGN_IN } from '../../features/auth/sign-in-request.ts';
import { useEmailVerification } from '../../features/auth/use-email-verification.ts';
import { useRedirectAfter } from '../../features/auth/use-redirect-after.ts';

/** `/auth/callback#token=…`: where the verification email's link lands (docs/screens.md#routes). */
export function AuthCallbackPage() {
  const token = useLinkToken();
  // A new link in the same tab starts over (the ref guarding the one-time call included).
  return <EmailVerification key={token ?? ''} token={token} />;
}

function EmailVerification({ token }: { token: string | null }) {
  const outcome = useEmailVerification(token);
  const [, navigate] = useLocation();

  // 2 s after a verified email, 3 s after a failed one (docs/forms.md#limits-and-delays).
  useRedirectAfter(
    outcome.status === 'verified' ? '/dashboard' : outcome.status === 'failed' ? '/' : null,
    outcome.status === 'verified' ? AFTER_VERIFIED_MS : AFTER_FAILED_VERIFICATION_MS,
  );

  if (outcome.status === 'checking') {
    return <StatusCard live tone="pending" title="Verifying your email…" />;
  }
  if (outcome.status === 'verified') {
    return (
      <StatusCard live tone="success" title="Email verified">
        <p>Your email is verified. Taking you to your dashboard…</p>
        <StatusCardActions>
          <ButtonLink href="/dashboard">Go to your dashboard</ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  // Nothing was verified (a bad, spent or cut-short link): the ways on are signing in (an
  // account verified by another of its links signs in as usual) and the home page.
  return (
    <StatusCard live tone="error" title="Verification failed">
      <p>{outcome.message}</p>
      <p>Taking you to the home page…</p>
      <StatusCardActions>
        <Button onClick={() => navigate('/', { replace: true, state: OPEN_SIGN_IN })}>
          Sign in
        </Button>
        <ButtonLink href="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
