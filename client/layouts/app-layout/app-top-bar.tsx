import { LogOut, Settings } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { Logo } from '../../components/logo.tsx';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import { Bell } from '../../features/notifications/bell.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { AppMobileMenu } from './app-mobile-menu.tsx';
import { AppNavLink } from './app-nav-link.tsx';
import { navItemsFor } from './app-nav-items.ts';
import * as styles from './app-top-bar.css.ts';

export function AppTopBar() {
  const { me } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const items = navItemsFor(me.role);

  return (
    <header className={styles.header}>
      <Container className={styles.inner}>
        {/* Once signed in, the logo leads to the user's own dashboard (docs/screens.md). */}
        <Logo href={dashboardPathFor(me.role)} />
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {items.map((item) => (
              <li key={item.href}>
                <AppNavLink item={item} className={styles.navLink} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {/* On every width, phones included: what concerns the person (docs/notifications.md). */}
          <Bell />
          {/* Phones reach it from the menu (docs/accounts.md). */}
          <ButtonLink
            href="/settings"
            variant="ghost"
            size="sm"
            className={`${styles.desktopOnly} ${styles.settingsLink}`}
            aria-label="Account Settings"
            title="Account Settings"
          >
            <Settings size={16} aria-hidden="true" />
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            className={styles.desktopOnly}
            disabled={isSigningOut}
            onClick={() => void signOut()}
          >
            <LogOut size={16} aria-hidden="true" />
            <span className={styles.signOutText}>Sign Out</span>
          </Button>
          <AppMobileMenu items={items} />
        </div>
      </Container>
    </header>
  );
}
