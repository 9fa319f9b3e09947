import { useId } from 'react';
import { Flag, LifeBuoy } from 'lucide-react';
import { Link } from 'wouter';
import { formatCents } from '#shared/domain/money.ts';
import { fullDateTime, relativeTime, shortTicketId } from '#shared/format.ts';
import type { CaseCard as CaseCardData, CaseParty } from '#shared/schemas/moderation.ts';
import {
  NO_UNBLOCKER,
  casePath,
  causeLabel,
  otherReports,
  partyLabel,
  quotedMessage,
} from '../../features/moderation/case-texts.ts';
import { SuspendedTag } from '../../features/moderation/suspended-tag.tsx';
import * as causeStyles from '../../features/moderation/cause.css.ts';
import { cx } from '../../components/cx.ts';
import * as styles from './case-card.css.ts';

export interface CaseCardProps {
  card: CaseCardData;
  /** The time relative dates are measured from (one clock for the queue, see useNow). */
  now: Date;
}

/**
 * One case of the queue: the request (its title opens the case), why it is here in the words
 * that brought it, how long it has waited, who is involved and the money at stake.
 */
export function CaseCard({ card, now }: CaseCardProps) {
  const titleId = useId();
  const { why } = card;
  const more = otherReports(card);
  const CauseIcon = why.kind === 'report' ? Flag : LifeBuoy;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.main}>
        <p className={styles.top}>
          <span className={styles.shortId}>{shortTicketId(card.ticketId)}</span>
          <time dateTime={card.since.toISOString()} title={fullDateTime(card.since)}>
            Came in {relativeTime(card.since, now)}
          </time>
        </p>
        <h3 id={titleId} className={styles.title}>
          <Link href={casePath(card.ticketId)} className={styles.titleLink}>
            {card.title || 'Untitled request'}
          </Link>
        </h3>
        <div className={styles.cause}>
          <p className={causeStyles.label}>
            <CauseIcon size={14} aria-hidden="true" />
            {causeLabel[why.kind]}
          </p>
          <blockquote className={cx(causeStyles.quote, styles.quote)}>
            {why.kind === 'report' ? quotedMessage(why.text) : why.reason}
          </blockquote>
          <p className={causeStyles.meta}>
            {why.kind === 'report' ? (
              <>
                <span>Written by {why.authorName}</span>
                <span>Reported by {why.reportedByName}</span>
              </>
            ) : (
              <span>The customer’s reason</span>
            )}
            {more && <span className={styles.more}>{more}</span>}
          </p>
        </div>
      </div>

      <dl className={styles.facts}>
        <PartyFact label={partyLabel.customer} party={card.customer} />
        <PartyFact label={partyLabel.developer} party={card.developer} />
        <div className={styles.fact}>
          <dt className={styles.factLabel}>In escrow</dt>
          <dd className={cx(styles.factValue, styles.money)}>{formatCents(card.escrowCents)}</dd>
        </div>
      </dl>
    </article>
  );
}

function PartyFact({ label, party }: { label: string; party: CaseParty | null }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>
        {party ? (
          <>
            <span>{party.name}</span>
            {party.suspended && <SuspendedTag />}
          </>
        ) : (
          <span className={styles.nobody}>{NO_UNBLOCKER}</span>
        )}
      </dd>
    </div>
  );
}
