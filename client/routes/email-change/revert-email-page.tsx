import { EMAIL_REVERTED } from '#shared/account-messages.ts';
import { ButtonLink } from '../../components/button.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { trpc } from '../../trpc.ts';
import { useEmailLinkOutcome } from './email-link-outcome.tsx';

/**
 * `/revert-email#token=…`: the old address's "This wasn't me" (docs/accounts.md#password-and-email).
 * It ends every session of the account, so this browser is signed out too if it was one of them.
 */
export function RevertEmailPage() {
  const token = useLinkToken();
  return <RevertEmail key={token ?? ''} token={token} />;
}

function RevertEmail({ token }: { token: string | null }) {
  const utils = trpc.useUtils();
  const { mutateAsync } = trpc.account.credentials.revertEmail.useMutation({
    // Asked again: if this browser was signed in to the account, it no longer is.
    onSuccess: () => void utils.auth.me.fetch(undefined, { staleTime: 0 }),
  });
  const outcome = useEmailLinkOutcome(token, (sent) => mutateAsync({ token: sent }));

  if (outcome.status === 'checking') {
    return <StatusCard live tone="pending" title="Securing your account…" />;
  }
  if (outcome.status === 'done') {
    return (
      <StatusCard live tone="success" title="Change stopped">
        <p>{EMAIL_REVERTED}</p>
        <StatusCardActions>
          <ButtonLink href="/">Go to the home page</ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  return (
    <StatusCard live tone="error" title="Nothing was changed">
      <p>{outcome.message}</p>
      <p>
        If you think someone else is using your account, choose a new password from the sign-in form
        (“Forgot password?”).
      </p>
      <StatusCardActions>
        <ButtonLink href="/">Go to the home page</ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
