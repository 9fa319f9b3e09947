import { useCallback, useState } from 'react';
import { LINK_TOKEN_PATTERN } from '#shared/schemas/auth.ts';
import { INVALID_EMAIL_LINK } from '#shared/account-messages.ts';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { useLinkTokenOnce } from '../../features/auth/use-link-token-once.ts';

export type EmailLinkOutcome =
  { status: 'checking' } | { status: 'done' } | { status: 'failed'; message: string };

/**
 * Sends the token of an email-change link (docs/accounts.md#password-and-email) once and says how
 * it went. A missing or malformed token fails at once, without a request.
 */
export function useEmailLinkOutcome(
  token: string | null,
  send: (token: string) => Promise<unknown>,
): EmailLinkOutcome {
  const wellFormed = token !== null && LINK_TOKEN_PATTERN.test(token);
  const [outcome, setOutcome] = useState<EmailLinkOutcome>(
    wellFormed ? { status: 'checking' } : { status: 'failed', message: INVALID_EMAIL_LINK },
  );
  const sendOnce = useCallback(
    ({ token: sent }: { token: string }) => {
      send(sent).then(
        () => setOutcome({ status: 'done' }),
        (error: unknown) =>
          setOutcome({ status: 'failed', message: errorMessage(error, INVALID_EMAIL_LINK) }),
      );
    },
    [send],
  );
  useLinkTokenOnce(token, wellFormed, sendOnce);
  return outcome;
}
