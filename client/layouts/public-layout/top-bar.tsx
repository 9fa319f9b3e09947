import { useState } from 'react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Logo } from '../../components/logo.tsx';
import { LazySignInDialog, preloadSignInDialog } from '../../features/auth/lazy-sign-in-dialog.tsx';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { useSignedInRole } from '../../features/session/signed-in-user.ts';
import { PublicNavList } from './public-nav-list.tsx';
import * as styles from './top-bar.css.ts';

export function TopBar() {
  const [signInOpen, setSignInOpen] = useState(false);
  const role = useSignedInRole();

  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        {/* The logo leads visitors to /, signed-in users to their dashboard (docs/screens.md). */}
        <Logo href={role ? dashboardPathFor(role) : '/'} />
        <nav aria-label="Main" className={styles.desktopNav}>
          <PublicNavList className={styles.navList} linkClassName={styles.navLink} />
        </nav>
        <div className={styles.actions}>
          {/* A signed-in reader of the public pages goes back to work, not to a second sign-in. */}
          {role ? (
            <ButtonLink variant="secondary" size="sm" href={dashboardPathFor(role)}>
              Dashboard
            </ButtonLink>
          ) : (
            // The dialog's forms are fetched once the visitor reaches for the button (hover,
            // touch or keyboard focus), so the click usually finds them in.
            <Button
              variant="secondary"
              size="sm"
              onPointerEnter={preloadSignInDialog}
              onFocus={preloadSignInDialog}
              onClick={() => setSignInOpen(true)}
            >
              Sign In
            </Button>
          )}
          <MobileMenu />
        </div>
      </Container>
      <LazySignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </header>
  );
}
