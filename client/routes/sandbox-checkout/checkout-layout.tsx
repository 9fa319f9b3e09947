import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { Container } from '../../components/container.tsx';
import { LogoMark } from '../../components/logo-mark.tsx';
import * as styles from './checkout-layout.css.ts';

/**
 * The frame of the sandbox provider's own pages, its hosted checkout and its payout onboarding. They
 * stand in for pages like Stripe Checkout, which open in their own tab: the brand and the task, no
 * app navigation to wander off into. `task` names the page beside the brand; `note` is the
 * footer's line.
 */
export function CheckoutLayout({
  children,
  task = 'Checkout',
  note = 'Sandbox payments: for trying Unblock out, no money moves.',
}: {
  children: ReactNode;
  task?: string;
  note?: string;
}) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Container width="prose" className={styles.headerInner}>
          <span className={styles.brand}>
            <LogoMark className={styles.brandMark} />
            <span>
              Unblock <span className={styles.brandSuffix}>{task}</span>
            </span>
          </span>
          <span className={styles.modeBadge}>
            <FlaskConical size={14} aria-hidden="true" />
            Sandbox
          </span>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Container width="prose">{children}</Container>
      </main>
      <footer className={styles.footer}>
        <Container width="prose">{note}</Container>
      </footer>
    </div>
  );
}
