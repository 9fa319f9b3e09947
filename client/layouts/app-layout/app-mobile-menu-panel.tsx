import { LogOut, Settings } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Avatar } from '../../features/session/avatar.tsx';
import { displayName } from '../../features/session/display-name.ts';
import { useSession } from '../../features/session/session-context.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { MenuPanel, type MenuPanelState } from '../menu-panel.tsx';
import { AppNavLink } from './app-nav-link.tsx';
import type { AppNavItem } from './app-nav-items.ts';
import * as styles from './app-mobile-menu.css.ts';

/** The signed-in app's slide-in menu: the role's links, Account Settings and Sign Out. */
export function AppMobileMenuPanel({
  items,
  ...state
}: MenuPanelState & { items: readonly AppNavItem[] }) {
  const { me } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(me);
  const close = () => state.onOpenChange(false);

  return (
    <MenuPanel {...state}>
      <nav aria-label="Main">
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.href}>
              {/* The top bar's own links (always mounted) keep the unread badge live. */}
              <AppNavLink
                item={item}
                className={styles.navLink}
                onClick={close}
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
        <ButtonLink href="/settings" variant="ghost" fullWidth onClick={close}>
          <Settings size={16} aria-hidden="true" />
          Account Settings
        </ButtonLink>
        <Button
          variant="secondary"
          fullWidth
          disabled={isSigningOut}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <LogOut size={16} aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </MenuPanel>
  );
}
