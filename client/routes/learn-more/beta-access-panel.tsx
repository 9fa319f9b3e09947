import { ButtonLink } from '../../components/button.tsx';
import { Button } from '../../components/button.tsx';
import { useMe } from '../../features/auth/use-me.ts';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { useLazyExport } from '../../lazy/use-lazy-export.ts';
import * as styles from './access-tabs.css.ts';
import { betaSignUp } from './beta-sign-up-loader.ts';

/**
 * The Beta Access tab's content: the sign-up form (with the invite link's code, if the page was
 * opened with one), or where to go if already signed in.
 */
export function BetaAccessPanel({ inviteCode = '' }: { inviteCode?: string }) {
  const { data: me } = useMe();
  const form = useLazyExport(betaSignUp);

  if (me) {
    return (
      <div className={styles.notice}>
        <p>You are already signed in, so there is nothing to set up here.</p>
        <ButtonLink href={dashboardPathFor(me.role)}>Go to your dashboard</ButtonLink>
      </div>
    );
  }
  if (form.status === 'ready') {
    const BetaSignUp = form.value;
    return <BetaSignUp inviteCode={inviteCode} />;
  }
  if (form.status === 'failed') {
    return (
      <div role="alert" className={styles.notice}>
        <p>The sign-up form could not be loaded. Check your connection and try again.</p>
        <Button variant="secondary" onClick={form.retry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.pending}>
      <Spinner label="Loading the sign-up form" />
    </div>
  );
}
