import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, LockKeyhole, ShieldCheck } from 'lucide-react';
import { Container } from '../../components/container.tsx';
import * as styles from './trust-points.css.ts';

interface TrustPoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

// The product's promises (docs/product.md), in the order a worried customer asks about them: who,
// money, outcome.
const points: readonly TrustPoint[] = [
  {
    icon: ShieldCheck,
    title: 'Vetted Unblockers',
    text: 'Every Unblocker is a vetted developer who knows how AI-built code goes wrong and how to put it right.',
  },
  {
    icon: LockKeyhole,
    title: 'Pay per milestone, held in escrow',
    text: 'You approve a plan with a price for each milestone. We hold your payment until you approve the finished work.',
  },
  {
    icon: BadgeCheck,
    title: 'Your code, or your money back',
    text: 'Code is handed over once you approve and pay. If no solution is found, pending funds are refunded.',
  },
];

export function TrustPoints() {
  return (
    <section className={styles.section} aria-labelledby="trust-heading">
      <Container>
        <div className={styles.header}>
          <p className={styles.eyebrow}>Why Unblock</p>
          <h2 id="trust-heading" className={styles.heading}>
            Real developers. Safe payments. Working code.
          </h2>
        </div>
        <ul className={styles.list}>
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <div className={styles.icon}>
                <Icon size={24} aria-hidden="true" />
              </div>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
