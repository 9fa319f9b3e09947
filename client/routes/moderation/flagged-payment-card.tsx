import { useId } from 'react';
import { CircleAlert, Clock, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { fullDateTime, relativeTime, shortTicketId } from '#shared/format.ts';
import type { FlaggedPayment } from '#shared/schemas/moderation.ts';
import { casePath } from '../../features/moderation/case-texts.ts';
import * as causeStyles from '../../features/moderation/cause.css.ts';
import { cx } from '../../components/cx.ts';
import { reasonSentence, receivedAmount, refundLabel } from './flagged-payment-texts.ts';
import * as styles from './flagged-payment-card.css.ts';

export interface FlaggedPaymentCardProps {
  payment: FlaggedPayment;
  /** The time relative dates are measured from (one clock for the list, see useNow). */
  now: Date;
}

/**
 * One payment that funded nothing: when it arrived, on which request (its number opens the
 * request's case view, where its money per milestone and its history are), why it funded
 * nothing, what arrived and whether the refund went out.
 */
export function FlaggedPaymentCard({ payment, now }: FlaggedPaymentCardProps) {
  const titleId = useId();
  const RefundIcon = payment.refunded ? RotateCcw : Clock;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.main}>
        <p className={styles.top}>
          <time dateTime={payment.paidAt.toISOString()} title={fullDateTime(payment.paidAt)}>
            Arrived {relativeTime(payment.paidAt, now)}
          </time>
        </p>
        <h3 id={titleId} className={styles.title}>
          <Link href={casePath(payment.ticketId)} className={styles.titleLink}>
            Request <span className={styles.shortId}>{shortTicketId(payment.ticketId)}</span>
          </Link>
        </h3>
        <div className={styles.cause}>
          <p className={causeStyles.label}>
            <CircleAlert size={14} aria-hidden="true" />
            Funded nothing
          </p>
          <p className={causeStyles.quote}>{reasonSentence(payment.reason)}</p>
        </div>
      </div>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Received</dt>
          <dd className={cx(styles.factValue, styles.money)}>{receivedAmount(payment.received)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Refund</dt>
          <dd className={styles.factValue}>
            <span className={styles.refund[payment.refunded ? 'refunded' : 'pending']}>
              <RefundIcon size={12} aria-hidden="true" className={styles.refundIcon} />
              {refundLabel(payment.refunded)}
            </span>
          </dd>
        </div>
      </dl>
    </article>
  );
}
