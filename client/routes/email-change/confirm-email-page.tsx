import { EMAIL_CONFIRMED } from '#shared/account-messages.ts';
import { ButtonLink } from '../../components/button.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { trpc } from '../../trpc.ts';
import { useEmailLinkOutcome } from './email-link-outcome.tsx';

/**
 * `/confirm-email#token=…`: where the new address's link lands (docs/accounts.md#password-and-email),
 * in any browser, signed in or not.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  return <ConfirmEmail key={token ?? ''} token={token} />;
}

function ConfirmEmail({ token }: { token: string | null }) {
  const utils = trpc.useUtils();
  const { mutateAsync } = trpc.account.credentials.confirmEmail.useMutation({
    // Asked again, not only marked stale: the signed-in screens start from what the API layer
    // last heard (features/session/signed-in-user.ts), which must show the new address.
    onSuccess: () => void utils.auth.me.fetch(undefined, { staleTime: 0 }),
  });
  const outcome = useEmailLinkOutcome(token, (sent) => mutateAsync({ token: sent }));

  if (outcome.status === 'checking') {
    return <StatusCard live tone="pending" title="Confirming your new email…" />;
  }
  if (outcome.status === 'done') {
    return (
      <StatusCard live tone="success" title="Email changed">
        <p>{EMAIL_CONFIRMED}</p>
        <StatusCardActions>
          <ButtonLink href="/settings">Go to your settings</ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  return (
    <StatusCard live tone="error" title="Email not changed">
      <p>{outcome.message}</p>
      <p>You can ask for a new link from your account settings.</p>
      <StatusCardActions>
        <ButtonLink href="/settings">Go to your settings</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
