import { formatCents } from '#shared/domain/money.ts';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import * as counters from './ticket-counters.css.ts';
import * as styles from './developer-earnings.css.ts';

const statusText = {
  paid: 'Held in escrow',
  released: 'Released to you',
  refunded: 'Refunded to the customer',
} as const;

/**
 * What the developer has earned (their 90 % of each approved milestone) and what customers have
 * paid into escrow for work not yet approved (SPEC §6 "See the paid flag", DESIGN §5 "Money").
 */
export function DeveloperEarnings() {
  const earnings = trpc.payments.earnings.useQuery();
  const value = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));
  return (
    <PageSection title="Earnings">
      <dl className={styles.grid} aria-busy={earnings.isPending}>
        <div className={counters.card}>
          <dt className={counters.label}>Earned</dt>
          <dd className={counters.value}>{value(earnings.data?.earnedCents)}</dd>
        </div>
        <div className={counters.card}>
          <dt className={counters.label}>Held in escrow for you</dt>
          <dd className={counters.value}>{value(earnings.data?.heldCents)}</dd>
        </div>
      </dl>
      {earnings.data && earnings.data.records.length > 0 && (
        <ul className={styles.list} aria-label="Milestone payments">
          {earnings.data.records.slice(0, 10).map((record) => (
            <li key={record.id} className={styles.row}>
              <span className={styles.description}>{record.description}</span>
              <span className={styles.status}>
                {statusText[record.status as keyof typeof statusText] ?? record.status}
              </span>
              <span className={styles.amount}>{formatCents(record.developerCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {earnings.isError && <p role="alert">Your earnings could not be loaded.</p>}
    </PageSection>
  );
}
