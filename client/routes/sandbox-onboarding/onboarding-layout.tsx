import type { ReactNode } from 'react';
import { FlaskConical } from 'lucide-react';
import { Container } from '../../components/container.tsx';
import { LogoMark } from '../../components/logo-mark.tsx';
import * as styles from '../sandbox-checkout/checkout-layout.css.ts';

/**
 * The frame of the sandbox provider's onboarding, as its checkout has one
 * (sandbox-checkout/checkout-layout.tsx): the brand and the task, no app navigation, as on a
 * provider's own page.
 */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Container width="prose" className={styles.headerInner}>
          <span className={styles.brand}>
            <LogoMark className={styles.brandMark} />
            <span>
              Unblock <span className={styles.brandSuffix}>Payouts</span>
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
        <Container width="prose">
          Sandbox payouts: for trying Unblock out, no money moves.
        </Container>
      </footer>
    </div>
  );
}
