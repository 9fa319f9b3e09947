import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Logo } from '../../components/logo.tsx';
import { SignInDialog } from '../../features/auth/sign-in-dialog.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLink } from './nav-link.tsx';
import { publicNavItems } from './nav-items.ts';
import * as styles from './top-bar.css.ts';

export function TopBar() {
  const [signInOpen, setSignInOpen] = useState(false);

  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        <Logo />
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {publicNavItems.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} label={item.label} className={styles.navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => setSignInOpen(true)}>
            Sign In
          </Button>
          <MobileMenu />
        </div>
      </Container>
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </header>
  );
}
