import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { LogOut, Settings } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Avatar } from '../../features/session/avatar.tsx';
import { displayName } from '../../features/session/display-name.ts';
import { useSession } from '../../features/session/session-context.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { MenuPanelHeader } from '../public-layout/menu-panel-header.tsx';
import { AppNavLink } from './app-nav-link.tsx';
import type { AppNavItem } from './app-nav-items.ts';
import * as styles from './app-mobile-menu.css.ts';

export interface AppMobileMenuPanelProps {
  items: readonly AppNavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in panel: the role's links, Account Settings and Sign Out. Radix Dialog gives the
 * focus trap, Escape to close and scroll lock.
 */
export function AppMobileMenuPanel({
  items,
  open,
  onOpenChange,
  trigger,
}: AppMobileMenuPanelProps) {
  const { me } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(me);
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <MenuPanelHeader />
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
