import { ButtonLink } from '../../components/button.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { useLinkToken } from '../../features/auth/link-token.ts';
import { useApplicationConfirmation } from './use-application-confirmation.ts';

/**
 * `/become-unblocker/confirm#token=…`: where the mail's link lands. Following it is what makes a
 * developer application reach our team, so a stranger who typed someone else's address gets
 * nowhere without that person's mailbox.
 */
export function ConfirmApplicationPage() {
  const token = useLinkToken();
  // A new link in the same tab starts over (the ref guarding the one-time call included).
  return <ApplicationConfirmation key={token ?? ''} token={token} />;
}

function ApplicationConfirmation({ token }: { token: string | null }) {
  const outcome = useApplicationConfirmation(token);

  if (outcome.status === 'confirming') {
    return <StatusCard live tone="pending" title="Confirming your application…" />;
  }
  if (outcome.status === 'confirmed') {
    return (
      <StatusCard live tone="success" title="Application confirmed">
        <p>
          Thank you. Your application is with our team now, and a person reads every one. If your
          experience fits the requests people bring us, we email you an invite code to create your
          Unblocker account.
        </p>
        <StatusCardActions>
          <ButtonLink href="/">Go to the home page</ButtonLink>
        </StatusCardActions>
      </StatusCard>
    );
  }
  if (!outcome.linkRefused) {
    // The token left the address bar once read: the mail's link is the way to try again.
    return (
      <StatusCard live tone="error" title="We could not confirm your application">
        <p>{outcome.message}</p>
        <p>Please open the link in the mail again to retry.</p>
      </StatusCard>
    );
  }
  return (
    <StatusCard live tone="error" title="This link does not work">
      <p>{outcome.message}</p>
      <StatusCardActions>
        <ButtonLink href="/become-unblocker">Apply to join</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </StatusCardActions>
    </StatusCard>
  );
}
