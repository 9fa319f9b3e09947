import { ButtonLink } from '../../components/button.tsx';
import { StatusCardActions, StatusCard } from '../../components/status-card.tsx';
import {
  AFTER_FAILED_VERIFICATION_MS,
  AFTER_VERIFIED_MS,
  SESSION_NOT_ESTABLISHED,
} from '../../features/auth/auth-texts.ts';
import { useLinkToken } from '../../features/auth/link-token.ts';
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
  // The address may be confirmed with only the sign-in missing: the title must not say "failed".
  const sessionOnly = outcome.message === SESSION_NOT_ESTABLISHED;
  return (
    <StatusCard live tone="error" title={sessionOnly ? 'Please sign in' : 'Verification failed'}>
      <p>{outcome.message}</p>
      <p>Taking you to the home page…</p>
      <StatusCardActions>
        <ButtonLink href="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
