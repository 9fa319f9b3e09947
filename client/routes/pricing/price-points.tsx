import { STANDARD_RATE_CENTS, firstHour, formatPrice } from '../../features/marketing/prices.ts';
import * as styles from './price-points.css.ts';

interface PricePoint {
  label: string;
  amount: string;
  unit: string;
  text: string;
  featured?: boolean;
}

// docs/product.md#prices: free accounts, $50 per hour, $25 for a beta user's first hour.
const points: readonly PricePoint[] = [
  {
    label: 'Your account',
    amount: 'Free',
    unit: 'to create',
    text: 'Account creation is free. Describing where you are stuck and getting a plan costs nothing; you pay only for milestones you approve.',
  },
  {
    label: 'Unblocker rate',
    amount: formatPrice(STANDARD_RATE_CENTS),
    unit: 'per hour',
    text: 'Every milestone in your plan shows its time estimate and its price before you agree to anything.',
    featured: true,
  },
  {
    label: 'Beta users',
    amount: formatPrice(firstHour.amountCents),
    unit: 'for the first hour',
    text: `Half price on the first hour of your first paid milestone. We cover the other ${formatPrice(firstHour.discountCents)}; your Unblocker is paid in full.`,
  },
];

export function PricePoints() {
  return (
    <ul className={styles.list}>
      {points.map((point) => (
        <li key={point.label} className={point.featured ? styles.featured : styles.card}>
          <h3 className={styles.label}>{point.label}</h3>
          <p className={styles.price}>
            <span className={styles.amount}>{point.amount}</span>
            <span className={styles.unit}>{point.unit}</span>
          </p>
          <p className={styles.text}>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
