import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { IconButton } from '../../components/icon-button.tsx';
import { media } from '../../styles/theme.css.ts';
import { NavLink } from './nav-link.tsx';
import { publicNavItems } from './nav-items.ts';
import * as styles from './mobile-menu.css.ts';

/**
 * The slide-in menu for screens under 900 px. Radix Dialog gives the focus trap, Escape to
 * close, scroll lock and focus return to the menu button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);

  // Widening past the breakpoint shows the desktop links; a leftover open panel would be stranded.
  useEffect(() => {
    const query = window.matchMedia(media.lg);
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
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close menu" icon={<X size={22} aria-hidden="true" />} />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {publicNavItems.map((item) => (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    label={item.label}
                    className={styles.navLink}
                    onClick={() => setOpen(false)}
                  />
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
