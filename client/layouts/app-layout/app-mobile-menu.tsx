import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { LogOut, Menu, Settings } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { Avatar } from '../../features/session/avatar.tsx';
import { displayName } from '../../features/session/display-name.ts';
import { useSession } from '../../features/session/session-context.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { media } from '../../styles/theme.css.ts';
import { MenuPanelHeader } from '../public-layout/menu-panel-header.tsx';
import { AppNavLink } from './app-nav-link.tsx';
import type { AppNavItem } from './app-nav-items.ts';
import * as styles from './app-mobile-menu.css.ts';

export interface AppMobileMenuProps {
  items: readonly AppNavItem[];
}

/**
 * Under 700 px: a slide-in menu with the role's links and Sign Out
 * (docs/screens.md#signed-in-layout). Radix Dialog gives the focus trap, Escape to close, scroll
 * lock and focus return to the menu button.
 */
export function AppMobileMenu({ items }: AppMobileMenuProps) {
  const [open, setOpen] = useState(false);
  const { me } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(me);

  // Widening past the breakpoint shows the desktop links; a leftover open panel would be stranded.
  useEffect(() => {
    const query = window.matchMedia(media.md);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton
          label="Open menu"
          icon={<Menu size={22} aria-hidden="true" />}
          className={styles.trigger}
        />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <MenuPanelHeader />
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.href}>
                  {/* The top bar's own links (always mounted) keep the unread badge live. */}
                  <AppNavLink
                    item={item}
                    className={styles.navLink}
                    onClick={() => setOpen(false)}
                    liveBadge={false}
                  />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.account}>
            <div className={styles.person}>
              <Avatar person={me} size="md" />
              <div className={styles.personText}>
                <span className={styles.name}>{name}</span>
                {name !== me.email && <span className={styles.email}>{me.email}</span>}
              </div>
            </div>
            <ButtonLink href="/settings" variant="ghost" fullWidth onClick={() => setOpen(false)}>
              <Settings size={16} aria-hidden="true" />
              Account Settings
            </ButtonLink>
            <Button
              variant="secondary"
              fullWidth
              disabled={isSigningOut}
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              <LogOut size={16} aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
