import { Sparkles } from 'lucide-react';
import { formatCents } from '#shared/domain/money.ts';
import {
  DEVELOPER_SHARE_PERCENT,
  PLATFORM_FEE_PERCENT,
  STANDARD_RATE_CENTS,
  formatPrice,
} from '../../features/marketing/prices.ts';
import { examplePlan, formatDuration } from './pricing-example.ts';
import * as styles from './worked-example.css.ts';

const standard = examplePlan(false);
const beta = examplePlan(true);
const rate = `${formatPrice(STANDARD_RATE_CENTS)}/h`;

/** A plan priced line by line, with the fee shown inside the total rather than added to it. */
export function WorkedExample() {
  return (
    <div className={styles.layout}>
      <div className={styles.receipt}>
        <table className={styles.table}>
          <caption className={styles.caption}>A plan with two milestones</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                Milestone
              </th>
              <th scope="col" className={`${styles.headCell} ${styles.amountCell}`}>
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {standard.milestones.map((m, index) => (
              <tr key={m.title}>
                <th scope="row" className={styles.cell}>
                  <span className={styles.milestoneTitle}>
                    {index + 1}. {m.title}
                  </span>
                  <span className={styles.milestoneMeta}>
                    {formatDuration(m.estimatedMinutes)} at {rate}
                  </span>
                </th>
                <td className={`${styles.cell} ${styles.amountCell}`}>
                  {formatCents(m.price.listCents)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={styles.totalCell}>
                Total you pay
              </th>
              <td className={`${styles.totalCell} ${styles.amountCell}`}>
                {formatCents(standard.amountCents)}
              </td>
            </tr>
            <tr>
              <th scope="row" className={styles.splitCell}>
                Platform fee ({PLATFORM_FEE_PERCENT}%), included
              </th>
              <td className={`${styles.splitCell} ${styles.amountCell}`}>
                {formatCents(standard.feeCents)}
              </td>
            </tr>
            <tr>
              <th scope="row" className={styles.splitCell}>
                Your Unblocker earns ({DEVELOPER_SHARE_PERCENT}%)
              </th>
              <td className={`${styles.splitCell} ${styles.amountCell}`}>
                {formatCents(standard.developerCents)}
              </td>
            </tr>
          </tfoot>
        </table>
        <p className={styles.note}>
          The price you see is the price you pay: the {PLATFORM_FEE_PERCENT}% fee is already inside
          it, never added at checkout. You pay each milestone when work on it is about to start, and
          we hold it until you approve the result.
        </p>
      </div>

      <aside className={styles.beta} aria-labelledby="beta-example-heading">
        <h3 id="beta-example-heading" className={styles.betaHeading}>
          <Sparkles size={20} aria-hidden="true" />
          The same plan as a beta user
        </h3>
        <p className={styles.betaText}>
          Your first hour is half price, so milestone 1 costs{' '}
          {formatCents(beta.milestones[0]?.price.amountCents ?? 0)} instead of{' '}
          {formatCents(beta.milestones[0]?.price.listCents ?? 0)}.
        </p>
        <ul className={styles.betaList}>
          <li className={styles.betaRow}>
            <span>Plan price</span>
            <span>{formatCents(beta.listCents)}</span>
          </li>
          <li className={styles.betaRow}>
            <span>Beta first hour</span>
            <span>−{formatCents(beta.discountCents)}</span>
          </li>
          <li className={styles.betaTotal}>
            <span>You pay</span>
            <span>{formatCents(beta.amountCents)}</span>
          </li>
        </ul>
        <p className={styles.betaText}>
          We absorb the discount: your Unblocker still earns {formatCents(beta.developerCents)}.
        </p>
      </aside>
    </div>
  );
}
