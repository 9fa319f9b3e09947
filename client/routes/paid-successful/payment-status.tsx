import { CircleCheck, CircleSlash, LoaderCircle, RotateCcw, ShieldCheck } from 'lucide-react';
import type { BillingStatus } from '#shared/domain/payments/ledger.ts';
import { spinner } from '../../styles/spinner.css.ts';
import { cx } from '../../components/cx.ts';
import * as styles from './paid-successful.css.ts';

const statusView = {
  pending: { text: 'Confirming your payment…', tone: 'pending', Icon: LoaderCircle },
  paid: {
    text: 'Paid — held in escrow until you approve the work',
    tone: 'done',
    Icon: ShieldCheck,
  },
  released: { text: 'Released to your Unblocker', tone: 'done', Icon: CircleCheck },
  refunded: { text: 'Refunded', tone: 'closed', Icon: RotateCcw },
  void: { text: 'This checkout expired', tone: 'closed', Icon: CircleSlash },
} as const;

/**
 * The payment's state as the server reports it, live. A polite live region that stays mounted,
 * so each change (confirming → paid → released) is read out without moving focus.
 */
export function PaymentStatus({
  status,
  labelledBy,
}: {
  status: BillingStatus;
  labelledBy?: string;
}) {
  const { text, tone, Icon } = statusView[status];
  return (
    <span
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-labelledby={labelledBy}
      className={styles.status[tone]}
    >
      <Icon
        size={18}
        aria-hidden="true"
        className={cx(styles.statusIcon, status === 'pending' && spinner)}
      />
      <span>{text}</span>
    </span>
  );
}
