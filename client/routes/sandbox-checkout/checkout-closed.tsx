import { CircleCheck, CircleSlash } from 'lucide-react';
import { ButtonLink } from '../../components/button.tsx';
import type { SandboxCheckout } from './checkout-summary.tsx';
import * as styles from './sandbox-checkout.css.ts';

const closedText = {
  paid: 'This payment is already complete.',
  released: 'This payment is already complete.',
  refunded: 'This payment was refunded.',
  void: 'This checkout has expired.',
} as const;

/** In place of the Pay button when the record is no longer waiting for a payment. */
export function CheckoutClosed({ checkout }: { checkout: SandboxCheckout }) {
  if (checkout.status === 'pending') return null;
  const done = checkout.status === 'paid' || checkout.status === 'released';
  const Icon = done ? CircleCheck : CircleSlash;
  return (
    <div className={styles.statusPanel[done ? 'done' : 'closed']}>
      <p className={styles.statusText}>
        <Icon size={18} className={styles.statusIcon} aria-hidden="true" />
        <span>
          {closedText[checkout.status]}
          {checkout.status === 'void' && ' Open the plan again to start a new checkout.'}
        </span>
      </p>
      <div className={styles.statusActions}>
        {done && <ButtonLink href={`/paidSuccessful/${checkout.id}`}>View payment</ButtonLink>}
        <ButtonLink href="/dashboard" variant="secondary">
          Go to your dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
