import { useEffect, useId, useRef, useState } from 'react';
import { CircleAlert, CircleCheck, CirclePause, Landmark } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { PayoutSetup } from '#shared/domain/payments/payouts.ts';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { trpc } from '../../trpc.ts';
import { stillAskedSentence } from './payout-requirements.ts';
import * as styles from './payouts-panel.css.ts';

/**
 * Where the provider's onboarding sends the developer back (server/payouts/onboarding.ts):
 * `returned` once they leave it, `refresh` when its one-time link was spent or expired.
 */
type Arrival = 'returned' | 'refresh' | null;

function arrivalOf(search: string): Arrival {
  const value = new URLSearchParams(search).get('payouts');
  return value === 'returned' || value === 'refresh' ? value : null;
}

/**
 * The developer's payouts (docs/payments.md#payouts): whether approved milestones can be paid to
 * their bank account, what the provider still asks for, and the button that opens the provider's
 * onboarding. Coming back from it, the panel reads the setup again and says how it went.
 */
export function PayoutsPanel() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const setup = trpc.payouts.setup.useQuery();
  const start = trpc.payouts.startOnboarding.useMutation({
    // The provider's page, in this tab: it sends the developer back here when they are done.
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { mutate: startOnboarding } = start;
  const [location, navigate] = useLocation();
  const search = useSearch();
  // How this visit began; the address loses its query at once, so a reload starts afresh.
  const [arrival] = useState(() => arrivalOf(search));
  const [readAfterReturn, setReadAfterReturn] = useState(false);
  // Once per visit: the address changes under the effect, and a spent link is asked again once.
  const handled = useRef(false);

  useEffect(() => {
    if (arrival === null || handled.current) return;
    handled.current = true;
    navigate(location, { replace: true });
    if (arrival === 'returned') {
      void utils.payouts.setup.invalidate().then(() => setReadAfterReturn(true));
    } else {
      // A spent or expired link: a fresh one, and on to the provider again.
      startOnboarding();
    }
  }, [arrival, location, navigate, startOnboarding, utils]);

  // Busy from the press until the browser has left for the provider's page.
  const leaving = start.isPending || start.isSuccess;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        <Landmark size={18} aria-hidden="true" className={styles.titleIcon} />
        Payouts
      </h3>
      {readAfterReturn && setup.data && <ReturnNotice setup={setup.data} />}
      {setup.isPending ? (
        <Spinner label="Loading your payout setup" />
      ) : setup.isError ? (
        <LoadFailedAlert what="your payout setup" query={setup} />
      ) : (
        <SetupState setup={setup.data} />
      )}
      {start.isError && (
        <FormAlert tone="error">
          {errorMessage(start.error, 'Payout setup could not be opened. Please try again.')}
        </FormAlert>
      )}
      {setup.data && (setup.data.state === 'none' || setup.data.state === 'incomplete') && (
        <div className={styles.actions}>
          <Button disabled={leaving} aria-busy={leaving} onClick={() => startOnboarding()}>
            {setup.data.state === 'none' ? 'Set up payouts' : 'Continue setup'}
          </Button>
        </div>
      )}
      <p role="status" className={styles.leaving}>
        {leaving ? 'Opening payout setup…' : ''}
      </p>
    </section>
  );
}

/** What the panel says for each state of the setup. */
function SetupState({ setup }: { setup: PayoutSetup }) {
  switch (setup.state) {
    case 'none':
      return (
        <p className={styles.text}>
          Set up payouts to receive what you earn: approved milestones are paid to your bank account
          through Stripe.
        </p>
      );
    case 'incomplete':
      return (
        <p className={styles.text}>
          <CircleAlert size={18} aria-hidden="true" className={styles.iconWarning} />
          <span>
            {stillAskedSentence(setup.requirements)} What you earn waits for you until then.
          </span>
        </p>
      );
    case 'ready':
      return (
        <p className={styles.text}>
          <CircleCheck size={18} aria-hidden="true" className={styles.iconSuccess} />
          <span>
            Payouts are on: each approved milestone’s share is paid to your bank account through
            Stripe.
          </span>
        </p>
      );
    case 'held':
      return (
        <p className={styles.text}>
          <CirclePause size={18} aria-hidden="true" className={styles.iconWarning} />
          <span>
            Payouts are paused. {setup.reason} A moderator is looking at it; what you earn waits for
            you until then.
          </span>
        </p>
      );
  }
}

/** Back from the provider's onboarding: whether it took, read from the setup as it is now. */
function ReturnNotice({ setup }: { setup: PayoutSetup }) {
  if (setup.state === 'ready') {
    return <FormAlert tone="success">Your payout details were saved.</FormAlert>;
  }
  if (setup.state === 'incomplete') {
    return (
      <p role="status" className={styles.notFinished}>
        Your payout setup is not finished yet.
      </p>
    );
  }
  return null;
}
