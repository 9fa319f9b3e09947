import { Button } from '../../components/button.tsx';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { useSignOut } from '../session/use-sign-out.ts';
import { useNow } from '../tickets/use-now.ts';
import { SessionRow } from './session-row.tsx';
import * as styles from './sessions.css.ts';

/**
 * "Where you're signed in" of the account settings page
 * (docs/accounts.md#where-you-are-signed-in): every session of the account, this one marked,
 * each with its own "Sign out", and all the others at once. This browser's "Sign out" is the top
 * bar's: the same hook, so the page is left as after any sign-out.
 */
export function SessionsSection() {
  const sessions = trpc.account.sessions.list.useQuery();
  const utils = trpc.useUtils();
  const now = useNow();
  const { signOut, isSigningOut } = useSignOut();
  const refresh = () => void utils.account.sessions.list.invalidate();
  const end = trpc.account.sessions.end.useMutation({ onSettled: refresh });
  const endOthers = trpc.account.sessions.endOthers.useMutation({ onSettled: refresh });
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const failure = sessions.error ?? end.error ?? endOthers.error;

  return (
    <PageSection title="Where you’re signed in">
      {failure && <FormAlert tone="error">{errorMessage(failure)}</FormAlert>}
      {sessions.data && (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              now={now}
              ending={
                session.current ? isSigningOut : end.isPending && end.variables.id === session.id
              }
              onEnd={() => (session.current ? void signOut() : end.mutate({ id: session.id }))}
            />
          ))}
        </ul>
      )}
      {others > 0 && (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            disabled={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            Sign out everywhere else
          </Button>
        </div>
      )}
    </PageSection>
  );
}
