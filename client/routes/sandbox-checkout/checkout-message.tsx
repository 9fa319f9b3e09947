import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import * as styles from './sandbox-checkout.css.ts';

export interface CheckoutMessageProps {
  title: string;
  children: ReactNode;
}

/** A checkout that cannot be shown (not found, failed to load): one card saying so and what next. */
export function CheckoutMessage({ title, children }: CheckoutMessageProps) {
  return (
    <section className={styles.card} aria-labelledby="checkout-message-title">
      <div className={styles.messageIcon.danger}>
        <CircleAlert size={24} aria-hidden="true" />
      </div>
      <h1 id="checkout-message-title" className={styles.title}>
        {title}
      </h1>
      <div className={styles.messageBody}>{children}</div>
    </section>
  );
}
