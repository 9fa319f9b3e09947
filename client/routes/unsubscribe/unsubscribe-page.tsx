import { useSearch } from 'wouter';
import { ESSENTIAL_MAIL_TEXT, mailKindTexts } from '#shared/mail-kinds.ts';
import { unsubscribeToken } from '#shared/schemas/mail.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { trpc } from '../../trpc.ts';

const INVALID = 'This unsubscribe link is not valid.';

/**
 * `/unsubscribe?token=…`: an optional mail's unsubscribe link (docs/mail.md#unsubscribing), signed
 * in or not. Opening it changes nothing (link scanners open every link in a mail): the person
 * confirms, then hears what was turned off, with the way to turn it on again.
 */
export function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const wellFormed = token !== null && unsubscribeToken.safeParse(token).success;
  const unsubscribe = trpc.account.mail.unsubscribe.useMutation();

  if (!wellFormed || unsubscribe.isError) {
    return (
      <>
        <DocumentTitle title="Unsubscribe" />
        <StatusCard live tone="error" title="Link not valid">
          <p>
            {unsubscribe.error?.data?.code === 'NOT_FOUND' || !wellFormed
              ? INVALID
              : unsubscribe.error?.message}
          </p>
          <p>You can choose which emails you get in your account settings.</p>
          <StatusCardActions>
            <ButtonLink href="/settings">Go to your settings</ButtonLink>
          </StatusCardActions>
        </StatusCard>
      </>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <>
        <DocumentTitle title="Unsubscribed" />
        <StatusCard live tone="success" title="Unsubscribed">
          <p>{`You'll no longer get emails about ${mailKindTexts[unsubscribe.data.kind].about}.`}</p>
          <p>Changed your mind? You can turn them on again in your settings.</p>
          <StatusCardActions>
            <ButtonLink href="/settings">Go to your settings</ButtonLink>
          </StatusCardActions>
        </StatusCard>
      </>
    );
  }
  return (
    <>
      <DocumentTitle title="Unsubscribe" />
      <StatusCard live tone="mail" title="Unsubscribe from these emails?">
        <p>You'll stop getting emails of the kind this link came in.</p>
        <p>{ESSENTIAL_MAIL_TEXT}</p>
        <StatusCardActions>
          <Button disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate({ token })}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </Button>
          <ButtonLink href="/" variant="secondary">
            Keep getting them
          </ButtonLink>
        </StatusCardActions>
      </StatusCard>
    </>
  );
}
