import { useId, useState } from 'react';
import { CircleAlert, CircleCheck, PauseCircle } from 'lucide-react';
import { Link } from 'wouter';
import { formatCents } from '#shared/domain/money.ts';
import { fullDateTime, shortTicketId } from '#shared/format.ts';
import type { FailedPayoutIssue, PayoutHoldIssue } from '#shared/schemas/payout-issues.ts';
import { Button } from '../../components/button.tsx';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { casePath } from '../../features/moderation/case-texts.ts';
import * as causeStyles from '../../features/moderation/cause.css.ts';
import { Spinner } from '../../features/session/loading-screen.tsx';
import { EmptyState } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import * as cardStyles from './flagged-payment-card.css.ts';
import * as styles from './developer-applications.css.ts';

/**
 * What stops a developer's money going out (docs/payments.md#refunds-stay-honest): developers
 * whose payouts are held after a reversed transfer or a dispute, with the way to lift the hold
 * once looked at, and shares the provider refused (the job keeps trying; the reason says why).
 */
export function PayoutIssues() {
  const issues = trpc.payouts.issues.useQuery();
  if (!issues.data) {
    if (issues.isError) return <LoadFailedAlert what="the payouts" query={issues} />;
    return (
      <div className={styles.pending}>
        <Spinner label="Loading the payouts" />
      </div>
    );
  }
  const { holds, failed } = issues.data;
  if (holds.length === 0 && failed.length === 0) {
    return (
      <EmptyState icon={<CircleCheck size={24} />}>
        <p>No payouts need a look.</p>
      </EmptyState>
    );
  }
  return (
    <ul className={cardStyles.queue} aria-label="Payouts, oldest first">
      {holds.map((hold) => (
        <li key={hold.developerId}>
          <HoldCard hold={hold} />
        </li>
      ))}
      {failed.map((payout) => (
        <li key={payout.billingRecordId}>
          <FailedCard payout={payout} />
        </li>
      ))}
    </ul>
  );
}

function HoldCard({ hold }: { hold: PayoutHoldIssue }) {
  const titleId = useId();
  const utils = trpc.useUtils();
  const [problem, setProblem] = useState<string | null>(null);
  const lift = trpc.payouts.liftHold.useMutation({
    onSuccess: () => utils.payouts.issues.invalidate(),
    onError: (error) => setProblem(errorMessage(error, 'Could not lift the hold.')),
  });
  return (
    <article className={cardStyles.card} aria-labelledby={titleId}>
      <div className={cardStyles.main}>
        <p className={cardStyles.top}>
          <time dateTime={hold.since.toISOString()}>Since {fullDateTime(hold.since)}</time>
        </p>
        <h3 id={titleId} className={cardStyles.title}>
          {hold.developerName}
        </h3>
        {hold.ticketId && (
          <p>
            <Link href={casePath(hold.ticketId)} className={cardStyles.titleLink}>
              Request <span className={cardStyles.shortId}>{shortTicketId(hold.ticketId)}</span>
            </Link>
          </p>
        )}
        <div className={cardStyles.cause}>
          <p className={causeStyles.label}>
            <PauseCircle size={14} aria-hidden="true" />
            Payouts held
          </p>
          <p className={causeStyles.quote}>{hold.reason}</p>
        </div>
        {problem && <p role="alert">{problem}</p>}
      </div>
      <div className={cardStyles.facts}>
        <Button
          variant="secondary"
          disabled={lift.isPending}
          onClick={() => {
            setProblem(null);
            lift.mutate({ developerId: hold.developerId });
          }}
        >
          Lift hold
        </Button>
      </div>
    </article>
  );
}

function FailedCard({ payout }: { payout: FailedPayoutIssue }) {
  const titleId = useId();
  return (
    <article className={cardStyles.card} aria-labelledby={titleId}>
      <div className={cardStyles.main}>
        <h3 id={titleId} className={cardStyles.title}>
          <Link href={casePath(payout.ticketId)} className={cardStyles.titleLink}>
            Request <span className={cardStyles.shortId}>{shortTicketId(payout.ticketId)}</span>
          </Link>
        </h3>
        <div className={cardStyles.cause}>
          <p className={causeStyles.label}>
            <CircleAlert size={14} aria-hidden="true" />
            Payout to {payout.developerName} failed
          </p>
          <p className={causeStyles.quote}>{payout.problem}</p>
        </div>
      </div>
      <dl className={cardStyles.facts}>
        <div className={cardStyles.fact}>
          <dt className={cardStyles.factLabel}>Share</dt>
          <dd className={`${cardStyles.factValue} ${cardStyles.money}`}>
            {formatCents(payout.amountCents)}
          </dd>
        </div>
        <div className={cardStyles.fact}>
          <dt className={cardStyles.factLabel}>Attempts</dt>
          <dd className={cardStyles.factValue}>{payout.attempts}</dd>
        </div>
      </dl>
    </article>
  );
}
